import { z } from "zod";

/** The three languages every stored title and description carries. */
export const serviceLocales = ["ar", "en", "fr"] as const;
export type ServiceLocale = (typeof serviceLocales)[number];

export const localizedTextSchema = z.object({ ar: z.string(), en: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function isServiceLocale(value: unknown): value is ServiceLocale {
  return value === "ar" || value === "en" || value === "fr";
}

/** Parses a JSON column holding `{ ar, en, fr }`. */
export function parseLocalizedText(json: string): LocalizedText {
  return localizedTextSchema.parse(JSON.parse(json));
}
