/**
 * Playback figures in Debian's Chromium on loopback (issue 9): time to first frame of an HLS title (hls.js) and
 * a DASH title (shaka-player), median of 10 each, from the player's start (its code loaded, `shasha:player-start`)
 * to the title's first frame (`shasha:first-frame`); and the JavaScript a player page loads in all (gzip, the
 * player's lazy chunks included). Signed in as the seeded subscriber, so no pre-roll ad comes first.
 */
import { chromium } from "@playwright/test";
import { percentile, round } from "./stats";

export const playerPages = {
  hls: "/ar/player/movies/the-hidden-sea/id-1008",
  dash: "/ar/player/movies/the-ancient-house/id-1001",
} as const;

export interface PlaybackFigures {
  hlsFirstFrameMs: number;
  dashFirstFrameMs: number;
  /** Every script a player page loaded, its lazy player chunks included (encoded bytes, as transferred). */
  playerPageScriptKb: number;
}

const runs = 10;

async function waitForMedia(publicListener: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${publicListener}/media/pattern-b/manifest.mpd`).then((reply) => reply.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error("the test media were not ready within 3 minutes");
}

export async function benchPlayback(appUrl: string, publicPort: number): Promise<PlaybackFigures> {
  await waitForMedia(`http://localhost:${publicPort}`);
  // The browser's origin must be the app's own (APP_PUBLIC_URL, localhost) for its same-origin checks.
  const app = appUrl.replace("127.0.0.1", "localhost");
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const context = await browser.newContext({ baseURL: app });
    const signIn = await context.request.post("/api/forms/sign-in?lang=en", {
      headers: { origin: app },
      data: { screenId: "/user/login-form", formId: "login-form", values: { email: "subscribed@shasha.test", password: "Shasha-2026!" } },
    });
    if (!signIn.ok()) throw new Error(`bench sign-in failed: ${signIn.status()}`);
    const page = await context.newPage();
    const measure = async (path: string): Promise<number[]> => {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        await page.goto(path);
        await page.waitForFunction(() => performance.getEntriesByName("shasha:first-frame").length > 0, undefined, { timeout: 30_000 });
        times.push(
          await page.evaluate(() => {
            const start = performance.getEntriesByName("shasha:player-start")[0]?.startTime ?? 0;
            return (performance.getEntriesByName("shasha:first-frame")[0]?.startTime ?? 0) - start;
          }),
        );
      }
      return times;
    };
    const hls = await measure(playerPages.hls);
    const dash = await measure(playerPages.dash);
    const scriptBytes = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.initiatorType === "script")
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    await page.goto("/ar/home");
    return {
      hlsFirstFrameMs: round(percentile(hls, 50), 0),
      dashFirstFrameMs: round(percentile(dash, 50), 0),
      playerPageScriptKb: round(scriptBytes / 1024, 1),
    };
  } finally {
    await browser.close();
  }
}
