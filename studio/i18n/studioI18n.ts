/**
 * The studio's own strings (`locales/{lng}/studio.json`), kept out of the viewer's resources so that nothing of the
 * studio reaches a viewer bundle. One i18next instance per language, never switched.
 */
import { createInstance, type i18n as I18n } from "i18next";
import ar from "@/locales/ar/studio.json";
import en from "@/locales/en/studio.json";
import fr from "@/locales/fr/studio.json";

export const studioLocales = ["en", "ar", "fr"] as const;
export type StudioLocale = (typeof studioLocales)[number];

/** A preference cookie (not a right): the language of the studio's own interface. */
export const studioLangCookie = "shasha_studio_lang";

export function studioLocaleOf(value: string | undefined): StudioLocale {
  return studioLocales.find((locale) => locale === value) ?? "en";
}

export function studioDir(locale: StudioLocale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}

const instances = new Map<StudioLocale, I18n>();

function instanceFor(locale: StudioLocale): I18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { ar: { studio: ar }, en: { studio: en }, fr: { studio: fr } },
    ns: ["studio"],
    defaultNS: "studio",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

export type StudioTranslate = (key: string, params?: Record<string, string | number>) => string;

export function studioTranslator(locale: StudioLocale): StudioTranslate {
  const instance = instanceFor(locale);
  return (key, params) => instance.t(key, params);
}
