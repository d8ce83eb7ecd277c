import { describe, expect, test } from "vitest";
import { TranslatableString } from "@rjsf/utils";
import en from "@/locales/en/studio.json";
import { layoutSchema } from "@/studio/editor/layoutSchema";
import { palette } from "@/studio/blocks/paletteData";
import { studioTranslator } from "@/studio/i18n/studioI18n";
import { formStrings } from "./BlockForm";
import { uiSchemaFor, type UiNode } from "./uiSchemaFor";

/** Every `ui:title` in a uiSchema, with the property it labels. */
function titles(node: UiNode, into = new Map<string, string>()): Map<string, string> {
  for (const [name, child] of Object.entries(node)) {
    if (typeof child !== "object" || child === null || Array.isArray(child)) continue;
    const entries = Object.entries(child);
    const title = entries.find(([key]) => key === "ui:title")?.[1];
    if (typeof title === "string") into.set(name, title);
    titles(Object.fromEntries(entries), into);
  }
  return into;
}

describe("the property form's labels", () => {
  const ar = studioTranslator("ar");
  const arabicLabel = (name: string) => ar(`fields.${name}`, { defaultValue: name });

  test("are in the studio's language", () => {
    const rail = palette.find((entry) => entry.type === "rail");
    expect(rail).toBeDefined();
    const labels = titles(uiSchemaFor(layoutSchema, rail?.ref ?? "", arabicLabel));
    expect(labels.get("title")).toBe("العنوان");
    expect(labels.get("type")).toBe("نوع الكتلة");
    expect(labels.get("visibleWhen")).toBe("يظهر عندما");
  });

  test("exist for every property of every block, so a new block's fields are translated too", () => {
    const known = new Set(Object.keys(en.fields));
    const missing = new Set<string>();
    for (const entry of palette) {
      for (const name of titles(uiSchemaFor(layoutSchema, entry.ref, (property) => property)).keys()) if (!known.has(name)) missing.add(`${entry.type}.${name}`);
    }
    expect([...missing]).toEqual([]);
  });

  test("the form library's own words are translated, with their parameters, and English stands in for the rest", () => {
    const arabic = formStrings(ar);
    expect(arabic(TranslatableString.AddItemButton)).toBe("إضافة عنصر");
    expect(arabic(TranslatableString.OptionPrefix, ["2"])).toBe("الخيار 2");
    expect(formStrings(studioTranslator("fr"))(TranslatableString.KeyLabel, ["pays"])).toBe("Clé de pays");
    expect(arabic(TranslatableString.UnsupportedField)).toBe("Unsupported field schema.");
  });
});
