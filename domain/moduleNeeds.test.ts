import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { contentScreens } from "@/app/_pages/contentScreens";
import { misplacedModules, routeValuesOf, screensGiving } from "./moduleNeeds";

const seedDir = new URL("../services/seed/screens/", import.meta.url);
const seeds: [string, unknown][] = readdirSync(seedDir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => {
    const doc: unknown = JSON.parse(readFileSync(new URL(name, seedDir), "utf8"));
    const id = typeof doc === "object" && doc !== null && "id" in doc && typeof doc.id === "string" ? doc.id : name;
    return [id, doc];
  });

const player = { type: "module", id: "player", module: "player" };
const screenOf = (...blocks: unknown[]) => ({ schemaVersion: "1.1", id: "x", title: { key: "t" }, blocks });

/** Every `fromRoute` a document names. */
function routeValuesUsed(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(routeValuesUsed);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === "fromRoute" && typeof item === "string" ? [item] : routeValuesUsed(item)));
}

describe("what a screen's pages give its layout", () => {
  test("every content screen the app's routes draw gives values; home, landing pages and forms none", () => {
    expect(Object.values(contentScreens).filter((screenId) => routeValuesOf(screenId).length === 0)).toEqual([]);
    for (const screenId of ["home", "ramadan", "/user/login-form", "/content/unknown", "constructor", "__proto__"]) expect(routeValuesOf(screenId)).toEqual([]);
  });

  test("covers every value the seeded layouts take from their route", () => {
    const notGiven = seeds.flatMap(([screenId, doc]) => routeValuesUsed(doc).filter((value) => !routeValuesOf(screenId).some((given) => given === value)).map((value) => `${screenId} reads ${value}`));
    expect(notGiven).toEqual([]);
    expect(seeds.flatMap(([, doc]) => routeValuesUsed(doc)).length).toBeGreaterThan(10);
  });

  test("only the player screen and a channel's page give the player what it plays", () => {
    expect(screensGiving(["contentId"])).toEqual(["/content/player", "/content/channel"]);
  });
});

describe("a module placed where its page lacks what it needs", () => {
  test("the player on a landing page, home or a form, at the top, in a stack and as a fallback", () => {
    const doc = screenOf(
      player,
      { type: "stack", id: "s", children: [{ type: "text", id: "t", text: { key: "k" } }, player] },
      { type: "text", id: "u", text: { key: "k" }, fallback: player },
    );
    for (const screenId of ["ramadan", "home", "/user/login-form", "/content/movie"]) {
      expect(misplacedModules(doc, screenId)).toEqual(
        ["/blocks/0", "/blocks/1/children/1", "/blocks/2/fallback"].map((pointer) => ({ pointer, module: "player", missing: ["contentId"], belongsOn: ["/content/player", "/content/channel"] })),
      );
    }
  });

  test("none on the player screen, none for modules that need nothing of the page, none for what is not a module", () => {
    expect(misplacedModules(screenOf(player), "/content/player")).toEqual([]);
    expect(misplacedModules(screenOf({ type: "module", id: "s", module: "sports" }, { type: "module", id: "p", module: "payments" }), "ramadan")).toEqual([]);
    expect(misplacedModules(screenOf({ type: "module", id: "x", module: "toString" }, { type: "text", id: "m", module: "player" }), "ramadan")).toEqual([]);
    expect(misplacedModules({ blocks: "nope" }, "ramadan")).toEqual([]);
    expect(misplacedModules(null, "ramadan")).toEqual([]);
  });

  test("no seeded screen has one", () => {
    expect(seeds.length).toBeGreaterThan(20);
    expect(seeds.flatMap(([screenId, doc]) => misplacedModules(doc, screenId).map(({ pointer }) => `${screenId}${pointer}`))).toEqual([]);
  });
});
