/**
 * The error pages (issue 32 §2, spec 2, 4 and 8): a not-found page of a home-like path leads on to its section after
 * 3 seconds unless the viewer stays; never inside an app's web view.
 */
import { signInByRoute } from "./auth";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

test("a missing series leads on to the series after 3 seconds; a viewer who stays, stays", async ({ page }) => {
  await page.clock.install();
  const reply = await page.goto("/en/series/nothing/series-99999");
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("Taking you to Series in 3 seconds.")).toBeVisible();
  expect(await accessibilityProblems(page, "not-found", { rails: false })).toEqual([]);
  await page.clock.runFor(3_000);
  await page.waitForURL("**/en/series");

  await page.goto("/fr/hub/no-such-step");
  await page.getByRole("button", { name: "Rester sur cette page" }).click();
  await expect(page.getByText("Nous vous emmenons")).toHaveCount(0);
  await page.clock.runFor(10_000);
  expect(new URL(page.url()).pathname).toBe("/fr/hub/no-such-step");
});

test("inside an app's web view the not-found page stays", async ({ page }) => {
  await page.clock.install();
  // A signed-out web view is sent to sign in: this one is signed in.
  await signInByRoute(page, "registered@shasha.test");
  await page.goto("/en/movies?mobile=true&physicalDeviceType=Android_Phone&uuid=u1&platform=ANDROID_APP&appKey=k1");
  const reply = await page.goto("/en/series/nothing/series-99999");
  expect(reply?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await page.clock.runFor(10_000);
  expect(new URL(page.url()).pathname).toBe("/en/series/nothing/series-99999");
  await expect(page.locator("[data-error-redirect]")).toHaveCount(0);
});
