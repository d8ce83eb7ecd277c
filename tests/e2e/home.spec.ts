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

  test("the home layout's transparent header lies over the hero on wide screens, above it on a phone", async ({ page }) => {
    const boxes = async () => {
      const header = await page.getByRole("banner").boundingBox();
      const hero = await page.locator('[data-block="hero"]').first().boundingBox();
      if (!header || !hero) throw new Error("no header or hero box");
      return { header, hero };
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en");
    const wide = await boxes();
    expect(wide.hero.y).toBe(0);
    expect(wide.header.y + wide.header.height).toBeGreaterThan(wide.hero.y);
    await page.setViewportSize({ width: 390, height: 800 });
    const phone = await boxes();
    expect(phone.hero.y).toBeGreaterThanOrEqual(phone.header.y + phone.header.height);
  });

  test("tiles carry an image with width, height and a srcset by breakpoint suffix; beside a printed title its alt is empty", async ({ page }) => {
    await page.goto("/en/home");
    const tile = page.locator('[data-block="rail"] li a.tile:has(.tile__title)').first();
    const image = tile.locator("img");
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("alt", "");
    // The link is named by its title once, not twice (image and text).
    const title = (await tile.locator(".tile__title").textContent()) ?? "";
    expect(title).not.toBe("");
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(tile).toHaveAccessibleName(new RegExp(`^(?![\\s\\S]*${escaped}[\\s\\S]*${escaped})[\\s\\S]*${escaped}`));
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

  test("rails past the first screen send links and titles, and draw their full tiles as they near the viewport", async ({ page, request }) => {
    // The first HTML: the last rail's tiles are links with titles in empty media boxes, no image.
    const html = await (await request.get("/en/home")).text();
    const lastRail = html.slice(html.indexOf('data-block-id="rail-plus"'));
    const firstTile = /<li><a class="tile" href="(\/en\/[^"]+)"[^>]*data-content-id="[^"]+"[^>]*><span class="tile__media"><\/span><span class="tile__title">([^<]+)<\/span><\/a><\/li>/.exec(lastRail);
    expect(firstTile, "the last rail's first tile as a link with its title").not.toBeNull();

    const problems = watchConsole(page);
    await page.goto("/en/home");
    const rail = page.locator('[data-block-id="rail-plus"]');
    const tiles = rail.locator("a.tile");
    const count = await tiles.count();
    expect(count).toBeGreaterThan(3);
    await expect(rail.locator("a.tile img")).toHaveCount(0);
    const box = await tiles.first().boundingBox();

    await rail.scrollIntoViewIfNeeded();
    await expect(rail.locator("a.tile img")).toHaveCount(count);
    await expect(rail.locator(".badge").first()).toBeVisible();
    // The full tile took the link's box: same size, nothing moved inside the rail.
    const after = await tiles.first().boundingBox();
    if (!box || !after) throw new Error("tiles have no layout box");
    expect(Math.abs(after.width - box.width)).toBeLessThan(1);
    expect(problems).toEqual([]);
  });

  test("a keyboard user on a rail's link keeps focus when its full tiles arrive", async ({ page }) => {
    await page.route("**/api/content/items?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/en/home");
    const rail = page.locator('[data-block-id="rail-plus"]');
    const second = rail.locator("a.tile").nth(1);
    const id = await second.getAttribute("data-content-id");
    await second.focus();
    await expect(rail.locator("a.tile img")).not.toHaveCount(0);
    await expect(page.locator(`a.tile[data-content-id="${id}"]`).last()).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every rail's tiles are links with their titles", async ({ page }) => {
      await page.goto("/en/home");
      const rail = page.locator('[data-block-id="rail-plus"]');
      await expect(rail.getByRole("heading", { level: 2 })).toBeVisible();
      const first = rail.locator("a.tile").first();
      await expect(first).toHaveAttribute("href", /^\/en\//);
      await expect(first).toHaveAccessibleName(/\S/);
      await first.scrollIntoViewIfNeeded();
      await expect(first).toBeVisible();
    });
  });
});
