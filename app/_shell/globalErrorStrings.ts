/**
 * The three strings of the last-resort error page (app/global-error.tsx), in each language. That page is in
 * every page's client graph, so it carries these rather than the whole `common` namespace three times;
 * globalErrorStrings.test.ts keeps them equal to locales/{lng}/common.json.
 */
import type { Locale } from "@/domain/types";

export const globalErrorStrings: Record<Locale, { title: string; description: string; retry: string }> = {
  ar: { title: "حدث خطأ ما", description: "تعذّر عرض هذه الصفحة. يرجى المحاولة مرة أخرى بعد قليل.", retry: "حاول مرة أخرى" },
  en: { title: "Something went wrong", description: "We could not show this page. Please try again in a moment.", retry: "Try again" },
  fr: { title: "Une erreur est survenue", description: "Impossible d’afficher cette page. Veuillez réessayer dans un instant.", retry: "Réessayer" },
};
