/**
 * Lighthouse 12 in Debian's Chromium against the bench's production server: performance, LCP, CLS, TBT and
 * accessibility, with the mobile preset (Lighthouse's default: Moto G Power, slow 4G, 4x CPU slowdown, simulated)
 * and the desktop preset. Each page is visited once first, so the figure is the cached page a viewer gets, not
 * the first render after start.
 *
 * Lighthouse runs as its own CLI in plain Node: under tsx its page functions, serialised into the browser,
 * carry esbuild's `__name` helper and fail there.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { round } from "./stats";

export const chromiumFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

export type Preset = "mobile" | "desktop";

export interface LighthouseFigures {
  path: string;
  preset: Preset;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The LCP element's selector, to see which element the figure is about. */
  lcpElement: string;
}

const audit = z.object({ numericValue: z.number().optional(), details: z.unknown().optional() }).optional();
const report = z.object({
  categories: z.object({
    performance: z.object({ score: z.number().nullable() }),
    accessibility: z.object({ score: z.number().nullable() }),
  }),
  audits: z.object({
    "largest-contentful-paint": audit,
    "cumulative-layout-shift": audit,
    "total-blocking-time": audit,
    "largest-contentful-paint-element": audit,
  }),
});

const run = promisify(execFile);
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("lighthouse/package.json")), "cli", "index.js");

async function audit1(url: string, preset: Preset): Promise<z.infer<typeof report>> {
  const args = [cli, url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,accessibility", `--chrome-flags=${chromiumFlags.join(" ")}`];
  if (preset === "desktop") args.push("--preset=desktop");
  const { stdout } = await run(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return report.parse(JSON.parse(stdout));
}

export async function benchLighthouse(origin: string, pages: readonly { path: string; preset: Preset }[]): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    await fetch(url);
    const { categories, audits } = await audit1(url, page.preset);
    figures.push({
      path: page.path,
      preset: page.preset,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: round(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN, 0),
      cls: round(audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN, 3),
      tbtMs: round(audits["total-blocking-time"]?.numericValue ?? Number.NaN, 0),
      lcpElement: /"selector":"([^"]+)"/.exec(JSON.stringify(audits["largest-contentful-paint-element"]?.details ?? {}))?.[1] ?? "",
    });
  }
  return figures;
}
