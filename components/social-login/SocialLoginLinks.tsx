"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { pathInLocale } from "@/domain/localePaths";
import type { Locale } from "@/domain/types";
import { isSitePath } from "@/domain/sitePath";
import { styled } from "styled-components";
import type { SocialLoginBlock } from "@/screens-schema/generated/types";
import { ActionLink } from "../actions/actionStyles";
import { color, font, space } from "../theme/vars";
import type { BlockRootProps } from "../ui-context";

type Provider = SocialLoginBlock["providers"][number];

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  padding-inline: ${space.gutter};
`;

const Heading = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.caption};
  text-align: center;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    inline-size: 100%;
    box-sizing: border-box;
  }
`;

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
    <Root {...rootProps} aria-label={heading}>
      <Heading aria-hidden="true">{heading}</Heading>
      <List>
        {providers.map(({ provider, label }) => (
          <li key={provider}>
            <ActionLink $variant="secondary" href={socialLoginHref(provider, returnTo)} data-provider={provider}>
              {label}
            </ActionLink>
          </li>
        ))}
      </List>
    </Root>
  );
}
