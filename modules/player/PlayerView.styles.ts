import { styled } from "styled-components";
import { color, font, radius, space } from "@/components/theme/vars";

/** 16:9 from the first paint (the server renders the same box), so nothing below it moves. */
export const PlayerFrame = styled.div`
  position: relative;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  max-block-size: 80vh;
  background: #000;
  color: #fff;
  overflow: hidden;

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }

  video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }

  .player__controls {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs};
    padding: ${space.xs} ${space.s};
    /* Fades in over the bar's top padding only: the time and labels always sit on at least 75% black, 10:1 over a
       white frame (components/theme/contrast.test.ts). */
    background: linear-gradient(to top, rgb(0 0 0 / 85%), rgb(0 0 0 / 75%) calc(100% - ${space.xs}), rgb(0 0 0 / 0%));
  }

  .player__controls[hidden] {
    display: none;
  }

  .player__controls button,
  .player__controls select,
  .player__next a,
  .player__next button,
  .player__pin button,
  .player__upsell {
    min-block-size: 44px;
    min-inline-size: 44px;
    padding-inline: ${space.s};
    border: 1px solid rgb(255 255 255 / 40%);
    border-radius: ${radius.m};
    background: rgb(0 0 0 / 60%);
    color: #fff;
    font: inherit;
    font-size: ${font.caption};
    text-decoration: none;
    cursor: pointer;
  }

  .player__controls button:disabled {
    opacity: 0.5;
    cursor: default;
  }

  .player__controls input[type="range"][data-control="seek"] {
    flex: 1 1 10rem;
    min-inline-size: 6rem;
    min-block-size: 24px;
  }

  .player__controls input[type="range"][data-control="volume"] {
    inline-size: 6rem;
    min-block-size: 24px;
  }

  .player__time {
    font-variant-numeric: tabular-nums;
    font-size: ${font.caption};
  }

  .player__watermark {
    position: absolute;
    inset-block-start: ${space.m};
    inset-inline-end: ${space.m};
    padding: ${space["2xs"]} ${space.xs};
    background: rgb(0 0 0 / 50%);
    font-size: ${font.caption};
    pointer-events: none;
  }

  .player__status,
  .player__ad {
    position: absolute;
    inset-block-start: ${space.s};
    inset-inline-start: ${space.s};
    padding: ${space["2xs"]} ${space.xs};
    border-radius: ${radius.s};
    background: rgb(0 0 0 / 70%);
    font-size: ${font.caption};
    /* The font's own line height: with a smaller one the glyphs' box pokes out of the background. */
    line-height: normal;
  }

  .player__message,
  .player__pin {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${space.s};
    padding: ${space.l};
    background: rgb(0 0 0 / 85%);
    text-align: center;
  }

  .player__upsell {
    display: inline-flex;
    align-items: center;
    background: ${color.accent};
    color: ${color.accentContrast};
    border-color: ${color.accent};
    font-weight: ${font.bold};
  }

  .player__pin-wrong {
    display: none;
  }

  .player__pin[data-wrong] .player__pin-wrong {
    display: block;
  }

  .player__next {
    position: absolute;
    inset-block-end: 5rem;
    inset-inline-end: ${space.m};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs};
    padding: ${space.s};
    border-radius: ${radius.m};
    background: rgb(0 0 0 / 80%);
  }

  .player__next p {
    margin: 0;
  }
`;
