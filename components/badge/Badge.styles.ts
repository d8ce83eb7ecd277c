import { styled, css } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export type BadgeVariant = "plus" | "coming-soon" | "live";

const tones: Record<BadgeVariant, ReturnType<typeof css>> = {
  plus: css`
    background: ${color.plus};
    color: ${color.plusText};
  `,
  "coming-soon": css`
    background: ${color.comingSoon};
    color: ${color.comingSoonText};
  `,
  live: css`
    background: ${color.live};
    color: ${color.liveText};
    &::before {
      content: "";
      inline-size: 0.5em;
      block-size: 0.5em;
      border-radius: ${radius.pill};
      background: currentColor;
    }
  `,
};

export const BadgeRoot = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${space["2xs"]};
  padding-block: ${space["3xs"]};
  padding-inline: ${space.xs};
  border-radius: ${radius.s};
  font-size: ${font.caption};
  font-weight: ${font.bold};
  line-height: 1.4;
  white-space: nowrap;
  ${({ $variant }) => tones[$variant]}
`;
