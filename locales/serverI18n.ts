/**
 * Server-side i18next: one initialised instance per locale, never switched, so concurrent requests in
 * different languages cannot see each other's language.
 */
import { createInstance, type i18n as I18n } from "i18next";
import type { Locale } from "@/domain/types";
import { namespaces, resources } from "@/locales/resources";

const instances = new Map<Locale, I18n>();

export function getI18n(locale: Locale): I18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ["ar", "en", "fr"],
    resources,
    ns: [...namespaces],
    defaultNS: "common",
    // The `watch` strings are the `blocks` namespace's too (locales/resources.ts).
    fallbackNS: "watch",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translator(locale: Locale, ns: "common" | "blocks" | "screens" | "sports"): Translate {
  const instance = getI18n(locale);
  return (key, params) => instance.t(key, { ...params, ns });
}
