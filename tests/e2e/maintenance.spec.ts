/**
 * Maintenance windows (issue 32 §1): the content team switches an area off in the studio and publishes; its pages show
 * the maintenance screen at their own addresses while the rest of the site stays up, and switching it back brings them
 * back, all within the publish signal's time. Runs in its own project after every other test (playwright.config.ts):
 * an area switched off would take the pages of tests running beside it down.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { draftSaved, signInStudio, studioOrigin } from "./studio";

const tableId = "/app/routes";
const playerPath = "/en/player/movies/the-ancient-house/id-1001";

const maintenanceTitle = "We are working on this page";

/** Switches the areas named as given, and publishes the table. */
async function switchWindows(studio: Page, areas: Record<string, boolean>): Promise<void> {
  await studio.goto(`${studioOrigin}/studio/edit?screen=${encodeURIComponent(tableId)}`);
  for (const [name, on] of Object.entries(areas)) {
    await studio.getByRole("group", { name: "Maintenance windows" }).getByRole("checkbox", { name }).setChecked(on);
  }
  await draftSaved(studio);
  await expect(studio.locator(".studio-problems li")).toHaveCount(0);
  await studio.getByRole("button", { name: "Publish" }).click();
  await expect(studio.locator(".studio-status")).toHaveText(/Published as version \d+\./);
}

/** The page's heading once the publish signal has reached the app (within seconds). */
async function headingAt(page: Page, path: string, expected: string, not = false): Promise<void> {
  const heading = () => page.goto(path).then(() => page.locator("h1").textContent());
  if (not) await expect.poll(heading, { timeout: 20_000 }).not.toBe(expected);
  else await expect.poll(heading, { timeout: 20_000 }).toBe(expected);
}

test("a maintenance window switched on in the studio takes the player pages down, not home; switched off, the player returns; home under maintenance has no way home", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const studio = await context.newPage();
  // The admin, whose drafts no other test touches: the publisher's draft of the table is routes.spec's malformed one.
  await signInStudio(studio, "admin", `/studio/edit?screen=${encodeURIComponent(tableId)}`);
  await switchWindows(studio, { "Player and live pages": true });

  // The player's address shows the maintenance screen, uncached, with its way home.
  await headingAt(page, playerPath, maintenanceTitle);
  expect(new URL(page.url()).pathname).toBe(playerPath);
  const reply = await page.request.get(playerPath);
  expect(reply.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/en");
  await expect(page.locator("video")).toHaveCount(0);
  await page.goto("/ar/player/movies/the-ancient-house/id-1001");
  await expect(page.locator("h1")).toHaveText("نعمل على تحسين هذه الصفحة");

  // Home and the title pages are other areas: up.
  await page.goto("/en");
  await expect(page.locator('[data-block="hero"], [data-block="rail"]').first()).toBeVisible();
  await expect(page.locator("h1")).not.toHaveText(maintenanceTitle);

  // The player back, the landing pages down: home's maintenance screen has no button to home.
  await switchWindows(studio, { "Player and live pages": false, "Landing pages": true });
  await headingAt(page, playerPath, maintenanceTitle, true);
  await expect(page.locator("video")).toHaveCount(1, { timeout: 30_000 });
  await headingAt(page, "/en", maintenanceTitle);
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveCount(0);
  await page.goto("/en/series");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();

  await switchWindows(studio, { "Landing pages": false });
  await headingAt(page, "/en", maintenanceTitle, true);
  await context.close();
});
