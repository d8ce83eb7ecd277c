"use client";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { studioTranslator, type StudioLocale, type StudioTranslate } from "./studioI18n";

const LocaleContext = createContext<StudioLocale>("en");

export function StudioLocaleProvider({ locale, children }: { locale: StudioLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useStudioLocale(): StudioLocale {
  return useContext(LocaleContext);
}

export function useStudioT(): StudioTranslate {
  const locale = useContext(LocaleContext);
  return useMemo(() => studioTranslator(locale), [locale]);
}
