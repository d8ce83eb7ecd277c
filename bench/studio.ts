/**
 * The studio's figures (issue 17), in Debian's Chromium against the bench's server: the editor page's first-load
 * JavaScript (every module script its HTML loads, gzip), and the time from a keystroke in the JSON view to the
 * preview frame having loaded the viewer app's render of the changed draft (the change is checked, saved as the
 * draft after the editor's pause, and the frame reloaded), for the home screen, median and p90 of 10.
 */
import { chromium } from "@playwright/test";
import { gzipBytesOf, moduleScriptSources } from "./firstLoadScripts";
import { percentile, round } from "./stats";

export interface StudioFigures {
  editorScripts: number;
  editorGzipBytes: number;
  keystrokeToPreviewMedianMs: number;
  keystrokeToPreviewP90Ms: number;
}

const runs = 10;

declare global {
  interface Window {
    shashaFrameLoads?: number[];
  }
}

export async function benchStudio(appUrl: string): Promise<StudioFigures> {
  // The studio's own origin: the app's port + 1 (scripts/start.mjs, domain/origins.ts).
  const url = new URL(appUrl.replace("127.0.0.1", "localhost"));
  url.port = String(Number(url.port) + 1);
  const app = url.origin;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ baseURL: app, viewport: { width: 1600, height: 1000 } });
    const signIn = await context.request.post("/studio/api/session", { headers: { origin: app, "sec-fetch-site": "same-origin" }, data: { email: "editor@studio.shasha.test", password: "Studio-2026!" } });
    if (!signIn.ok()) throw new Error(`studio sign-in failed: ${signIn.status()}`);
    const html = await (await context.request.get("/studio/edit?screen=home")).text();
    const sources = moduleScriptSources(html);
    const editorGzipBytes = await gzipBytesOf(sources, async (src) => new Uint8Array(await (await context.request.get(new URL(src, app).toString())).body()));

    const page = await context.newPage();
    await page.goto("/studio/edit?screen=home");
    await page.getByRole("tab", { name: "JSON" }).click();
    await page.locator(".cm-content").click();
    await page.keyboard.press("ControlOrMeta+End");
    // The first save creates the draft, which moves the frame from the published screen to the draft's render.
    await page.keyboard.type(" ");
    await page.locator('[data-save-state="saved"]').waitFor();
    await page.frameLocator("iframe").first().locator("main").waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      window.shashaFrameLoads = [];
      document.querySelector("iframe")?.addEventListener("load", () => window.shashaFrameLoads?.push(performance.now()));
    });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = await page.evaluate(() => performance.now());
      await page.keyboard.press(run % 2 === 0 ? "Backspace" : "Space");
      await page.waitForFunction((after) => (window.shashaFrameLoads ?? []).some((at) => at > after), start, { timeout: 30_000 });
      times.push(await page.evaluate((after) => (window.shashaFrameLoads ?? []).find((at) => at > after) ?? after, start) - start);
      await page.waitForTimeout(300);
    }
    return {
      editorScripts: sources.length,
      editorGzipBytes,
      keystrokeToPreviewMedianMs: round(percentile(times, 50), 0),
      keystrokeToPreviewP90Ms: round(percentile(times, 90), 0),
    };
  } finally {
    await browser.close();
  }
}
