/**
 * The no-internet message (issue 32 §1, spec 2): offline, a full-screen message with its title and subtitle covers the
 * page; back online it leaves and the page is where it was. The account area is exempt.
 */
import { expect, test } from "./fixtures";

test("offline shows the no-internet message over the page; online removes it and the page stays where it was", async ({ page, context }) => {
  await page.goto("/fr/series");
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => scrollY);
  const notice = page.getByRole("alert").filter({ hasText: "Vous êtes hors ligne" });
  await expect(notice).toBeHidden();

  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Vérifiez votre connexion Internet.");
  const cover = await notice.boundingBox();
  expect(cover?.width).toBe(page.viewportSize()?.width);

  await context.setOffline(false);
  await expect(notice).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/fr/series");
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
});

test("the account area is exempt: offline, the sign-in page keeps its form", async ({ page, context }) => {
  await page.goto("/ar/hub/login");
  await expect(page.locator('input[type="email"]')).toBeVisible();
  await context.setOffline(true);
  await expect(page.locator("html")).toHaveAttribute("data-offline", "");
  await expect(page.locator(".app-offline")).toHaveCount(0);
  await expect(page.locator('input[type="email"]')).toBeVisible();
  await context.setOffline(false);
});
