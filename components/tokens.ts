/**
 * Design tokens from spec section 9: breakpoints, grid columns, carousel slide counts and image sizes.
 * The one place these numbers live (image sizes in domain/imageSizes.ts, re-exported here, since the image
 * service in services/ reads that table too, so that the sizes it generates are the sizes the srcset announces).
 */
import type { ImageType } from "@/domain/imageSizes";

/** Breakpoint lower bounds in CSS pixels (spec 9, "Breakpoints"). */
export const breakpoints = {
  mobile: 320,
  small: 768,
  medium: 1024,
  high: 1280,
  full: 1440,
  quad: 2560,
} as const;

export type BreakpointName = keyof typeof breakpoints;
export const breakpointNames = ["mobile", "small", "medium", "high", "full", "quad"] as const satisfies readonly BreakpointName[];

/** `@media` query for "this breakpoint and wider". */
export function minWidth(name: BreakpointName): string {
  return `@media (min-width: ${breakpoints[name]}px)`;
}

/** Grid by size class (spec 9): columns, media columns, square columns, rows. */
export const grid = {
  largest: { columns: 6, mediaColumns: 6, squareColumns: 12, rows: 6 },
  hd: { columns: 4, mediaColumns: 4, squareColumns: 8, rows: 6 },
  medium: { columns: 4, portraitColumns: 6, mediaColumns: 4, squareColumns: 6, rows: 6 },
  smallDesktop: { columns: 4, mediaColumns: 3, squareColumns: 4, rows: 4 },
  mobile: { columns: 3, mediaColumns: 1, squareColumns: 3, rows: 5 },
} as const;

/** Carousel slides shown at desktop widths (spec 9, "Carousel slides shown"). */
export const carouselSlides = {
  homeHero: 1,
  featured: 3,
  catchup: 6,
  bundle: 5,
  defaultLandscape: 5,
  defaultPortrait: 5,
  episodePlaylist: 3,
  smallScreenSlider: 3,
  landingHero: 3,
  square: 5,
} as const;

export const tileStyleNames = ["poster", "landscape", "square", "episode", "live-channel"] as const;
export type TileStyleName = (typeof tileStyleNames)[number];

export type SlidesPerBreakpoint = Record<BreakpointName, number>;

/**
 * Slides per breakpoint for each tile style. The desktop counts are the spec's; below `small` the spec's
 * small-screen slider (3) applies to portrait and square tiles, and landscape tiles follow the mobile media
 * column count plus a peek of the next tile. A layout may override any breakpoint.
 */
export const railSlides: Record<TileStyleName, SlidesPerBreakpoint> = {
  poster: { mobile: 3, small: 4, medium: 5, high: 5, full: 6, quad: 8 },
  landscape: { mobile: 1.5, small: 3, medium: 4, high: 5, full: 5, quad: 6 },
  square: { mobile: 3, small: 4, medium: 5, high: 5, full: 5, quad: 8 },
  episode: { mobile: 1.5, small: 2, medium: 3, high: 3, full: 3, quad: 4 },
  "live-channel": { mobile: 3, small: 4, medium: 6, high: 6, full: 6, quad: 8 },
};

// Image types, suffixes and sizes live in domain/ (the image service generates from the same table).
export {
  defaultResolution,
  imageSize,
  imageTypes,
  mobileTabletScale,
  resolutionForWidth,
  resolutions,
  type ImageCrop,
  type ImageType,
  type Resolution,
} from "@/domain/imageSizes";
/** Which image type each tile style shows. */
export const tileImageType: Record<TileStyleName, ImageType> = {
  poster: "poster",
  landscape: "landscape",
  square: "square",
  episode: "thumbnail",
  "live-channel": "square",
};

/** Toast constants (spec 9). */
export const toast = {
  timeoutMs: 2000,
  animationMs: 300,
  zIndex: 2000,
  colors: { success: "#0c9", error: "#e04d5f", warning: "#f5e273", info: "#4990e2" },
} as const;

/** Paging (spec 9). */
export const paging = { firstPage: 0, pageSize: 25, entriesChunk: 50, quickSearchSize: 4 } as const;

