import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, sameOrigin, signInByRoute, uniqueEmail } from "./auth";

/** The suite's public listener (images, media, licences) in the e2e setup: SERVICES_PORT + 1. */
const publicListener = "http://localhost:4101";

// The suite makes its test media on first start, in the background: wait for them once.
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await expect
    .poll(async () => (await request.get(`${publicListener}/media/pattern-clearkey/manifest.mpd`)).status(), { timeout: 170_000, intervals: [2000] })
    .toBe(200);
});

const player = (page: Page) => page.locator("[data-player]");
const currentTime = (page: Page) => page.evaluate(() => document.querySelector("video")?.currentTime ?? -1);

/** Waits for the title itself (after its ad) and returns the engine that plays it. */
async function mainPlaying(page: Page): Promise<string> {
  await expect(player(page)).toHaveAttribute("data-phase", "main", { timeout: 30_000 });
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(start + 1);
  return (await player(page).getAttribute("data-engine")) ?? "";
}

async function seekTo(page: Page, seconds: number) {
  await page.evaluate((to) => {
    const video = document.querySelector("video");
    if (video) video.currentTime = to;
  }, seconds);
}

async function freshViewer(page: Page, prefix: string): Promise<void> {
  const email = uniqueEmail(prefix);
  await createAccount(page.request, email);
  await signInByRoute(page, email);
}

