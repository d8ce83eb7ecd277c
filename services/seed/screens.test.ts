import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { validateScreen } from "@/screens-schema/validator";

function readSeedScreen(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./screens/${name}.json`, import.meta.url), "utf8"));
}

describe("the seeded screens", () => {
  test.each(["home", "ramadan"])("%s is valid against the shared layout contract", (name) => {
    const result = validateScreen(readSeedScreen(name));
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
