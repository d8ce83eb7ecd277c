import { expect, test } from "./fixtures";

test.describe("locale prefixes and the document", () => {
  test("/ redirects to /ar when no language was chosen", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/ar$/);
  });

  test("a path without a prefix redirects to the preferredLang cookie's language", async ({ request }) => {
    const response = await request.get("/home?x=1", { maxRedirects: 0, headers: { cookie: "preferredLang=fr" } });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/fr\/home\?x=1$/);
  });

  test("Accept-Language is not used to pick the language", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0, headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(response.headers().location).toMatch(/\/ar$/);
  });

  test("every page is noindex, by header, and no robots meta says otherwise", async ({ page }) => {
    const response = await page.goto("/en/home");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("an unknown landing id gives the 404 page, noindex and nofollow, with one robots meta", async ({ page }) => {
    const response = await page.goto("/en/no-such-landing");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator("[data-error-state='404']")).toBeVisible();
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
    expect(robots).toEqual(["noindex"]);
  });

  test("the language switch keeps the current path and stores the choice", async ({ page, context }) => {
    await page.goto("/ar/ramadan");
    await page.locator('a[data-language="en"]').first().click();
    await expect(page).toHaveURL(/\/en\/ramadan$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "preferredLang")?.value).toBe("en");
    expect(await page.evaluate(() => window.localStorage.getItem("preferredLang"))).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("the header menu", () => {
  test("comes from the service config, and every item opens a screen rather than a 404", async ({ page, request }) => {
    await page.goto("/en/home");
    const links = page.locator('header nav[data-menu="desktop"] a');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/en(\/|$)/);
      const response = await request.get(href ?? "");
      expect(response.status(), href ?? "").toBe(200);
    }
  });
});
