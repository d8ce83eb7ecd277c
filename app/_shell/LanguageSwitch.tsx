"use client";
/**
 * Links to the current page in the other languages. Choosing one stores it (the `preferredLang` cookie the
 * proxy reads, and local storage as spec 1 keeps it) before the browser follows the link.
 */
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { pathInLocale } from "@/domain/localePaths";
import type { Locale } from "@/domain/types";
import styles from "./LanguageSwitch.module.css";

const languages: readonly Locale[] = ["ar", "en", "fr"];
const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * On the way out: store the choice, and carry the page's query string along. Read from `window.location`
 * at click time rather than `useSearchParams`, which would keep cached pages from rendering the switch.
 */
function follow(event: MouseEvent<HTMLAnchorElement>, locale: Locale): void {
  event.currentTarget.href = `${pathInLocale(window.location.pathname, locale)}${window.location.search}`;
  remember(locale);
}

function remember(locale: Locale): void {
  document.cookie = `preferredLang=${locale}; path=/; max-age=${yearInSeconds}; samesite=lax`;
  try {
    window.localStorage.setItem("preferredLang", locale);
  } catch {
    // Storage can be unavailable (private mode, web-view settings); the cookie is enough.
  }
}

export function LanguageSwitch(props: { current: Locale; label: string; names: Record<Locale, string>; switchLabels: Record<Locale, string> }) {
  const pathname = usePathname();
  return (
    <nav aria-label={props.label}>
      <ul className={styles.list}>
        {languages.map((locale) => (
          <li key={locale}>
            <a
              className={styles.item}
              href={pathInLocale(pathname, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === props.current ? "true" : undefined}
              aria-label={props.switchLabels[locale]}
              data-language={locale}
              onClick={(event) => follow(event, locale)}
            >
              {props.names[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
