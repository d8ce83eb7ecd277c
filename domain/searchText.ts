/**
 * Search text (issue 31 §1): what a title's words and a viewer's query are compared as, the same on both sides.
 * Arabic spellings that readers treat as one are folded (alef forms and hamza carriers, ta marbuta and ha, alef maqsura
 * and ya; diacritics and tatweel dropped), so "الأسطورة", "الاسطوره" and "ألأسطورة" are one word; Latin letters lose
 * their accents and case ("Rêves" is "reves"). And the one-typo rule: a word of five letters or more still matches a
 * word one edit away (a letter dropped, added, changed, or two swapped).
 */

/** Arabic letters folded to one form each. */
const arabicFolds: Readonly<Record<string, string>> = {
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0622": "\u0627", // آ
  "\u0671": "\u0627", // ٱ
  "\u0624": "\u0648", // ؤ -> و
  "\u0626": "\u064a", // ئ -> ي
  "\u0629": "\u0647", // ة -> ه
  "\u0649": "\u064a", // ى -> ي
};

/** Arabic diacritics (tashkeel, superscript alef) and tatweel. */
const arabicMarks = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Latin combining accents, after NFD. */
const combining = /[\u0300-\u036f]/g;

/** The text as search compares it: folded, lower case, words separated by single spaces. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(combining, "")
    .replace(arabicMarks, "")
    .replace(/[\u0622-\u0671]/g, (letter) => arabicFolds[letter] ?? letter)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The longest query search reads, and how many of its words. */
export const searchQueryMaxLength = 100;
export const searchMaxTerms = 8;

/** A query's words, folded; at most `searchMaxTerms`. */
export function searchTerms(query: string): string[] {
  const text = normaliseSearchText(query);
  return text === "" ? [] : text.split(" ").slice(0, searchMaxTerms);
}

/** The shortest word the one-typo rule applies to. */
export const typoMinLength = 5;

/** Whether `a` and `b` are at most one edit apart: one letter dropped, added or changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) {
    // Changed (the rest equal), or swapped with the next.
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  // One letter more in `long` at i.
  return short.slice(i) === long.slice(i + 1);
}
