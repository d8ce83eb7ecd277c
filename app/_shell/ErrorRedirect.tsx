"use client";
/**
 * Spec 4: a not-found page for a home-like path takes the viewer to its section after 3 seconds (domain/errorSection.ts),
 * outside an app's web view (its shell has its own way back). Said on the page, with a button to stay (WCAG 2.2.1: a
 * time limit the viewer can turn off); read in the browser, after the page has shown, so the server's page is the same.
 */
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/useHydrated";
import { cookieNames } from "@/domain/cookieNames";
import { cookieValue } from "@/components/session/cookieValue";
import { errorRedirectDelayMs, sectionAfterError } from "@/domain/errorSection";
import { pathWithoutLocale } from "@/domain/localePaths";
import type { Locale } from "@/domain/types";
import { localizedHref } from "@/components/ui-context";
import { clientCommon } from "./clientCommon";
import styles from "./ErrorRedirect.module.css";

function inWebView(): boolean {
  return cookieValue(document.cookie, cookieNames.webView) === "1";
}

export function ErrorRedirect({ locale }: { locale: Locale }) {
  const hydrated = useHydrated();
  const [stayed, setStayed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const next = hydrated && !stayed && !inWebView() ? sectionAfterError(pathWithoutLocale(location.pathname).path) : undefined;
  const target = next?.path;
  useEffect(() => {
    if (target === undefined) return;
    timer.current = setTimeout(() => location.assign(localizedHref(locale, target)), errorRedirectDelayMs);
    return () => clearTimeout(timer.current);
  }, [locale, target]);
  if (next === undefined) return null;
  const { error } = clientCommon[locale];
  const stay = () => {
    clearTimeout(timer.current);
    setStayed(true);
  };
  return (
    <p className={styles.notice} data-error-redirect={next.section}>
      {error.leaving.replace("{{section}}", error.sections[next.section])}{" "}
      <button type="button" className={styles.stay} onClick={stay}>
        {error.stay}
      </button>
    </p>
  );
}
