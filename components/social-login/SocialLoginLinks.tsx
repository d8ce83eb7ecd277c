"use client";

import { usePathname } from "next/navigation";
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

export interface SocialLoginLinksProps {
  rootProps: BlockRootProps;
  heading: string;
  providers: { provider: Provider; label: string }[];
}

export function SocialLoginLinks({ rootProps, heading, providers }: SocialLoginLinksProps) {
  const returnTo = usePathname() ?? "/";
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
