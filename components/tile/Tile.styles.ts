import { styled, css } from "styled-components";
import { color, font, motion, radius, space } from "../theme/vars";

export const TileLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
  inline-size: 100%;
  color: ${color.text};
  text-decoration: none;
  border-radius: ${radius.m};

  &:hover img,
  &:focus-visible img {
    transform: scale(1.04);
  }
`;

export const Media = styled.span<{ $ratio: string; $logo: boolean }>`
  position: relative;
  display: block;
  inline-size: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${radius.m};
  background: ${color.surfaceRaised};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${motion.fast} ease-out;
  }

  ${({ $logo }) =>
    $logo &&
    css`
      background: ${color.surface};
      border: 1px solid ${color.border};
      img {
        object-fit: contain;
        padding: 18%;
      }
    `}
`;

export const Badges = styled.span`
  position: absolute;
  inset-block-start: ${space.xs};
  inset-inline-start: ${space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${space["2xs"]};
`;

export const ProgressBar = styled.progress`
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

  &::-webkit-progress-bar {
    background: ${color.progressTrack};
  }
  &::-webkit-progress-value {
    background: ${color.progress};
  }
  &::-moz-progress-bar {
    background: ${color.progress};
  }
`;

export const Caption = styled.span`
  font-size: ${font.caption};
  color: ${color.textMuted};
`;

export const Title = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  font-size: ${font.body};
  text-align: start;
`;
