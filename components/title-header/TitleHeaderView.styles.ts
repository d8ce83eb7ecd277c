import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";
import { minWidth } from "../tokens";

export const HeaderSection = styled.section`
  position: relative;
  display: grid;
  gap: ${space.m};
  padding-block-end: ${space.l};

  ${minWidth("medium")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    padding-inline: ${space.gutter};
  }
`;

/** The artwork keeps its aspect ratio before it loads, so the text below does not move. */
export const Artwork = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${color.surface};

  ${minWidth("medium")} {
    order: 2;
    border-radius: ${radius.l};
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  padding-inline: ${space.gutter};
  text-align: start;

  ${minWidth("medium")} {
    padding-inline: 0;
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${font.headline};
  font-weight: ${font.bold};
  line-height: 1.2;
`;

export const ParentLink = styled.a`
  color: ${color.textMuted};
  font-size: ${font.body};
  font-weight: ${font.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.s};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${color.textMuted};
  font-size: ${font.caption};

  .title-header__rating {
    padding-inline: ${space["2xs"]};
    border: 1px solid ${color.border};
    border-radius: ${radius.s};
    color: ${color.text};
  }
`;

export const Description = styled.p`
  margin: 0;
  max-inline-size: 65ch;
  font-size: ${font.body};
  line-height: 1.6;
`;

export const Cast = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.caption};
`;

export const ComingOn = styled.p`
  margin: 0;
  /* The coming-soon hue on the page, 5.9:1 (its badge's text colour is for the badge's own background). */
  color: ${color.comingSoon};
  font-weight: ${font.bold};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  padding-block-start: ${space.xs};
`;
