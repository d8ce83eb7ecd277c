/**
 * Page transitions (issue 32 §1, spec 2 and 9): following a link changes page with the browser's view transition,
 * 0.7 s long; none when the viewer asks for reduced motion.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Follows the header's Series link and says whether the new page was revealed with a view transition, and its length. */
async function followToSeries(page: Page): Promise<{ transition: boolean; duration: string }> {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      Reflect.set(window, "shashaRevealedWithTransition", "viewTransition" in event && event.viewTransition !== null);
    });
  });
  await page.goto("/en/movies");
  await page.getByRole("navigation", { name: "Main menu" }).first().getByRole("link", { name: "Series" }).click();
  await page.waitForURL("**/en/series");
  await expect.poll(() => page.evaluate(() => Reflect.get(window, "shashaRevealedWithTransition"))).not.toBeUndefined();
  return page.evaluate(() => ({
    transition: Reflect.get(window, "shashaRevealedWithTransition") === true,
    duration: getComputedStyle(document.documentElement, "::view-transition-group(root)").animationDuration,
  }));
}

test("following a link changes page with a 0.7 s view transition", async ({ page }) => {
  const revealed = await followToSeries(page);
  expect(revealed.transition).toBe(true);
  expect(revealed.duration).toBe("0.7s");
});

test("under reduced motion the page changes without one", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect((await followToSeries(page)).transition).toBe(false);
});
