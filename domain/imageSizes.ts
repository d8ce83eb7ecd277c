/**
 * Image types, resolution suffixes and the pixel size of each (spec 9). Shared by the components, which
 * announce the sizes in srcsets, and the local image service (services/images), which generates images at
 * exactly those sizes; so the table lives in domain/, which both may import (ARCHITECTURE.md §3).
 */

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
