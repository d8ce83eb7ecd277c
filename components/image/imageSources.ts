/**
 * Image URL templates (`…-{resolution}.svg`) to `<img>` attributes. Sizes come from tokens.imageSize, the same
 * table the image service generates from, so each srcset width is the real pixel width of that file.
 */
import { defaultResolution, imageSize, resolutions, type ImageType } from "../tokens";

export interface ImageSources {
  src: string;
  /** Absent when the template has no `{resolution}` placeholder (one file for every width). */
  srcSet?: string;
  width: number;
  height: number;
}

const resolutionPlaceholder = "{resolution}";
const anyPlaceholder = /\{[^{}]*\}/;

/** The template with its `{resolution}` filled in, or null when another placeholder is left (spec: no image). */
export function resolveImageUrl(template: string, resolution: string): string | null {
  const url = template.split(resolutionPlaceholder).join(resolution);
  return anyPlaceholder.test(url) ? null : url;
}

/**
 * `src` is the default (`fhd`) file. The srcset has one candidate per suffix; the size table in tokens.ts
 * gives every suffix of a type its own width, as HTML requires of width descriptors.
 */
export function imageSources(template: string | undefined, type: ImageType): ImageSources | null {
  if (template === undefined || template === "") return null;
  const src = resolveImageUrl(template, defaultResolution);
  if (src === null) return null;
  const { width, height } = imageSize(type, defaultResolution);
  if (!template.includes(resolutionPlaceholder)) return { src, width, height };

  const candidates = resolutions.flatMap((resolution) => {
    const url = resolveImageUrl(template, resolution);
    return url === null ? [] : [`${url} ${imageSize(type, resolution).width}w`];
  });
  return { src, srcSet: candidates.join(", "), width, height };
}
