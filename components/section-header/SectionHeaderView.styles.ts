import { styled } from "styled-components";
import { color, font, space } from "../theme/vars";

export const HeaderRoot = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space.m};
  padding-inline: ${space.gutter};
  padding-block: ${space.s};
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
  min-inline-size: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
  text-align: start;
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.caption};
`;
