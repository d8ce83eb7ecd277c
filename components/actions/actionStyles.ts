import { styled, css } from "styled-components";
import { color, font, motion, radius, space } from "../theme/vars";

export type ActionVariant = "primary" | "secondary" | "ghost";

const variants: Record<ActionVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.accent};
    color: ${color.accentContrast};
    border-color: ${color.accent};
  `,
  secondary: css`
    background: ${color.surfaceRaised};
    color: ${color.text};
    border-color: ${color.border};
  `,
  ghost: css`
    background: transparent;
    color: ${color.text};
    border-color: transparent;
  `,
};

/** Shared by links (navigate, play) and client buttons (dialog, track) so every action looks the same. */
export const actionCss = css<{ $variant: ActionVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-block-size: 44px;
  padding-block: ${space.xs};
  padding-inline: ${space.l};
  border: 1px solid;
  border-radius: ${radius.pill};
  font: inherit;
  font-size: ${font.body};
  font-weight: ${font.bold};
  text-decoration: none;
  cursor: pointer;
  transition: filter ${motion.fast} ease-out;
  ${({ $variant }) => variants[$variant]}

  &:hover {
    filter: brightness(1.12);
  }
`;

export const ActionLink = styled.a<{ $variant: ActionVariant }>`
  ${actionCss}
`;

export const ActionButton = styled.button<{ $variant: ActionVariant }>`
  ${actionCss}
`;
