import { describe, expect, test } from "vitest";
import { registry } from "@/renderer/registry";
import { layoutSchema } from "@/studio/editor/layoutSchema";
import { validateScreen } from "@/screens-schema/validator";
import { paletteEntries } from "./palette";

describe("the block palette", () => {
  const entries = paletteEntries(layoutSchema);

  test("offers every block of the contract once, with its name and description", () => {
    const types = entries.map((entry) => entry.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain("rail");
    expect(types.length).toBeGreaterThanOrEqual(27);
    for (const entry of entries) {
      expect(entry.title).not.toBe("");
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });

  test("offers exactly the blocks the renderer's registry draws", () => {
    expect(entries.map((entry) => entry.type).sort()).toEqual(Object.keys(registry).sort());
  });

  test("each example is a block of its own type that the shared validator accepts", () => {
    for (const entry of entries) {
      expect(entry.example.type).toBe(entry.type);
      const screen = { schemaVersion: "1.1", id: "palette", title: { key: "t" }, blocks: [entry.example] };
      const { problems } = validateScreen(screen);
      expect([entry.type, problems]).toEqual([entry.type, []]);
    }
  });
});
