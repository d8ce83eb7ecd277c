/**
 * Start-over and catch-up (issue 30 §1; domain/catchup.ts) from a channel page's schedule, against the seeded guide and
 * the channels' recordings the media listener cuts from their loops; and the Plus rights on them, decided by the
 * services whatever the browser sends. One test per journey.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sameOrigin, signInByRoute } from "./auth";

const player = (page: Page) => page.locator("[data-player]");

/** Where the video is in its stream and how long what it can play is, in seconds. */
const position = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector("video");
    if (!video || video.seekable.length === 0) return { fromStart: -1, span: 0, duration: 0 };
    return { fromStart: video.currentTime - video.seekable.start(0), span: video.seekable.end(0) - video.seekable.start(0), duration: video.duration };
  });

async function playing(page: Page) {
  await expect(player(page)).toHaveAttribute("data-phase", "main", { timeout: 30_000 });
  const start = await page.evaluate(() => document.querySelector("video")?.currentTime ?? 0);
  await expect.poll(() => page.evaluate(() => document.querySelector("video")?.currentTime ?? 0), { timeout: 15_000 }).toBeGreaterThan(start + 1);
}

test("a channel's schedule starts the programme on now over from its start, and plays an aired one as catch-up", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByRoute(page, "subscribed@shasha.test");
  await page.goto("/en/channel/x/ch-502");
  const onNow = page.locator("[data-block='programme-guide'] li[aria-current='time']");
  const title = (await onNow.locator("p span").first().textContent()) ?? "";
  const startedAt = Date.parse((await onNow.locator("time").getAttribute("datetime")) ?? "");
  await onNow.getByRole("link", { name: /^Start over\W+\S/ }).click();
  await expect(page).toHaveURL(/\/en\/livestream\/[^/]+\/livechannel-502\?programme=[\w-]+$/);
  await expect(page.locator("[data-programme-bar='startover']")).toContainText(`Started over: ${title}`);
  await playing(page);
  // From the programme's start: at the beginning of a stream that reaches back to it (not the live window's 20 min).
  const startOver = await position(page);
  expect(startOver.fromStart).toBeLessThan(15);
  expect(Math.abs(startOver.span - (Date.now() - startedAt) / 1000)).toBeLessThan(45);
  await page.getByRole("link", { name: "Back to live" }).click();
  await expect(page).toHaveURL(/\/en\/livestream\/[^/]+\/livechannel-502$/);
  await expect(page.locator("[data-programme-bar='live']")).toContainText("On now:");

  // Yesterday's schedule: an aired programme plays whole, from its start, and says when it aired.
  await page.goto("/en/channel/x/ch-502");
  await page.getByRole("navigation", { name: "Schedule days" }).getByRole("link", { name: "Previous day" }).click();
  await expect(page).toHaveURL(/\?day=-1$/);
  const aired = page.locator("[data-block='programme-guide'] li:has(a:text-is('Watch again'))").nth(3);
  const airedTitle = (await aired.locator("p span").first().textContent()) ?? "";
  const airedSpan = await aired.locator("time").textContent();
  await aired.getByRole("link", { name: /^Watch again\W+\S/ }).click();
  await expect(page.locator("[data-programme-bar='catchup']")).toContainText(`Catch-up: ${airedTitle}`);
  await expect(page.locator("[data-programme-bar='catchup']")).toContainText(/Aired (yesterday|today) at/i);
  await playing(page);
  const catchup = await position(page);
  expect(catchup.fromStart).toBeLessThan(15);
  // A recording with an end: its duration is the programme's, not a live stream's infinity.
  expect(Number.isFinite(catchup.duration) && catchup.duration > 600).toBe(true);
  expect(airedSpan).toMatch(/–/);
});

test("a Plus channel's start-over and catch-up are refused to a registered viewer by the server, and Music's are not offered", async ({ page }) => {
  await signInByRoute(page, "registered@shasha.test");
  // The sport channel's schedule offers them (the channel allows them); the playout is what refuses.
  await page.goto("/en/channel/x/ch-505");
  const link = page.locator("[data-block='programme-guide'] li[aria-current='time']").getByRole("link", { name: /^Start over/ });
  const programmeId = new URL((await link.getAttribute("href")) ?? "", "http://x").searchParams.get("programme") ?? "";
  expect(programmeId).not.toBe("");
  const playout = (data: Record<string, unknown>, headers: Record<string, string> = {}) => page.request.post("/api/playback/playout", { headers: { ...sameOrigin, ...headers }, data });
  // Whatever the request claims of the viewer, the session decides.
  const forged = { usertype: "SUBSCRIBED", "x-user-type": "subscribed", cookie: "shasha_user_type=SUBSCRIBED" };
  for (const [data, headers] of [[{ contentId: "505", programmeId }, {}], [{ contentId: "505", programmeId, userType: "SUBSCRIBED" }, forged]] as const) {
    const refused = await playout(data, headers);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "NOT_SUBSCRIBED" } });
  }
  // A programme asked through a free channel it is not on is no way in either.
  const elsewhere = await playout({ contentId: "502", programmeId });
  expect(elsewhere.status()).toBe(404);
  expect(await elsewhere.json()).toMatchObject({ error: { code: "PROGRAMME_UNKNOWN" } });
  await page.goto(`/en/livestream/x/livechannel-505?programme=${programmeId}`);
  await expect(player(page)).toHaveAttribute("data-phase", "error", { timeout: 30_000 });
  await expect(player(page)).toContainText("This title is for Plus subscribers.");

  // Music's rights cover the live broadcast only: its schedule offers neither, and the service refuses both.
  await page.goto("/en/channel/x/ch-517");
  await expect(page.locator("[data-block='programme-guide'] li[aria-current='time']")).toBeVisible();
  await expect(page.locator("[data-block='programme-guide'] li a[href*='programme=']")).toHaveCount(0);
});
