/**
 * Colour pairs the accessibility check cannot always see (badges inside rails that have not scrolled into view,
 * text over a translucent header or scrim): their contrast is computed here from the theme's own variables, so a
 * theme change that breaks WCAG 2.2 AA (1.4.3, 4.5:1 for small text) fails at once, on every page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const css = readFileSync(path.join(__dirname, "global.css"), "utf8");

function variable(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6});`).exec(css);
  if (!match?.[1]) throw new Error(`--${name} is not a six-digit hex colour in global.css`);
  return match[1];
}

const channels = (hex: string): number[] => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

function luminance([r, g, b]: readonly number[]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** `colour` at `alpha` over `under`, as the browser composites it. */
const over = (colour: readonly number[], alpha: number, under: readonly number[]) => colour.map((c, i) => alpha * c + (1 - alpha) * (under[i] ?? 0));
const white = [255, 255, 255];

describe("badge text against its badge", () => {
  test.each(["plus", "coming-soon", "live"])("the %s badge meets 4.5:1", (variant) => {
    const ratio = contrast(channels(variable(`color-${variant}-text`)), channels(variable(`color-${variant}`)));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test("the coming-soon hue as text on the page (a title's 'coming on' line) meets 4.5:1", () => {
    expect(contrast(channels(variable("color-coming-soon")), channels(variable("color-bg")))).toBeGreaterThanOrEqual(4.5);
  });

  test("the badges keep the spec's hues", () => {
    expect([variable("color-coming-soon"), variable("color-live")]).toEqual(["#4990e2", "#e04d5f"]);
  });
});

describe("text over a picture, at the least opaque point under it, over a white picture", () => {
  const page = channels(variable("color-bg"));
  const text = channels(variable("color-text"));
  const muted = channels(variable("color-text-muted"));

  test("the hero's scrim is at least 85% page colour wherever text sits", () => {
    expect(css).toMatch(/--color-scrim: linear-gradient\(to top, rgb\(11 11 18 \/ 95%\) 0%, rgb\(11 11 18 \/ 85%\) calc\(100% - var\(--space-xl\)\)/);
    expect(page).toEqual([11, 11, 18]);
    expect(contrast(text, over(page, 0.85, white))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(muted, over(page, 0.85, white))).toBeGreaterThanOrEqual(4.5);
  });

  test("the header's bar is at least 85% page colour, so its links and logo read over any page beneath", () => {
    const header = readFileSync(path.join(__dirname, "../../app/_shell/Header.tsx"), "utf8");
    expect(header).toContain("background: linear-gradient(to bottom, var(--color-bg), color-mix(in srgb, var(--color-bg) 85%, transparent));");
    expect(contrast(text, over(page, 0.85, white))).toBeGreaterThanOrEqual(4.5);
  });

  test("the player's control bar is at least 75% black under its time and labels, its buttons 60% black", () => {
    const player = readFileSync(path.join(__dirname, "../../modules/player/PlayerView.module.css"), "utf8");
    expect(player).toContain("background: linear-gradient(to top, rgb(0 0 0 / 85%), rgb(0 0 0 / 75%) calc(100% - var(--space-xs)), rgb(0 0 0 / 0%));");
    expect(player).toContain("background: rgb(0 0 0 / 60%);\n  color: #fff;");
    expect(contrast(white, over([0, 0, 0], 0.75, white))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(white, over([0, 0, 0], 0.6, white))).toBeGreaterThanOrEqual(4.5);
  });

  test("every box the player lays over the video is at least 60% black, but the incidental watermark", () => {
    const player = readFileSync(path.join(__dirname, "../../modules/player/PlayerView.module.css"), "utf8");
    const blacks = [...player.matchAll(/background: rgb\(0 0 0 \/ (\d+)%\);/g)].map((match) => Number(match[1]));
    expect(blacks.length).toBeGreaterThan(4);
    expect(blacks.filter((alpha) => alpha < 60)).toEqual([50]);
    const watermark = player.slice(player.indexOf(".player__watermark) {"));
    expect(/background: [^;]+;/.exec(watermark)?.[0]).toBe("background: rgb(0 0 0 / 50%);");
  });
});
