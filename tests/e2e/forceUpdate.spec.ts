/**
 * The forced-update notice (issue 32 §1, spec 2 and 3): in an app's web view, an app older than the configured version
 * (the seeded configuration asks for 4.0.0) is sent to its store before it goes on; a current one is not.
 */
import { signInByRoute } from "./auth";
import { expect, test } from "./fixtures";

const iosWebView = (version: string) => `/en/movies?mobile=true&physicalDeviceType=IOS&uuid=u1&platform=IOS_APP&appKey=k1&appVersion=${version}`;

test("an app older than the configured version is told to update, with its store's link; a current one is not", async ({ page }) => {
  await signInByRoute(page, "registered@shasha.test");
  await page.goto(iosWebView("3.9.2"));
  const notice = page.getByRole("alertdialog", { name: "Update Shasha" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Update the app" })).toHaveAttribute("href", /apps\.apple\.com/);
  await expect(notice.getByRole("link", { name: "Update the app" })).toBeFocused();
  // The version is kept for the web view's next pages.
  await page.goto("/en/series");
  await expect(page.getByRole("alertdialog", { name: "Update Shasha" })).toBeVisible();

  await page.goto(iosWebView("4.1.0"));
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
