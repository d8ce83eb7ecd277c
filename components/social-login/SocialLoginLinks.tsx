"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { pathInLocale } from "@/domain/localePaths";
import type { Locale } from "@/domain/types";
import { isSitePath } from "@/domain/sitePath";
import type { SocialLoginBlock } from "@/screens-schema/generated/types";
import { ActionLink } from "../actions/actionStyles";
import type { BlockRootProps } from "../ui-context";
import styles from "./SocialLoginLinks.module.css";

type Provider = SocialLoginBlock["providers"][number];

/** The app's route starts the provider's flow and comes back to `returnTo`; the layout never holds a URL. */
export function socialLoginHref(provider: Provider, returnTo: string): string {
  return `/api/auth/social/${provider}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Where the provider's flow comes back to: on the login page, the page it remembers (`?redirect=`, guarded
 * pages a guest was sent from); elsewhere the page itself.
 */
export function socialReturnTo(pathname: string, redirect: string | null, locale: Locale): string {
  return redirect !== null && isSitePath(redirect) ? pathInLocale(redirect, locale) : pathInLocale(pathname, locale);
}

export interface SocialLoginLinksProps {
  rootProps: BlockRootProps;
  locale: Locale;
  heading: string;
  providers: { provider: Provider; label: string }[];
}

export function SocialLoginLinks({ rootProps, locale, heading, providers }: SocialLoginLinksProps) {
  const returnTo = socialReturnTo(usePathname() ?? "/", useSearchParams()?.get("redirect") ?? null, locale);
  return (
    <nav {...rootProps} className={styles.root} aria-label={heading}>
      <p className={styles.heading} aria-hidden="true">
        {heading}
      </p>
      <ul className={styles.list}>
        {providers.map(({ provider, label }) => (
          <li key={provider}>
            <ActionLink variant="secondary" href={socialLoginHref(provider, returnTo)} data-provider={provider}>
              {label}
            </ActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
