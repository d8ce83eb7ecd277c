import type { ImageCrop } from "../../components/tokens";

export interface PlaceholderInput {
  crop: ImageCrop;
  /** The image name, e.g. `series-101`; the colours derive from it. */
  name: string;
  /** Big text (initials or a short label). */
  label: string;
  /** Small text under the label, e.g. the title. */
  caption: string;
}

/** FNV-1a, so that a name always gets the same colours. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where the text sits: `focus` is respected loosely (top, start or centre). */
function anchorOf(crop: ImageCrop): { x: number; y: number; anchor: "start" | "middle" } {
  if (crop.focus === "top") return { x: crop.width / 2, y: crop.height * 0.32, anchor: "middle" };
  if (crop.focus === "start") return { x: crop.width * 0.08, y: crop.height * 0.5, anchor: "start" };
  return { x: crop.width / 2, y: crop.height * 0.5, anchor: "middle" };
}

/** A gradient placeholder of exactly `crop.width` x `crop.height`, with no script and escaped text. */
export function renderPlaceholderSvg({ crop, name, label, caption }: PlaceholderInput): string {
  const hash = hashOf(name);
  const hue = hash % 360;
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const { width, height } = crop;
  const { x, y, anchor } = anchorOf(crop);
  const big = Math.round(Math.min(width, height) * 0.28);
  const small = Math.max(10, Math.round(big * 0.28));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},62%,38%)"/><stop offset="1" stop-color="hsl(${second},70%,18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<g fill="#fff" font-family="system-ui, sans-serif" text-anchor="${anchor}">`,
    `<text x="${x}" y="${y}" font-size="${big}" font-weight="700" dominant-baseline="middle">${escapeXml(label)}</text>`,
    `<text x="${x}" y="${Math.round(y + big * 0.75)}" font-size="${small}" opacity="0.85">${escapeXml(caption)}</text>`,
    `</g></svg>`,
  ].join("");
}
