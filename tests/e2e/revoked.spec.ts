/**
 * The revoked subscription's popup (spec 4 "Page load and routing"): revoked@shasha.test's subscription was suspended
 * long ago and its 30-day parking period is over, so it is registered, and once per tab session any page shows a
 * dialog: "Join now" goes to the promo page, "Join later" closes it for the rest of the session.
 */
import { cookieOf, signInByRoute } from "./auth";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

const email = "revoked@shasha.test";
const title = "Your subscription has ended";

test.describe("a subscription revoked after its parking period", () => {
  test("shows the popup once: its texts, no accessibility problem, Join later closes it for the session", async ({ page }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    await signInByRoute(page, email);
    expect(await cookieOf(page, "userType")).toBe("registered");
    await page.goto("/en/home");
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByText("Your subscription ended because the payment did not go through. Join again to keep watching.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Join now" })).toHaveAttribute("href", "/en/promo");
    // Focus is inside, and stays there.
    await expect(dialog.getByRole("button", { name: "Join later" })).toBeFocused();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-revoked-notice]")))).toBe(true);
    }
    expect(await accessibilityProblems(page, "revoked popup", { rails: false })).toEqual([]);

    await dialog.getByRole("button", { name: "Join later" }).click();
    await expect(dialog).toBeHidden();
    // The next page refetches the user too, and the session remembers the popup was seen.
    const refetched = page.waitForResponse((response) => response.url().includes("/api/me"));
    await page.goto("/en/movies");
    expect(await (await refetched).json()).toMatchObject({ notice: "revoked-parking" });
    await expect(page.locator("main")).toBeVisible();
    await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);
    expect(await cookieOf(page, "userType")).toBe("registered");
  });

  test("Join now, by keyboard, goes to the promo page", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signInByRoute(page, email);
      await page.goto("/en/home");
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Join now" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/en\/promo$/);
      await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);
      expect(await cookieOf(page, "userType")).toBe("registered");
    } finally {
      await context.close();
    }
  });

  test("Escape closes it too, in Arabic from right to left", async ({ page }) => {
    await signInByRoute(page, email);
    await page.goto("/ar/home");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("dir", "rtl");
    await expect(dialog.getByRole("link")).toHaveAttribute("href", "/ar/promo");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
