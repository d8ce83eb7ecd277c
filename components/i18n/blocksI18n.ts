/**
 * A real i18next instance over the `blocks` namespace, for tests and stories (components/testing/createTestUi.ts).
 * Never for client components: they get their templates from the server and translate with texts.ts, so the
 * browser carries no i18next and no other locale's JSON (issue 27; components/clientImports.test.ts).
 */
import { createInstance, type i18n } from "i18next";
import type { Locale } from "@/domain/types";
import ar from "@/locales/ar/blocks.json";
import en from "@/locales/en/blocks.json";
import fr from "@/locales/fr/blocks.json";
import type { Translate } from "./texts";

export type { Translate };

export const blocksResources = { ar, en, fr } as const;

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
