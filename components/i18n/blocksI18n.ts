/**
 * A real i18next instance over the `blocks` namespace, for the places that cannot receive the renderer's
 * UiContext: client components (functions do not cross the server/client boundary) and tests/stories.
 */
import { createInstance, type i18n } from "i18next";
import type { Locale } from "@/domain/types";
import ar from "@/locales/ar/blocks.json";
import en from "@/locales/en/blocks.json";
import fr from "@/locales/fr/blocks.json";

export const blocksResources = { ar, en, fr } as const;

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function createBlocksI18n(locale: Locale, extra?: Record<Locale, Record<string, object>>): i18n {
  const instance = createInstance();
  const resources = {
    ar: { blocks: ar, ...extra?.ar },
    en: { blocks: en, ...extra?.en },
    fr: { blocks: fr, ...extra?.fr },
  };
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ["ar", "en", "fr"],
    ns: ["blocks", ...Object.keys(extra?.ar ?? {})],
    defaultNS: "blocks",
    // Tests and stories pass the `watch` namespace in `extra`; the browser's client components never need it.
    fallbackNS: "watch",
    resources,
    initAsync: false,
    // React escapes text; i18next escaping would show "&amp;" to users.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** `t` bound to the `blocks` namespace. */
export function blocksTranslator(instance: i18n): Translate {
  return (key, params) => instance.t(key, { ns: "blocks", ...params });
}
