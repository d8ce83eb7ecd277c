/**
 * The main journeys without a mouse (issue 19), in Arabic, English and French: from home, a rail's third tile
 * opened with the arrow keys (a rail is one Tab stop); signing in and picking a profile. Only the keyboard moves
 * focus and acts; the tests read where focus is.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formReady } from "./auth";

const journeys = [
  // In Arabic the tiles run right to left: the left arrow goes forward.
  { locale: "ar", skip: /تخطَّ|انتقل|تخطي/, signIn: "تسجيل الدخول", forward: "ArrowLeft" },
  { locale: "en", skip: /Skip/, signIn: "Sign in", forward: "ArrowRight" },
  { locale: "fr", skip: /Aller au contenu/, signIn: "Se connecter", forward: "ArrowRight" },
] as const;

const railOfFocus = (page: Page) => page.evaluate(() => document.activeElement?.closest("[data-block='rail']")?.getAttribute("data-block-id") ?? "");

/** Presses Tab until the focused element matches `selector` (at most `limit` times); fails otherwise. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
  }
  throw new Error(`no ${selector} within ${limit} presses of Tab`);
}

for (const { locale, skip, signIn, forward } of journeys) {
  test(`keyboard (${locale}): from home, a rail's third tile opens`, async ({ page }) => {
    await page.goto(`/${locale}/home`);
    // The rails' keys are installed once the page has hydrated: each rail's first tile is then its Tab stop.
    await expect(page.locator("[data-block='rail'] a.tile[tabindex='0']").first()).toBeAttached();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(skip);
    await page.keyboard.press("Enter");
    await tabTo(page, "[data-block='rail'] a.tile");
    const rail = await railOfFocus(page);
    const first = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    // Tab leaves the rail from its first tile; Shift+Tab comes back to that tile. (The next rail may swap its
    // link-only tiles for full ones as it nears the viewport, putting focus back where it was: wait for focus.)
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveCount(1);
    expect(await railOfFocus(page)).not.toBe(rail);
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", first ?? "");
    await page.keyboard.press(forward);
    await page.keyboard.press(forward);
    const third = page.locator(":focus");
    await expect(third).toHaveClass(/tile/);
    expect(await railOfFocus(page)).toBe(rail);
    expect(await page.evaluate(() => [...(document.activeElement?.closest("ul")?.children ?? [])].findIndex((item) => item.contains(document.activeElement)))).toBe(2);
    const href = await third.getAttribute("href");
    expect(href).toBeTruthy();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === new URL(href ?? "/", "http://x").pathname);
  });

  test(`keyboard (${locale}): sign in and pick a profile`, async ({ page }) => {
    await page.goto(`/${locale}/hub/login`);
    await formReady(page, signIn);
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(skip);
    await page.keyboard.press("Enter");
    await tabTo(page, "input[type='email'], input[autocomplete='email'], input[name='email']");
    await page.keyboard.type("subscribed@shasha.test");
    await tabTo(page, "input[type='password']", 5);
    await page.keyboard.type("Shasha-2026!");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${locale}/hub/profile-selection`));
    await tabTo(page, "[data-profile-id]:not(:has([data-locked])) button");
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/profile-selection/, { timeout: 15_000 });
  });
}

test("keyboard (ar): the hero carousel stops turning with its pause button, and says which slide is which", async ({ page }) => {
  await page.clock.install();
  await page.goto("/ar/home");
  const carousel = page.locator("[data-block='hero']");
  const shown = carousel.locator("[aria-roledescription='slide']:not([aria-hidden='true'])").first();
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await expect(shown).toHaveAttribute("aria-label", /^1 من \d+$/);
  const pause = carousel.getByRole("button", { name: "إيقاف العرض التلقائي مؤقتًا" });
  await expect(pause).toBeVisible();
  // Left alone, it turns every 6 s (the seeded interval).
  await page.clock.runFor(6500);
  await expect(shown).toHaveAttribute("aria-label", /^2 من \d+$/);
  await tabTo(page, "[data-block='hero'] button[aria-label='إيقاف العرض التلقائي مؤقتًا']");
  await page.keyboard.press("Enter");
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", "تشغيل العرض التلقائي");
  // The installed clock also flows with real time: on a busy machine the slides may have turned again while Tab went
  // through the header, so the slide that must hold is the one shown when the viewer paused.
  const pausedOn = (await shown.getAttribute("aria-label")) ?? "";
  // Focus leaves the carousel; the viewer's choice holds.
  await page.locator("footer").click();
  await expect(carousel.locator(":focus")).toHaveCount(0);
  await page.clock.runFor(20_000);
  await expect(shown).toHaveAttribute("aria-label", pausedOn);
});
