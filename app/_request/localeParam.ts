import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/domain/types";

export interface LangParams {
  params: Promise<{ lang: string }>;
}

export async function localeParam(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
