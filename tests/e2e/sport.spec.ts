/**
 * Sport (issue 30 §3) against the local sports stand-in: from the header's Sport to a matchday's fixtures and the
 * next matchday, a finished match's timeline, the standings (points are 3 × wins + draws, and the played matches
 * agree with the results) and a team reached from them by its hyphenated address, and a live match moving on
 * without a reload (the showcase plays a minute a second in the e2e stack, playwright.config.ts). One test per journey.
 */
import { expect, test } from "./fixtures";

test("sport: the menu's Sport, a matchday and the next, a finished match's timeline", async ({ page }) => {
  await page.goto("/en/home");
  await page.locator('header [data-menu="desktop"]').getByRole("link", { name: "Sport", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sport$/);
  await expect(page.locator("h1")).toHaveText("Sport");
  const matchday = page.locator("#sports-matchday-matchday");
  await expect(matchday).toContainText("Matchday 14");
  await expect(page.locator("[data-fixture][data-status='live']").first()).toBeVisible();

  await page.getByRole("link", { name: "Next matchday" }).click();
  await expect(page).toHaveURL(/\?tournament=c1&matchday=15$/);
  await expect(page.locator("#sports-matchday-matchday")).toContainText("Matchday 15");
  await expect(page.locator("[data-block-id='sport-matchday'] [data-fixture]").first()).toHaveAttribute("data-status", "scheduled");

  await page.goto("/en/sport?tournament=c1&matchday=1");
  const finished = page.locator("[data-block-id='sport-matchday'] [data-fixture][data-status='finished']").first();
  const fixtureId = await finished.getAttribute("data-fixture");
  await finished.getByRole("link", { name: /\d/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/MatchDetails/${fixtureId ?? ""}/\\w+$`));
  await expect(page.locator("h1")).toHaveCount(1);
  const timeline = page.locator("[data-sports='timeline'] li");
  expect(await timeline.count()).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Match statistics" })).toBeVisible();
});

test("sport: the standings agree with the results, and a team is reached from them by its hyphenated address", async ({ page }) => {
  await page.goto("/fr/standings?tournament=c2");
  const rows = page.locator("[data-sports='standings'] tbody tr[data-team]");
  await expect(rows).toHaveCount(12);
  const table = await rows.evaluateAll((items) =>
    items.map((row) => ({ won: Number(row.getAttribute("data-won")), drawn: Number(row.getAttribute("data-drawn")), lost: Number(row.getAttribute("data-lost")), points: Number(row.getAttribute("data-points")) })),
  );
  for (const row of table) expect(row.points).toBe(3 * row.won + row.drawn);
  // Every result has a winner and a loser or two draws: the table's wins equal its losses, its draws are even.
  const sum = (key: "won" | "drawn" | "lost") => table.reduce((total, row) => total + row[key], 0);
  expect(sum("won")).toBe(sum("lost"));
  expect(sum("drawn") % 2).toBe(0);

  const leader = rows.first().getByRole("link").first();
  const name = (await leader.textContent())?.trim() ?? "";
  await leader.click();
  await expect(page).toHaveURL(/\/fr\/teams\/[\p{Ll}\p{N}-]+\/id-t\d+$/u);
  await expect(page.locator("h1")).toHaveText(name);
  await expect(page.getByRole("heading", { name: "Effectif" })).toBeVisible();
  // A wrong name in the address goes to the canonical one.
  const canonical = new URL(page.url()).pathname;
  await page.goto(canonical.replace(/\/teams\/[^/]+\//, "/teams/old-name/"));
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
});

test("sport: a live match moves on without a reload, and says so politely", async ({ page }) => {
  await page.goto("/ar/MatchDetails/g10095/0");
  await expect(page).toHaveURL(/\/ar\/MatchDetails\/g10095\/\w+$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const header = page.locator("[data-sports='match-header']");
  await expect(header).toHaveAttribute("data-status", /live|finished/);
  const first = await page.evaluate(() => {
    const marker = document.createElement("meta");
    marker.name = "no-reload";
    document.head.append(marker);
    return document.querySelector("[data-sports='match-header']")?.textContent ?? "";
  });
  // A minute passes every second in the e2e stack: the scoreboard changes within seconds, in the same document.
  await expect.poll(async () => page.locator("[data-sports='match-header']").textContent(), { timeout: 20_000 }).not.toBe(first);
  await expect(page.locator("meta[name='no-reload']")).toHaveCount(1);
  await expect(page.locator("output[aria-live='polite'][data-live-announcement]")).toHaveCount(1);
});
