/**
 * The programme guide (issue 30 §1) against the content stand-in's seeded XMLTV guide: each channel's now and next on
 * /channels, and the grid guide on /allchannels marking what is on now, laid out right to left in Arabic, and
 * walked by arrow keys. One test per journey.
 */
import { expect, test } from "./fixtures";
import { accessibilityProblems } from "./axe";

test("the guide: now and next on every channel, the grid marks what is on, runs right to left in Arabic and moves by arrow keys", async ({ page }) => {
  await page.goto("/en/channels");
  const cards = page.locator("[data-block='programme-guide'] li");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(5);
  // Every channel says what is on now (with how far it has got) or that the guide has nothing now.
  const withNow = await page.locator("[data-block='programme-guide'] li:has(progress)").count();
  const withGap = await page.locator("[data-block='programme-guide'] li", { hasText: "No programme information for now" }).count();
  expect(withNow + withGap).toBe(count);
  expect(withNow).toBeGreaterThan(0);

  // A channel's own page: what is on, its schedule around now, and the way to its player.
  await page.goto("/en/channel/x/ch-502");
  await expect(page.getByRole("heading", { level: 3, name: /^Schedule: / })).toBeVisible();
  await expect(page.locator("[data-block='programme-guide'] li[aria-current='time']")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^Watch .+ live$/ })).toHaveAttribute("href", /^\/en\/livestream\/[^/]+\/livechannel-502$/);

  await page.goto("/ar/allchannels");
  const grid = page.getByRole("grid", { name: "دليل البرامج" });
  await expect(grid).toBeVisible();
  expect(await grid.getByRole("rowheader").count()).toBe(await grid.getByRole("row").count() - 1);
  await expect(grid.locator("[aria-current='time']").first()).toBeVisible();
  // In Arabic time runs right to left: a later half hour's header sits to the left of an earlier one's.
  const headers = grid.getByRole("columnheader");
  const first = await headers.nth(1).boundingBox();
  const second = await headers.nth(2).boundingBox();
  expect(first && second ? second.x < first.x : false).toBe(true);
  expect(await accessibilityProblems(page, "the guide in Arabic", { rails: false })).toEqual([]);

  // One tab stop; the left arrow goes forward in time in Arabic, Home goes back to the row's first programme.
  const current = grid.locator("[role='gridcell'][tabindex='0']");
  await current.focus();
  const start = await current.getAttribute("data-programme");
  await page.keyboard.press("ArrowLeft");
  const moved = page.locator(":focus");
  await expect(moved).toHaveAttribute("role", "gridcell");
  expect(await moved.getAttribute("data-programme")).not.toBe(start);
  const row = Number(await moved.getAttribute("data-row"));
  await page.keyboard.press(row === 0 ? "ArrowDown" : "ArrowUp");
  await expect(page.locator(":focus")).toHaveAttribute("data-row", String(row === 0 ? 1 : row - 1));

  // A channel's name in the grid leads to its page.
  await expect(grid.getByRole("rowheader").first().getByRole("link")).toHaveAttribute("href", /^\/ar\/channel\/[^/]+\/ch-\w+$/);

  // A filter is a link: the filtered guide is drawn for its query, never the cached page of every channel.
  const everyChannel = await grid.getByRole("rowheader").count();
  const filters = page.getByRole("navigation", { name: "تصفية الدليل" });
  const sport = filters.locator("a[href='?eventType=sport']");
  await sport.click();
  await expect(page).toHaveURL(/\?eventType=sport$/);
  await expect(sport).toHaveAttribute("aria-current", "true");
  const sportChannels = await page.getByRole("grid").getByRole("rowheader").count();
  expect(sportChannels).toBeGreaterThan(0);
  expect(sportChannels).toBeLessThan(everyChannel);
});
