import { locales, type Locale } from "@/domain/types";

export { pathInLocale } from "@/domain/localePaths";

export const allLocales: readonly Locale[] = locales;
