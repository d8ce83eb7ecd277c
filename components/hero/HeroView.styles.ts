import { styled } from "styled-components";
import { color, font, misc, motion, radius, space } from "../theme/vars";
import { imageSize, minWidth } from "../tokens";

const mobileCrop = imageSize("hero", "mobile");
const desktopCrop = imageSize("hero", "fhd");
const narrowCrop = imageSize("landscape", "fhd");

export const HeroRoot = styled.section`
  position: relative;
  padding-block-end: ${space.m};
`;

export const Viewport = styled.div`
  position: relative;
  overflow: hidden;
`;

/** `--hero-index` (slides moved) and `--hero-per-view` come from the controller; `--dir-sign` flips it for RTL. */
export const Track = styled.div`
  --per-view: 1;
  display: flex;
  transform: translateX(calc(var(--hero-index, 0) * -100% / var(--per-view) * ${misc.dirSign}));
  transition: transform ${motion.slide} ease-in-out;

  ${minWidth("small")} {
    --per-view: var(--hero-per-view, 1);
  }
`;

export const SlideFrame = styled.div`
  flex: 0 0 calc(100% / var(--per-view));
  min-inline-size: 0;
`;

/** `$narrow`: one of several slides in view (landing hero), so the 16:9 crop and a smaller title. */
export const SlideArticle = styled.article<{ $narrow: boolean }>`
  position: relative;
  aspect-ratio: ${mobileCrop.width} / ${mobileCrop.height};
  overflow: hidden;
  background: ${color.surface};

  ${minWidth("small")} {
    aspect-ratio: ${(p) => (p.$narrow ? `${narrowCrop.width} / ${narrowCrop.height}` : `${desktopCrop.width} / ${desktopCrop.height}`)};
  }

  ${minWidth("small")} {
    h2 {
      font-size: ${(p) => (p.$narrow ? font.title : font.headline)};
    }
  }

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const SlideBody = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xs};
  padding-block: ${space.xl} ${space.l};
  padding-inline: ${space.gutter};
  /* The scrim fades in over the top padding (space.xl) only, so text always sits on at least 85% page colour. */
  background: ${color.scrim};
  text-align: start;
`;

export const SlideTitle = styled.h2`
  margin: 0;
  font-size: ${font.headline};
  line-height: 1.15;
`;

export const SlideMeta = styled.p`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.caption};
`;

export const SlideBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space["2xs"]};
`;

const ArrowButton = styled.button`
  position: absolute;
  /* On small screens the title fills the slide's lower half: the arrows sit in its top corners. */
  inset-block-start: ${space.s};
  z-index: 1;
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.overlay};
  color: ${color.text};
  cursor: pointer;

  ${minWidth("small")} {
    inset-block-start: 50%;
    inline-size: 44px;
    block-size: 44px;
    margin-block-start: -22px;
  }

  svg {
    inline-size: 20px;
    block-size: 20px;
    /* The chevrons are drawn for LTR; mirror them in RTL so "next" points toward inline-end. */
    transform: scaleX(${misc.dirSign});
  }
`;

export const PrevButton = styled(ArrowButton)`
  inset-inline-start: ${space.s};
`;

export const NextButton = styled(ArrowButton)`
  inset-inline-end: ${space.s};
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${space.xs};
  min-block-size: 24px;
  padding-block-start: ${space.s};
`;

export const Dot = styled.button`
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: "";
    display: block;
    inline-size: 10px;
    block-size: 10px;
    margin: auto;
    border-radius: ${radius.pill};
    background: ${color.textMuted};
    transition: background ${motion.fast};
  }

  &[aria-current="true"]::before {
    background: ${color.accent};
  }
`;

/** Pauses or plays the slide show: the size of a dot, an icon in the muted text colour. */
export const RotationButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;
