import { styled } from "styled-components";
import { color, font, space } from "../theme/vars";
import { slidesPerBreakpointCss } from "./slides";

export const RailSection = styled.section`
  ${slidesPerBreakpointCss}
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  padding-block: ${space.m};
`;

export const RailHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.m};
  padding-inline: ${space.gutter};
`;

export const RailTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
  text-align: start;
`;

export const SeeAllLink = styled.a`
  flex-shrink: 0;
  color: ${color.accent};
  font-size: ${font.caption};
  font-weight: ${font.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const RailList = styled.ul`
  display: flex;
  gap: ${space.railGap};
  margin: 0;
  padding-block: ${space["2xs"]};
  padding-inline: ${space.gutter};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;
  scroll-padding-inline: ${space.gutter};
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  /* Items are plain <li>s styled here once, not a styled component each; tiles are styled by theme/global.css. */
  & > li {
    /* Contains absolutely positioned labels, so the scrolling list clips them (in RTL they would widen the page). */
    position: relative;
    flex: 0 0 calc((100% - (var(--slides) - 1) * ${space.railGap}) / var(--slides));
    min-inline-size: 0;
    scroll-snap-align: start;
  }
`;
