import { styled, css } from "styled-components";
import { color, font, radius, space } from "../theme/vars";

export type BannerTone = "promo" | "info" | "warning";

const tones: Record<BannerTone, ReturnType<typeof css>> = {
  promo: css`
    background: ${color.promo};
    border-color: ${color.promoBorder};
  `,
  info: css`
    background: ${color.info};
    border-color: ${color.infoBorder};
  `,
  warning: css`
    background: ${color.warning};
    border-color: ${color.warningBorder};
  `,
};

export const BannerRoot = styled.section<{ $tone: BannerTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.l};
  margin-inline: ${space.gutter};
  padding: ${space.l};
  border: 1px solid;
  border-inline-start-width: 6px;
  border-radius: ${radius.l};
  ${({ $tone }) => tones[$tone]}
`;

export const BannerImage = styled.img`
  flex: 0 0 auto;
  inline-size: min(100%, 240px);
  block-size: auto;
  object-fit: cover;
  border-radius: ${radius.m};
`;

export const BannerText = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${space.xs};
  min-inline-size: 0;
`;

export const BannerTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  text-align: start;
`;

export const BannerBody = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;
