/**
 * The header on a phone (issue 10): below the medium breakpoint the menu, the account links and the
 * languages move into a drawer behind a menu button, usable by keyboard; in Arabic it opens from the right.
 */
import { expect, test } from "./fixtures";

test.describe("the header on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("in Arabic the menu button opens a drawer from the right, with the menu, sign-in and languages; Escape closes it", async ({ page }) => {
    await page.goto("/ar/home");
    const button = page.getByRole("button", { name: "القائمة", exact: true });
    await expect(page.locator('header [data-menu="desktop"]')).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const drawer = page.getByRole("dialog", { name: "القائمة الرئيسية" });
    await expect(drawer).toBeVisible();
    // The page behind the open drawer is hidden from assistive technology; the button says it is expanded.
    await expect(page.locator(".menu-button")).toHaveAttribute("aria-expanded", "true");
    // Once it has slid in, it sits against the right edge.
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1) + Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(390);
    expect((await drawer.boundingBox())?.x).toBeGreaterThan(0);
    await expect(drawer.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link").first()).toBeVisible();
    await expect(drawer.getByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "التبديل إلى English" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("in English, by keyboard alone: open, move through the links, follow one", async ({ page }) => {
    await page.goto("/en/home");
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(0);
    // Focus stays inside the drawer while it is open.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-drawer]")))).toBe(true);
    }
    await drawer.getByRole("link", { name: "Sign in" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/hub\/login/);
  });

  test("from the medium breakpoint the bar holds everything and there is no menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/fr/home");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.locator('header [data-menu="desktop"]')).toBeVisible();
    await expect(page.locator('header [data-account="anonymous"]')).toBeVisible();
  });
});