test.describe("the player (issue 9)", () => {
  test("an HLS title plays with hls.js, a DASH title with shaka, and the ClearKey title plays", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/en/player/movies/x/id-1008");
    await expect(page).toHaveURL(/\/en\/player\/movies\/the-hidden-sea\/id-1008$/);
    expect(await mainPlaying(page)).toBe("hls.js");
    await page.goto("/en/player/movies/x/id-1001");
    expect(await mainPlaying(page)).toBe("shaka");
    await page.goto("/en/player/movies/x/id-1003");
    expect(await mainPlaying(page)).toBe("shaka");
    // Muted at volume 0 by default (spec 9), which is what lets it start by itself.
    expect(await page.evaluate(() => [document.querySelector("video")?.muted, document.querySelector("video")?.volume])).toEqual([true, 0]);
  });

  test("a layout's play button leads to the title's player page, which plays it", async ({ page }) => {
    test.setTimeout(60_000);
    // tests/e2e/screens/qa-play.json: a button whose action is { type: play, contentId: 1008, contentType: MOVIE }.
    await page.goto("/fr/qa-play");
    await page.getByRole("link", { name: "Lire le film" }).click();
    await expect(page).toHaveURL(/\/fr\/player\/movies\/[^/]+\/id-1008$/);
    expect(await mainPlaying(page)).toBe("hls.js");
  });

  test("a live channel plays at the live edge of its window and can go back and return to live", async ({ page }) => {
    test.setTimeout(90_000);
    await signInByRoute(page, "subscribed@shasha.test");
    await page.goto("/en/livestream/x/livechannel-502");
    await expect(page).toHaveURL(/\/en\/livestream\/[^/]+\/livechannel-502$/);
    expect(await mainPlaying(page)).toBe("hls.js");
    const seek = player(page).locator("[data-control='seek']");
    const live = player(page).getByRole("button", { name: "Go to live" });
    await expect(live).toHaveAttribute("data-behind", "0");
    // The window is spec 9's 20 minutes, not the title's minute: the viewer can go back ten minutes.
    await expect.poll(async () => Number(await seek.getAttribute("max")) - Number(await seek.getAttribute("min")), { timeout: 15_000 }).toBeGreaterThan(1100);
    await page.evaluate(() => {
      const video = document.querySelector("video");
      if (video) video.currentTime -= 600;
    });
    await expect.poll(async () => Number(await live.getAttribute("data-behind")), { timeout: 15_000 }).toBeGreaterThan(500);
    await expect(seek).toHaveAttribute("aria-valuetext", /behind live/);
    await live.click();
    await expect(live).toHaveAttribute("data-behind", "0", { timeout: 15_000 });
    await expect(player(page).locator(".player__time")).toHaveCount(0);
  });

  test("the licence endpoint refuses the same manifest's key with a tampered or expired signature", async ({ page }) => {
    const playout = await page.request.post("/api/playback/playout", { headers: sameOrigin, data: { contentId: "1003" } });
    expect(playout.status()).toBe(200);
    const body: unknown = await playout.json();
    const drm = typeof body === "object" && body !== null ? Reflect.get(body, "drm") : undefined;
    const streamId = typeof body === "object" && body !== null ? Reflect.get(body, "streamId") : undefined;
    const signature = typeof drm === "object" && drm !== null ? String(Reflect.get(drm, "signature")) : "";
    const exp = typeof drm === "object" && drm !== null ? Number(Reflect.get(drm, "exp")) : 0;
    const mpd = await (await page.request.get(`${publicListener}/media/pattern-clearkey/manifest.mpd`)).text();
    const kid = Buffer.from((/cenc:default_KID="([0-9a-f-]+)"/.exec(mpd)?.[1] ?? "").replaceAll("-", ""), "hex").toString("base64url");
    const licence = (headers: Record<string, string>) =>
      page.request.post(`${publicListener}/drm/license/widevine`, { headers, data: { kids: [kid], type: "temporary" } });
    const good = { "x-drm-signature": signature, "x-drm-exp": String(exp), "x-stream-id": String(streamId) };
    expect((await licence(good)).status()).toBe(200);
    expect((await licence({ ...good, "x-drm-signature": signature.replace(/^./, (c) => (c === "0" ? "1" : "0")) })).status()).toBe(403);
    expect((await licence({ ...good, "x-drm-exp": String(exp - 600) })).status()).toBe(403);
    expect((await licence({ "x-stream-id": String(streamId) })).status()).toBe(403);
  });

  test("from the Arabic home page: a series, season 2, episode 1; quality levels and French subtitles", async ({ page }) => {
    test.setTimeout(90_000);
    await signInByRoute(page, "subscribed@shasha.test");
    await page.goto("/ar/home");
    await page.locator("a.tile[href*='/series-']:not(:has([data-variant='coming-soon']))").first().click();
    await expect(page).toHaveURL(/\/ar\/series\/[^/]+\/series-\d+$/);
    const picker = page.locator("[data-block='season-picker']");
    const second = picker.locator("nav a[data-season='2']");
    await (await second.count() > 0 ? second : picker.locator("nav a[data-season='1']")).click();
    await picker.locator("a[data-episode]").first().click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await mainPlaying(page);
    const quality = page.locator("select[data-control='quality'] option");
    await expect(quality).toHaveText(["تلقائية", "عالية", "الجودة المثلى", "منخفضة"]);
    // The timeline stays left-to-right in Arabic, as the major players do.
    await expect(page.locator("input[data-control='seek']")).toHaveAttribute("dir", "ltr");
    await page.locator("select[data-control='subtitles']").selectOption("fr");
    await expect(player(page)).toHaveAttribute("data-subtitles", "fr");
    await expect
      .poll(() => page.evaluate(() => [...(document.querySelector("video")?.textTracks ?? [])].some((track) => track.language === "fr" && track.mode === "showing")))
      .toBe(true);
    await page.goto("/ar/home");
  });

  test("progress: play, leave, come back: continue watching shows it and playback resumes there; 90 % is finished", async ({ page }) => {
    test.setTimeout(120_000);
    await freshViewer(page, "resume");
    await page.goto("/en/player/movies/x/id-1001");
    await mainPlaying(page);
    await seekTo(page, 30);
    await page.locator("[data-control='play']").click();
    await expect.poll(() => page.evaluate(() => document.querySelector("video")?.paused)).toBe(true);
    await page.goto("/en/home");
    const rail = page.locator("[data-block='rail'] a.tile[href*='movie-1001'], [data-block='rail'] a.tile[href*='1001']");
    await expect(rail.first()).toBeVisible({ timeout: 15_000 });
    // The title page offers to resume, and resuming starts where the profile stopped.
    await page.goto("/en/movies/the-ancient-house/movie-1001");
    await page.locator("[data-block='title-header'] [data-action='resume']").click();
    await expect(page).toHaveURL(/\/en\/player\/movies\/the-ancient-house\/id-1001$/);
    await expect(player(page)).toHaveAttribute("data-phase", "main", { timeout: 30_000 });
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(25);
    expect(await currentTime(page)).toBeLessThan(36);
    // Watched to 90 %: finished, so it leaves continue watching.
    await seekTo(page, 54);
    await expect.poll(async () => {
      const reply = await page.request.get("/api/playback/progress?ids=1001");
      return JSON.stringify(await reply.json());
    }, { timeout: 15_000 }).toContain('"finished":true');
    // Cached landing pages draw the profile's progress on their tiles once they are in.
    await page.goto("/en/movies");
    await expect(page.locator("a.tile[data-content-id='1001'] progress.tile__progress").first()).toHaveAttribute("value", "100", { timeout: 15_000 });
    await expect(page.locator("a.tile[data-content-id='1001'] progress.tile__progress").first()).toHaveAccessibleName("100% watched");
    // The watching history lists it as watched; removing it empties the list.
    const moved = await page.request.get("/en/watching-history", { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    await page.goto("/en/history");
    const entry = page.locator("[data-history-item='1001']");
    await expect(entry.getByRole("progressbar", { name: "Watched" })).toBeVisible();
    await entry.getByRole("button", { name: /^Remove .* from your history$/ }).click();
    await expect(page.locator("[data-history-item]")).toHaveCount(0);
    await expect(page.getByText("Nothing watched yet.")).toBeVisible();
  });

  test("a guest asking for the history is sent to sign in, and back", async ({ page }) => {
    await page.goto("/ar/history");
    await expect(page).toHaveURL(/\/ar\/hub\/login\?redirect=%2Fhistory$/);
  });

  test("a registered user on a Plus title gets the upsell and the playout call refuses; a subscriber plays it", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await freshViewer(page, "upsell");
    const refused = await page.request.post("/api/playback/playout", { headers: sameOrigin, data: { contentId: "1005" } });
    expect(refused.status()).toBe(403);
    const refusal = await refused.text();
    expect(refusal).toContain("NOT_SUBSCRIBED");
    expect(refusal).not.toContain("/media/");
    await page.goto("/en/player/movies/x/id-1005");
    await expect(page.locator("[data-message='notSubscriber']")).toBeVisible();
    await expect(page.locator(".player__upsell")).toHaveAttribute("href", "/en/promo?source=upsell");
    const subscriber = await browser.newContext({ baseURL: "http://localhost:3100" });
    const other = await subscriber.newPage();
    await signInByRoute(other, "subscribed@shasha.test");
    await other.goto("/en/player/movies/x/id-1005");
    await mainPlaying(other);
    await subscriber.close();
  });

  test("a third simultaneous stream on one account gets the concurrency message", async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: "http://localhost:3100" });
    const first = await context.newPage();
    await freshViewer(first, "streams");
    await first.goto("/en/player/movies/x/id-1001");
    await mainPlaying(first);
    const second = await context.newPage();
    await second.goto("/en/player/movies/x/id-1003");
    await expect(player(second)).toHaveAttribute("data-phase", /ad|main/, { timeout: 30_000 });
    const third = await context.newPage();
    await third.goto("/en/player/movies/x/id-1007");
    await expect(third.locator("[data-message='concurrencyLimit']")).toBeVisible();
    await context.close();
  });

  test("the next-episode countdown starts 10 s before the end and plays the next episode", async ({ page }) => {
    test.setTimeout(90_000);
    await freshViewer(page, "next");
    // A free series, so a new account plays it.
    await page.goto("/en/series/x/series-105");
    await page.locator("[data-block='season-picker'] a[data-episode]").first().click();
    const first = page.url();
    await mainPlaying(page);
    await seekTo(page, 48);
    await expect(page.locator(".player__next")).toBeVisible({ timeout: 10_000 });
    expect(Number(await page.locator(".player__next").getAttribute("data-countdown"))).toBeLessThanOrEqual(10);
    await expect.poll(() => decodeURI(page.url()), { timeout: 20_000 }).toMatch(/-الحلقة-2\/id-\d+$/);
    expect(page.url()).not.toBe(first);
  });

  test("the embed player has no header and the home page carries none of the player's code", async ({ page }) => {
    const embed = await page.request.get("/ar/embed/player/movies/x/id-1001", { maxRedirects: 0 });
    expect(embed.status()).toBe(308);
    await page.goto("/ar/embed/player/movies/the-ancient-house/id-1001");
    await expect(page.locator("header")).toHaveCount(0);
    await expect(player(page)).toBeVisible();
    // A page of its own: the player page's lazy chunks may still be arriving on the first one.
    const home = await page.context().newPage();
    const scripts: string[] = [];
    home.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await home.goto("/ar/home", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.some((text) => text.includes("shaka.Player") || text.includes("hls.js") || text.includes("MANIFEST_PARSED"))).toBe(false);
  });
});
