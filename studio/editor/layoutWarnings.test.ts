import { describe, expect, test } from "vitest";
import { layoutWarnings as publishWarnings } from "@/services/manage/checkLayout";
import { studioTranslator } from "@/studio/i18n/studioI18n";
import { layoutWarnings } from "./layoutWarnings";

const doc = (text: unknown) => ({ schemaVersion: "1.1", id: "home", title: { key: "t" }, blocks: [{ type: "text", id: "a", text }] });
const warn = (text: unknown) => {
  const value = doc(text);
  return layoutWarnings(value, JSON.stringify(value, null, 2)).map(({ pointer, code }) => [pointer, code]);
};

describe("warnings that do not block a publish", () => {
  test("an Arabic text without Arabic letters, and French copied from English", () => {
    expect(warn({ ar: "Ramadan nights", en: "Ramadan nights", fr: "Ramadan nights" })).toEqual([
      ["/blocks/0/text/ar", "untranslated"],
      ["/blocks/0/text/fr", "untranslated"],
    ]);
  });

  test("none for translated texts, numbers and names that stay the same", () => {
    expect(warn({ ar: "ليالي رمضان", en: "Ramadan nights", fr: "Nuits du Ramadan" })).toEqual([]);
    expect(warn({ ar: "2027", en: "2027", fr: "2027" })).toEqual([]);
    expect(warn({ ar: "شاشة", en: "OSN", fr: "OSN" })).toEqual([]);
  });

  test("the position is the one the editor shows", () => {
    const value = doc({ ar: "Hello", en: "Hi", fr: "Salut" });
    const text = JSON.stringify(value, null, 2);
    const [warning] = layoutWarnings(value, text);
    expect(text.split("\n")[(warning?.line ?? 0) - 1]).toContain('"ar": "Hello"');
  });
});

describe("a module placed where its page lacks what it needs (issue 27)", () => {
  const player = { type: "module", id: "player", module: "player" };
  const screen = (id: string) => ({ schemaVersion: "1.1", id, title: { key: "t" }, blocks: [{ type: "text", id: "a", text: { key: "k" } }, { type: "stack", id: "s", children: [player] }] });

  test("the player on a landing page, home or an account form: a warning at the block, in the studio's language", () => {
    for (const id of ["ramadan", "home", "/user/login-form"]) {
      const value = screen(id);
      const text = JSON.stringify(value, null, 2);
      const [warning, ...more] = layoutWarnings(value, text, studioTranslator("en"));
      expect(more).toEqual([]);
      expect(warning).toMatchObject({ pointer: "/blocks/1/children/0", code: "module-misplaced" });
      expect(warning?.message).toBe(
        "The player module needs the title to play (contentId) from its page, and the pages of this screen do not give it: viewers would see the block's fallback or nothing. It works on /content/player, /content/channel.",
      );
      expect(text.split("\n")[(warning?.line ?? 0) - 1]).toMatch(/^\s+\{$/);
      expect(text.split("\n")[warning?.line ?? 0]).toContain('"type": "module"');
    }
    const value = screen("ramadan");
    const text = JSON.stringify(value);
    expect(layoutWarnings(value, text, studioTranslator("ar"))[0]?.message).toContain("تحتاج وحدة المشغّل إلى العمل المراد تشغيله (contentId)");
    expect(layoutWarnings(value, text, studioTranslator("fr"))[0]?.message).toContain("Le module lecteur a besoin que sa page lui donne le titre à lire (contentId)");
  });

  test("none where the page gives the title: the player screen", () => {
    const value = screen("/content/player");
    expect(layoutWarnings(value, JSON.stringify(value))).toEqual([]);
  });

  test("at the same place as the publish check's warning", () => {
    const value = screen("ramadan");
    const text = JSON.stringify(value, null, 2);
    const service = publishWarnings(value, text, "ramadan");
    expect(service.map(({ pointer, line, column }) => ({ pointer, line, column }))).toEqual(
      layoutWarnings(value, text).map(({ pointer, line, column }) => ({ pointer, line, column })),
    );
  });
});
