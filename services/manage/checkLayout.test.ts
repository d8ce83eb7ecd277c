import { describe, expect, test } from "vitest";
import { checkLayout, layoutWarnings } from "./checkLayout";

const player = { type: "module", id: "player", module: "player", fallback: { type: "text", id: "no-player", text: { key: "k" } } };
const screen = (id: string) => ({ schemaVersion: "1.1", id, title: { key: "t" }, blocks: [{ type: "text", id: "intro", text: { key: "k" } }, player] });

describe("a module on a screen whose pages lack what it needs (issue 27)", () => {
  test("the player on a landing page is publishable, with a warning at the block", () => {
    const doc = screen("ramadan");
    const text = JSON.stringify(doc, null, 2);
    expect(checkLayout(doc, text, "ramadan")).toEqual([]);
    const warnings = layoutWarnings(doc, text, "ramadan");
    expect(warnings).toEqual([
      {
        pointer: "/blocks/1",
        line: 15,
        column: 5,
        code: "module-misplaced",
        message: 'module `player` needs the page\'s `contentId`, which the pages of "ramadan" do not give: viewers would see its fallback or nothing',
        suggestion: 'place it on "/content/player" or "/content/channel"',
      },
    ]);
    expect(text.split("\n")[14]?.trim()).toBe("{");
    expect(text.split("\n")[15]?.trim()).toBe('"type": "module",');
  });

  test("the same on home and an account form, judged by the screen it is published as", () => {
    for (const screenId of ["home", "/user/login-form"]) {
      const doc = screen(screenId);
      expect(layoutWarnings(doc, JSON.stringify(doc), screenId).map(({ pointer, code }) => [pointer, code])).toEqual([["/blocks/1", "module-misplaced"]]);
    }
  });

  test("none on the player screen, nor for a module that needs nothing of its page", () => {
    const doc = screen("/content/player");
    expect(layoutWarnings(doc, JSON.stringify(doc), "/content/player")).toEqual([]);
    const sports = { ...screen("ramadan"), blocks: [{ type: "module", id: "sports", module: "sports" }] };
    expect(layoutWarnings(sports, JSON.stringify(sports), "ramadan")).toEqual([]);
  });
});
