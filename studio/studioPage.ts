/** What every studio page reads first: the language of the studio's interface and its translator. */
import { cookies } from "next/headers";
import { studioLangCookie, studioLocaleOf, studioTranslator, type StudioLocale, type StudioTranslate } from "./i18n/studioI18n";

export async function studioLocale(): Promise<{ locale: StudioLocale; t: StudioTranslate }> {
  const locale = studioLocaleOf((await cookies()).get(studioLangCookie)?.value);
  return { locale, t: studioTranslator(locale) };
}
