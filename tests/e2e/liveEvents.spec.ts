/**
 * Live events (issue 30 §2) against the content stand-in's seeded events (services/seed/liveEvents.ts, placed around
 * the suite's start): /liveevent's rails, a coming-soon event that counts down and does not play (the playout is
 * refused on the server too), and an event that started more than 5 hours ago, which is no longer coming soon or
 * live but its replay. One test per journey.
 */
import { expect, test } from "./fixtures";
import { sameOrigin, signInByRoute } from "./auth";

const rail = (page: import("@playwright/test").Page, id: string) => page.locator(`[data-block-id='${id}']`);

test("live events: on now, starting soon with a countdown that does not play, and a replay 5 hours on", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/en/liveevent");
  await expect(page.locator("h1")).toHaveText("Live events");
  await expect(rail(page, "liveevent-live").locator("a.tile").first()).toBeVisible();
  // The Gulf Marathon starts 3 days after the suite: its tile counts down in the browser.
  const marathon = rail(page, "liveevent-soon").locator("a.tile[data-content-id='70007']");
  await expect(marathon.locator("[data-countdown]")).toHaveText(/^Starts in \d+ days?/);
  // The Peninsula Super Cup started 6 hours before the suite: over, so it is a replay, never coming soon again.
  await expect(rail(page, "liveevent-replays").locator("a.tile[data-content-id='70008']")).toHaveCount(1);
  await expect(rail(page, "liveevent-soon").locator("a.tile[data-content-id='70008']")).toHaveCount(0);

  await marathon.click();
  await expect(page).toHaveURL(/\/en\/livestream\/[^/]+\/liveevent-70007$/);
  const notice = page.locator("[data-live-event='coming-soon']");
  await expect(notice).toContainText("This event can be watched from its start.");
  await expect(notice.locator("[data-countdown]")).toHaveText(/^Starts in /);
  await expect(page.locator("[data-player]")).toHaveCount(0);
  const early = await page.request.post("/api/playback/playout", { headers: sameOrigin, data: { contentId: "70007" } });
  expect(early.status()).toBe(403);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe("COMING_SOON");

  await signInByRoute(page, "subscribed@shasha.test");
  // The replay's page is the player, and its playout is granted.
  const replay = page.waitForResponse((response) => response.url().endsWith("/api/playback/playout"));
  await page.goto("/en/livestream/x/liveevent-70008");
  await expect(page.locator("[data-player]")).toBeAttached();
  await expect(page.locator("[data-live-event]")).toHaveCount(0);
  expect((await replay).status()).toBe(200);
  // An event on now plays its channel's live window.
  const live = await page.request.post("/api/playback/playout", { headers: sameOrigin, data: { contentId: "70001" } });
  expect(live.status()).toBe(200);
  expect(JSON.stringify(await live.json())).toMatch(/\/live\/master\.m3u8/);
});
