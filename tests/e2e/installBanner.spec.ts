/**
 * The smart app-install banner (issue 32 §1, spec 2 and 9): at the top for a phone browser, with its store's link; closed,
 * it stays hidden for a day, then reminds; never in an app's web view, nor on a computer.
 */
import { expect, test } from "./fixtures";

const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

test.describe("on an iPhone", () => {
  test.use({ userAgent: iPhone, viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the banner offers the App Store; closed, it stays closed for a day, then reminds", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-11-29T10:00:00Z") });
    await page.goto("/en/movies");
    const banner = page.getByRole("complementary", { name: "Get the Shasha app" });
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.y).toBe(0);
    await expect(banner.getByRole("link", { name: "Get the app" })).toHaveAttribute("href", /apps\.apple\.com/);
    await expect(banner.getByRole("link")).toHaveCount(1);

    await banner.getByRole("button", { name: "Close" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner).toBeHidden();
    // Just short of a day after closing: still hidden.
    await page.clock.setSystemTime(new Date("2026-11-30T09:50:00Z"));
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner).toBeHidden();

    await page.clock.setSystemTime(new Date("2026-11-30T10:30:00Z"));
    await page.reload();
    await expect(banner).toBeVisible();
  });

  test("an app's web view gets no banner", async ({ page }) => {
    await page.goto("/en/movies?mobile=true&physicalDeviceType=IOS&uuid=u1&platform=IOS_APP&appKey=k1");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#app-install")).toHaveCount(0);
  });
});

test("a computer's browser gets no banner", async ({ page }) => {
  await page.goto("/en/movies");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("#app-install")).toBeHidden();
});
