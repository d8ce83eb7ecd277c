import { expect, test } from "./fixtures";
import { watchConsole } from "./consoleGuard";

test.describe("the home screen, built from the home layout", () => {
  test("in Arabic it renders right-to-left with the layout's hero, rails and tiles", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/ar/home");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    await expect(page.locator('[data-block="hero"]')).toHaveCount(1);
    const rails = page.locator('[data-block="rail"]');
    await expect(rails.first()).toBeVisible();
    expect(await rails.count()).toBeGreaterThanOrEqual(12);

    const firstRailTiles = rails.first().locator("li a[href]");
    expect(await firstRailTiles.count()).toBeGreaterThan(3);
    const href = await firstRailTiles.first().getAttribute("href");
    expect(href).toMatch(/^\/ar\/(series\/[^/]+\/series-|movies\/[^/]+\/movie-|shows\/[^/]+\/show-|livestream\/[^/]+\/livechannel-|player\/episodes\/)/);

    // Right-to-left: the second tile of a rail sits to the left of the first.
    const first = await firstRailTiles.nth(0).boundingBox();
    const second = await firstRailTiles.nth(1).boundingBox();
    expect(first && second).toBeTruthy();
    if (first && second) expect(second.x).toBeLessThan(first.x);

    // Nothing spills past the viewport sideways (in RTL a stray absolutely-positioned label widens the page leftwards).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    expect(problems).toEqual([]);
  });

  test("in English it renders left-to-right", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/en/home");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const tiles = page.locator('[data-block="rail"]').first().locator("li a[href]");
    const first = await tiles.nth(0).boundingBox();
    const second = await tiles.nth(1).boundingBox();
    if (!first || !second) throw new Error("rail tiles have no layout box");
    expect(second.x).toBeGreaterThan(first.x);
    await expect(tiles.first()).toHaveAttribute("href", /^\/en\//);
    expect(problems).toEqual([]);
  });

  test("tiles carry an image with width, height, alt and a srcset by breakpoint suffix", async ({ page }) => {
    await page.goto("/en/home");
    const image = page.locator('[data-block="rail"] li img').first();
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("alt", /\S/);
    const srcset = (await image.getAttribute("srcset")) ?? "";
    for (const suffix of ["fhd", "hd", "md", "ld", "mobile"]) expect(srcset).toContain(`-${suffix}.svg`);
  });

  test("every rendered block names its type and id for QA and analytics", async ({ page }) => {
    await page.goto("/fr/home");
    const blocks = page.locator("[data-block]");
    expect(await blocks.count()).toBeGreaterThan(12);
    const withoutId = await page.locator("[data-block]:not([data-block-id])").count();
    expect(withoutId).toBe(0);
  });

  test("/{lang} serves the same home screen", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator('[data-block="hero"]')).toHaveCount(1);
  });
});
