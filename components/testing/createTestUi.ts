/**
 * A UiContext for stories and tests, built the way the renderer builds its own: a real i18next instance over
 * locales/{lng}/blocks.json plus a small `screens` namespace, and a per-locale resolver for layout Text.
 */
import type { Locale } from "@/domain/types";
import { directionOf } from "@/domain/types";
import type { Text } from "@/screens-schema/types";
import { blocksTranslator, createBlocksI18n } from "../i18n/blocksI18n";
import { localizedHref, type UiContext } from "../ui-context";
import { corpusScreens } from "./corpusScreens";
import arWatch from "@/locales/ar/watch.json";
import enWatch from "@/locales/en/watch.json";
import frWatch from "@/locales/fr/watch.json";

/** Keys that the hand-written test blocks reference, plus those of the layout corpus (corpusScreens.ts). */
export const testScreens: Record<Locale, Record<string, object>> = {
  ar: { watch: arWatch, screens: { ...corpusScreens.ar, rails: { trending: "الأكثر رواجاً", newSeries: "مسلسلات جديدة" }, promo: { title: "اشترك في بلس", body: "شاهد {{count}} عنوان حصري" } } },
  en: { watch: enWatch, screens: { ...corpusScreens.en, rails: { trending: "Trending now", newSeries: "New series" }, promo: { title: "Subscribe to Plus", body: "Watch {{count}} exclusive titles" } } },
  fr: { watch: frWatch, screens: { ...corpusScreens.fr, rails: { trending: "Tendances", newSeries: "Nouvelles séries" }, promo: { title: "Abonnez-vous à Plus", body: "Regardez {{count}} titres exclusifs" } } },
};

export const testImagesBaseUrl = "http://localhost:4000/images";

export function createTestUi(locale: Locale): UiContext {
  const i18n = createBlocksI18n(locale, testScreens);
  const text = (value: Text): string =>
    "key" in value ? i18n.t(value.key, { ns: "screens", ...value.params }) : value[locale];
  return {
    locale,
    dir: directionOf(locale),
    screenId: "test-screen",
    text,
    t: blocksTranslator(i18n),
    href: (path) => localizedHref(locale, path),
    imageUrl: (path) => (path.startsWith("/images/") ? `${testImagesBaseUrl}${path.slice("/images".length)}` : path),
  };
}
