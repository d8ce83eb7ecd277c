import type { ImageCrop } from "../../domain/imageSizes";

export interface PlaceholderInput {
  crop: ImageCrop;
  /** The image name, e.g. `series-101`; the colours and shapes derive from it. */
  name: string;
}

/** FNV-1a, so that a name always gets the same artwork. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The point the artwork gathers around: `focus` says which part a crop keeps in view. */
function focusPoint(crop: ImageCrop): { x: number; y: number } {
  if (crop.focus === "top") return { x: crop.width / 2, y: crop.height * 0.3 };
  if (crop.focus === "start") return { x: crop.width * 0.72, y: crop.height * 0.45 };
  return { x: crop.width / 2, y: crop.height / 2 };
}

/**
 * Key-art stand-in of exactly `crop.width` x `crop.height`: a gradient and a few soft shapes derived from the
 * name. It carries no text, so the same file suits the Arabic, English and French pages (titles are shown by
 * the page itself), and no script.
 */
export function renderPlaceholderSvg({ crop, name }: PlaceholderInput): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const { width, height } = crop;
  const focus = focusPoint(crop);
  const unit = Math.min(width, height);
  const circles = [0, 1, 2].map((i) => {
    const bits = hash >>> (i * 7);
    const r = Math.round(unit * (0.18 + ((bits % 17) / 17) * 0.32));
    const cx = Math.round(focus.x + ((bits % 11) - 5) * unit * 0.06);
    const cy = Math.round(focus.y + (((bits >>> 4) % 11) - 5) * unit * 0.05);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + i * 35) % 360},80%,${62 - i * 10}%)" opacity="${0.28 - i * 0.06}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${second},70%,16%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...circles,
    `</svg>`,
  ].join("");
}
