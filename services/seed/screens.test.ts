import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { validateScreen } from "@/screens-schema/validator";
import { metadataSeed } from "./metadataSeed";

const folder = new URL("./screens/", import.meta.url);
const screenFiles = readdirSync(folder).filter((name) => name.endsWith(".json"));

function readSeedScreen(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, folder), "utf8"));
}

function idOf(doc: unknown): unknown {
  return typeof doc === "object" && doc !== null && "id" in doc ? doc.id : undefined;
}

describe("the seeded screens", () => {
  test.each(screenFiles)("%s is valid against the shared layout contract", (file) => {
    const result = validateScreen(readSeedScreen(file));
    expect(result.problems).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test("every header menu path leads to a seeded screen, so no menu item opens a 404", () => {
    const ids = new Set(screenFiles.map((file) => idOf(readSeedScreen(file))));
    const menus = metadataSeed.menus;
    const paths = Array.isArray(menus) ? menus.map((item: unknown) => (typeof item === "object" && item !== null && "path" in item ? item.path : undefined)) : [];
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      expect(typeof path === "string" && (path === "/" ? ids.has("home") : ids.has(path.slice(1)))).toBe(true);
    }
  });
});
