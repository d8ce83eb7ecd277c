/**
 * What the provider's pages say, from `locales/{ar,en,fr}/cardProvider.json` (the repository's locales folder), read
 * and checked once at start: the three files must have exactly these keys, so a missing or extra text stops the start.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { describeIssues } from "../http/parseQuery";
import type { IncomingHttpHeaders } from "node:http";
import { isServiceLocale, type ServiceLocale } from "../db/localizedText";
import { pickLanguage } from "../http/pickLanguage";

const text = z.string().min(1);

const textsSchema = z.strictObject({
  hostedFields: z.strictObject({
    title: text,
    numberLabel: text,
    expiryLabel: text,
    cvcLabel: text,
    numberRequired: text,
    numberInvalid: text,
    expiryRequired: text,
    expiryInvalid: text,
    expiryPast: text,
    cvcRequired: text,
    cvcInvalidThree: text,
    cvcInvalidFour: text,
  }),
  threeds: z.strictObject({
    title: text,
    instruction: text,
    amount: text.includes("{{amount}}"),
    codeLabel: text,
    confirm: text,
    cancel: text,
    wrongCode: text,
    testHint: text,
    unavailable: text,
  }),
});
export type CardProviderTexts = z.output<typeof textsSchema>;

/** The repository's `locales/` folder (services/cardProvider/../../locales). */
export const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "locales");

export function loadCardProviderTexts(dir: string = localesDir): Record<ServiceLocale, CardProviderTexts> {
  const load = (locale: ServiceLocale): CardProviderTexts => {
    const file = path.join(dir, locale, "cardProvider.json");
    const parsed = textsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) throw new Error(`locales/${locale}/cardProvider.json is not as expected: ${describeIssues(parsed.error)}`);
    return parsed.data;
  };
  return { ar: load("ar"), en: load("en"), fr: load("fr") };
}

/**
 * The page language: `lang` when it is ar, en or fr, else the browser's (`Accept-Language`; a redirect to the 3-D Secure
 * page may come without `lang`), else Arabic (the suite's default).
 */
export function pageLanguage(lang: string | null, headers: IncomingHttpHeaders = {}): ServiceLocale {
  return isServiceLocale(lang) ? lang : pickLanguage(headers);
}
