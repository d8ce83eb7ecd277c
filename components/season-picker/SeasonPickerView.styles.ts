import { styled } from "styled-components";
import { color, font, radius, space } from "../theme/vars";
import { minWidth } from "../tokens";

export const PickerSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
  padding-block: ${space.m};
  padding-inline: ${space.gutter};
`;

export const PickerTitle = styled.h2`
  margin: 0;
  font-size: ${font.title};
  font-weight: ${font.bold};
`;

export const SeasonTabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${space.m};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.text};
    font-weight: ${font.bold};
    text-decoration: none;
  }

  a[aria-current="page"] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.accentContrast};
  }
`;

export const ListHeading = styled.h3`
  margin: 0;
  font-size: ${font.body};
  color: ${color.textMuted};
`;

export const EpisodeList = styled.ol`
  display: grid;
  gap: ${space.s};
  margin: 0;
  padding: 0;
  list-style: none;

  ${minWidth("small")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${minWidth("high")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  .episode {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${space.s};
    align-items: start;
    padding: ${space.xs};
    border-radius: ${radius.m};
    color: ${color.text};
    text-decoration: none;
    background: ${color.surface};
  }

  .episode:hover,
  .episode:focus-visible {
    background: ${color.surfaceRaised};
  }

  .episode__media {
    position: relative;
    display: block;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: ${radius.s};
    background: ${color.surfaceRaised};
  }

  .episode__media img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  .episode__text {
    display: flex;
    flex-direction: column;
    gap: ${space["3xs"]};
    min-inline-size: 0;
  }

  .episode__title {
    font-weight: ${font.bold};
  }

  .episode__meta {
    color: ${color.textMuted};
    font-size: ${font.caption};
  }

  .episode__progress {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    inline-size: 100%;
    block-size: 4px;
    appearance: none;
    border: 0;
    background: ${color.progressTrack};
  }

  .episode__progress::-webkit-progress-bar {
    background: ${color.progressTrack};
  }

  .episode__progress::-webkit-progress-value {
    background: ${color.progress};
  }

  .episode__progress::-moz-progress-bar {
    background: ${color.progress};
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;
