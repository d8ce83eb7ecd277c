/**
 * What the studio points out without blocking a publish (issue 17): texts that look untranslated. The contract
 * already makes a missing language, an image without alternative text and an empty product list errors; these
 * are the cases a schema cannot tell: an Arabic text without Arabic letters, or a French or English text that is
 * the other one word for word. And (issue 27) a module placed on a screen whose pages lack what it needs (the
 * player on a landing page has no title to play), found from the same table the publish check uses
 * (domain/moduleNeeds.ts) and worded in the studio's language.
 */
import { misplacedModules, type MisplacedModule } from "@/domain/moduleNeeds";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { childPointer } from "@/screens-schema/validator/json-pointer";
import { studioTranslator, type StudioTranslate } from "@/studio/i18n/studioI18n";

export interface LayoutWarning {
  pointer: string;
  line: number;
  column: number;
  code: "untranslated" | "module-misplaced";
  message: string;
}

const arabicLetter = /\p{Script=Arabic}/u;
const letters = /\p{L}/gu;

function textWarnings(value: Record<string, unknown>, pointer: string): Omit<LayoutWarning, "line" | "column">[] {
  const { ar, en, fr } = value;
  if (typeof ar !== "string" || typeof en !== "string" || typeof fr !== "string") return [];
  const found: Omit<LayoutWarning, "line" | "column">[] = [];
  if ((ar.match(letters) ?? []).length > 0 && !arabicLetter.test(ar)) {
    found.push({ pointer: childPointer(pointer, "ar"), code: "untranslated", message: "the Arabic text has no Arabic letters: is it translated?" });
  }
  if ((en.match(letters) ?? []).length >= 4 && en.trim() === fr.trim()) {
    found.push({ pointer: childPointer(pointer, "fr"), code: "untranslated", message: "the French text is the English one word for word: is it translated?" });
  }
  return found;
}

function moduleWarning({ pointer, module, missing, belongsOn }: MisplacedModule, t: StudioTranslate): Omit<LayoutWarning, "line" | "column"> {
  const needs = missing.map((value) => `${t(`layoutWarnings.routeValues.${value}`)} (${value})`).join(t("layoutWarnings.separator"));
  const where = belongsOn.length === 0 ? "" : ` ${t("layoutWarnings.belongsOn", { screens: belongsOn.join(t("layoutWarnings.separator")) })}`;
  return { pointer, code: "module-misplaced", message: `${t("layoutWarnings.moduleMisplaced", { module: t(`layoutWarnings.modules.${module}`), missing: needs })}${where}` };
}

/** The warnings of `doc` (its own `id` says which screen's pages show it), worded with `t` (the studio's language). */
export function layoutWarnings(doc: unknown, text: string, t: StudioTranslate = studioTranslator("en")): LayoutWarning[] {
  const found: Omit<LayoutWarning, "line" | "column">[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, childPointer(pointer, index)));
    if (typeof value !== "object" || value === null) return;
    const record = Object.fromEntries(Object.entries(value));
    found.push(...textWarnings(record, pointer));
    for (const [key, item] of Object.entries(record)) walk(item, childPointer(pointer, key));
  };
  walk(doc, "");
  const screenId = typeof doc === "object" && doc !== null && "id" in doc && typeof doc.id === "string" ? doc.id : undefined;
  if (screenId !== undefined) found.push(...misplacedModules(doc, screenId).map((misplaced) => moduleWarning(misplaced, t)));
  if (found.length === 0) return [];
  const locator = new PointerLocator(text);
  return found.map((warning) => ({ ...warning, ...locator.locate(warning.pointer, "invalid-value") }));
}
