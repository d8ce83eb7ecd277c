/**
 * What the studio points out without blocking a publish (issue 17): texts that look untranslated. The contract
 * already makes a missing language, an image without alternative text and an empty product list errors; these
 * are the cases a schema cannot tell: an Arabic text without Arabic letters, or a French or English text that is
 * the other one word for word.
 */
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { childPointer } from "@/screens-schema/validator/json-pointer";

export interface LayoutWarning {
  pointer: string;
  line: number;
  column: number;
  code: "untranslated";
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

export function layoutWarnings(doc: unknown, text: string): LayoutWarning[] {
  const found: Omit<LayoutWarning, "line" | "column">[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, childPointer(pointer, index)));
    if (typeof value !== "object" || value === null) return;
    const record = Object.fromEntries(Object.entries(value));
    found.push(...textWarnings(record, pointer));
    for (const [key, item] of Object.entries(record)) walk(item, childPointer(pointer, key));
  };
  walk(doc, "");
  if (found.length === 0) return [];
  const locator = new PointerLocator(text);
  return found.map((warning) => ({ ...warning, ...locator.locate(warning.pointer, "invalid-value") }));
}
