import { css } from "styled-components";
import { badgeCss } from "../badge/Badge.styles";
import { color, font, motion, radius, space } from "../theme/vars";
import { defaultResolution, imageSize, tileImageType, tileStyleNames } from "../tokens";

/** The media box keeps the image type's aspect ratio before the image loads, so nothing shifts. */
const mediaRatios = tileStyleNames.map((style) => {
  const box = imageSize(tileImageType[style], defaultResolution);
  return css`
    .tile[data-tile-style="${style}"] .tile__media {
      aspect-ratio: ${box.width} / ${box.height};
    }
  `;
});

/**
 * Everything a tile looks like, for the root that holds tiles (a rail's list, the tile block, continue
 * watching). Tiles themselves are plain elements with `tile__*` classes: in Server Components each styled
 * instance emits its own `<style>` tag, and a home page holds hundreds of tiles.
 */
export const tileCss = css`
  .tile {
    display: flex;
    flex-direction: column;
    gap: ${space["2xs"]};
    inline-size: 100%;
    color: ${color.text};
    text-decoration: none;
    border-radius: ${radius.m};
  }

  .tile:hover img,
  .tile:focus-visible img {
    transform: scale(1.04);
  }

  .tile__media {
    position: relative;
    display: block;
    inline-size: 100%;
    overflow: hidden;
    border-radius: ${radius.m};
    background: ${color.surfaceRaised};
  }

  ${mediaRatios}

  .tile__media img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${motion.fast} ease-out;
  }

  .tile[data-tile-style="live-channel"] .tile__media {
    background: ${color.surface};
    border: 1px solid ${color.border};
  }

  .tile[data-tile-style="live-channel"] .tile__media img {
    object-fit: contain;
    padding: 18%;
  }

  .tile__badges {
    position: absolute;
    inset-block-start: ${space.xs};
    inset-inline-start: ${space.xs};
    display: flex;
    flex-wrap: wrap;
    gap: ${space["2xs"]};
  }

  ${badgeCss}

  .tile__progress {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    display: block;
    inline-size: 100%;
    block-size: 4px;
    border: 0;
    appearance: none;
    background: ${color.progressTrack};
    color: ${color.progress};
  }

  .tile__progress::-webkit-progress-bar {
    background: ${color.progressTrack};
  }

  .tile__progress::-webkit-progress-value {
    background: ${color.progress};
  }

  .tile__progress::-moz-progress-bar {
    background: ${color.progress};
  }

  .tile__caption {
    font-size: ${font.caption};
    color: ${color.textMuted};
  }

  .tile__title {
    display: -webkit-box;
    overflow: hidden;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    font-size: ${font.body};
    text-align: start;
  }
`;
