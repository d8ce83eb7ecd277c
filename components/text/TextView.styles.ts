import { styled, css } from "styled-components";
import { color, font, space } from "../theme/vars";

export type TextVariant = "headline" | "title" | "body" | "caption";
export type TextAlign = "start" | "center" | "end";

const variants: Record<TextVariant, ReturnType<typeof css>> = {
  headline: css`
    font-size: ${font.headline};
    font-weight: ${font.bold};
    line-height: 1.2;
  `,
  title: css`
    font-size: ${font.title};
    font-weight: ${font.bold};
    line-height: 1.3;
  `,
  body: css`
    font-size: ${font.body};
  `,
  caption: css`
    display: block;
    font-size: ${font.caption};
    color: ${color.textMuted};
  `,
};

export const TextRoot = styled.p<{ $variant: TextVariant; $align: TextAlign }>`
  margin: 0;
  padding-inline: ${space.gutter};
  text-align: ${({ $align }) => $align};
  overflow-wrap: anywhere;
  ${({ $variant }) => variants[$variant]}
`;
