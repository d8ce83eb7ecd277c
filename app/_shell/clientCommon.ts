/**
 * The few `common` strings client-side error pages need, straight from the locale files: an error page must
 * render even when nothing else on the page could.
 */
import ar from "@/locales/ar/common.json";
import en from "@/locales/en/common.json";
import fr from "@/locales/fr/common.json";
import type { Locale } from "@/domain/types";

export const clientCommon = { ar, en, fr } satisfies Record<Locale, typeof en>;
