/**
 * Design tokens from spec section 9: breakpoints, grid columns, carousel slide counts and image sizes.
 * The one place these numbers live. Pure data: the image service in services/ reads the image table too,
 * so that the sizes it generates are the sizes the srcset announces.
 */

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

/** Image resolution suffixes, largest first (spec 9). */
export const resolutions = ["fhd", "hd", "md", "ld", "mobile"] as const;
export type Resolution = (typeof resolutions)[number];
export const defaultResolution: Resolution = "fhd";

/** The suffix for a screen width (spec 9, "Image suffix by screen width"). */
export function resolutionForWidth(width: number): Resolution {
  if (width >= 1440) return "fhd";
  if (width >= 1280) return "hd";
  if (width >= 1024) return "md";
  if (width > 768) return "ld";
  return "mobile";
}

export const imageTypes = ["poster", "landscape", "thumbnail", "square", "hero"] as const;
export type ImageType = (typeof imageTypes)[number];

export interface ImageCrop {
  width: number;
  height: number;
  /** The point the crop keeps in view. */
  focus: "center" | "top" | "start";
}

/**
 * Nominal sizes per image type and suffix, before the mobile/tablet scale. Chosen so that after the scale
 * no two suffixes of one type share a width: a srcset may not hold two candidates of the same width.
 */
const nominal: Record<ImageType, Record<Resolution, ImageCrop>> = {
  poster: {
    fhd: { width: 320, height: 480, focus: "top" },
    hd: { width: 280, height: 420, focus: "top" },
    md: { width: 240, height: 360, focus: "top" },
    ld: { width: 200, height: 300, focus: "top" },
    mobile: { width: 150, height: 225, focus: "top" },
  },
  landscape: {
    fhd: { width: 480, height: 270, focus: "center" },
    hd: { width: 400, height: 225, focus: "center" },
    md: { width: 352, height: 198, focus: "center" },
    ld: { width: 288, height: 162, focus: "center" },
    mobile: { width: 240, height: 135, focus: "center" },
  },
  thumbnail: {
    fhd: { width: 320, height: 180, focus: "center" },
    hd: { width: 288, height: 162, focus: "center" },
    md: { width: 256, height: 144, focus: "center" },
    ld: { width: 224, height: 126, focus: "center" },
    mobile: { width: 176, height: 99, focus: "center" },
  },
  square: {
    fhd: { width: 240, height: 240, focus: "center" },
    hd: { width: 220, height: 220, focus: "center" },
    md: { width: 200, height: 200, focus: "center" },
    ld: { width: 180, height: 180, focus: "center" },
    mobile: { width: 140, height: 140, focus: "center" },
  },
  hero: {
    fhd: { width: 1920, height: 800, focus: "start" },
    hd: { width: 1440, height: 600, focus: "start" },
    md: { width: 1280, height: 533, focus: "start" },
    ld: { width: 1024, height: 427, focus: "start" },
    mobile: { width: 768, height: 432, focus: "center" },
  },
};

/** Spec 9: on mobile and tablet (the `mobile` and `ld` suffixes), image sizes are scaled by 1.5. */
export const mobileTabletScale = 1.5;

/** The pixel size of an image of this type at this suffix, as the image service generates it. */
export function imageSize(type: ImageType, resolution: Resolution): ImageCrop {
  const crop = nominal[type][resolution];
  if (resolution === "mobile" || resolution === "ld") {
    return {
      width: Math.round(crop.width * mobileTabletScale),
      height: Math.round(crop.height * mobileTabletScale),
      focus: crop.focus,
    };
  }
  return crop;
}

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

/** Spec 9: "Page reload interval: 60000 ms"; layouts are fresh for this long. */
export const pageReloadIntervalMs = 60_000;
