/**
 * Tiles per breakpoint: the tile style's defaults (tokens.railSlides) overridden by the layout's `slides`.
 * Rails express them as CSS custom properties switched by min-width media queries; tiles derive `sizes`.
 */
import type { CSSProperties } from "react";
import { css } from "styled-components";
import type { SlidesPerBreakpoint as SlidesOverride, TileStyle } from "@/screens-schema/types";
import { breakpointNames, breakpoints, minWidth, railSlides, type SlidesPerBreakpoint } from "../tokens";

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

/** Inline custom properties (`--slides-mobile` …) read by `slidesPerBreakpointCss`. */
export function slidesStyle(slides: SlidesPerBreakpoint): CustomProperties {
  const style: CustomProperties = {};
  for (const name of breakpointNames) style[`--slides-${name}`] = slides[name];
  return style;
}

/** Sets `--slides` for the current breakpoint from the inline per-breakpoint properties. */
export const slidesPerBreakpointCss = css`
  --slides: var(--slides-mobile);
  ${breakpointNames
    .filter((name) => name !== "mobile")
    .map((name) => `${minWidth(name)} { --slides: var(--slides-${name}); }`)
    .join("\n")}
`;

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
