/**
 * The shell's session checks and tile progress (SessionChecks.tsx), with the one template the browser needs to
 * label progress bars, picked here on the server: the browser carries no translation library (issue 27).
 */
import type { Locale } from "@/domain/types";
import { sessionChecksTextKeys, textsFor } from "../i18n/serverTexts";
import { SessionChecks } from "./SessionChecks";

export function SessionSync({ locale }: { locale: Locale }) {
  return <SessionChecks locale={locale} texts={textsFor(locale, sessionChecksTextKeys)} />;
}
