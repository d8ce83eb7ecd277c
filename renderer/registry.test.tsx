import { describe, expect, test } from "vitest";
import { blockTypes } from "@/screens-schema/types";
import { registry } from "./registry";

describe("the registry", () => {
  test("has exactly one component for every block type in the schema", () => {
    expect(Object.keys(registry).sort()).toEqual([...blockTypes].sort());
  });

  test.each([...blockTypes])("the %s entry is a component", (type) => {
    expect(typeof registry[type]).toBe("function");
  });
});
