import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { blockTypes } from "@/screens-schema/types";

/**
 * Content teams browse the Storybook catalogue to see what they can place; a block without a story is
 * invisible there. Each block type's components live in `components/<type>/`.
 */
describe("the block catalogue", () => {
  test.each([...blockTypes])("has a story for the %s block", (type) => {
    const folder = new URL(`../components/${type}/`, import.meta.url);
    const stories = readdirSync(folder).filter((name) => name.endsWith(".stories.tsx"));
    expect(stories.length).toBeGreaterThan(0);
  });
});
