/**
 * Translation in the browser without a translation library (issue 27, "First-load JavaScript"). A client part
 * gets from the server, as a prop, the `blocks` templates of the viewer's locale for the keys it uses, keyed the
 * way i18next names them ("continueWatching.minutesLeft_few"); serverTexts.ts builds them on the server, so
 * neither i18next nor the other locales' JSON reach the browser. Lookup follows i18next's own: with a numeric
 * `count`, `key_zero` for 0 (when present), then the `Intl.PluralRules` category (`key_one`, `key_few`, …),
 * then `key`; a missing key reads as the key itself. `{{name}}` placeholders are filled from `params`.
 */
import type { Locale } from "@/domain/types";
import { fillTemplate } from "./fillTemplate";

/** One locale's templates by full key, as the server hands them to a client part. */
export type Texts = Readonly<Record<string, string>>;

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function textTranslator(locale: Locale, texts: Texts): Translate {
  const plurals = new Intl.PluralRules(locale);
  const template = (key: string): string | undefined => (Object.hasOwn(texts, key) ? texts[key] : undefined);
  return (key, params) => {
    const count = params?.count;
    const keys = typeof count === "number" ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key] : [key];
    const found = keys.map(template).find((value) => value !== undefined);
    if (found === undefined) return key;
    return params === undefined ? found : fillTemplate(found, params);
  };
}
