/**
 * Tiles per breakpoint: the tile style's defaults (tokens.railSlides) overridden by the layout's `slides`.
 * Rails express them as CSS custom properties switched by min-width media queries (`.rail`, and `.slides` for a
 * standalone tile, in theme/global.css); tiles derive `sizes`. No styles here: the client continue-watching rail
 * imports this file, and the browser must not download the styled-components runtime (issue 27).
 */
import type { CSSProperties } from "react";
import type { SlidesPerBreakpoint as SlidesOverride, TileStyle } from "@/screens-schema/types";
import { breakpointNames, breakpoints, railSlides, type SlidesPerBreakpoint } from "../tokens";

export type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

export function resolveSlides(tileStyle: TileStyle, override?: SlidesOverride): SlidesPerBreakpoint {
  const base = railSlides[tileStyle];
  const slides = { ...base };
  for (const name of breakpointNames) {
    const value = override?.[name];
    if (value !== undefined && value > 0) slides[name] = value;
  }
  return slides;
}

/**
 * Inline custom properties (`--slides-mobile` …) from which `.rail` and `.slides` (theme/global.css) pick
 * `--slides` for the current breakpoint.
 */
export function slidesStyle(slides: SlidesPerBreakpoint): CustomProperties {
  const style: CustomProperties = {};
  for (const name of breakpointNames) style[`--slides-${name}`] = slides[name];
  return style;
}

function percent(value: number): string {
  return `${Math.round((100 / value) * 100) / 100}vw`;
}

/** The `sizes` attribute for a tile shown `slides[breakpoint]` to a row: widest breakpoint first. */
export function sizesFor(slides: SlidesPerBreakpoint): string {
  const widestFirst = [...breakpointNames].sort((a, b) => breakpoints[b] - breakpoints[a]);
  return widestFirst
    .map((name) => (name === "mobile" ? percent(slides[name]) : `(min-width: ${breakpoints[name]}px) ${percent(slides[name])}`))
    .join(", ");
}
