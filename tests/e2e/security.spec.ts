/**
 * Issue 8's negative tests: every right is decided on the server, so tampering with what the browser holds
 * changes nothing; requests another site forges are refused; every reply carries the security headers.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { appOrigin, cookieOf, createAccount, postForm, sameOrigin, signInByRoute, skipOnboarding, tokenCookie, uniqueEmail, viewerCookie } from "./auth";
import { servicesUrl } from "./manage";

/** A fresh account watching as a new kid profile (limit 7); the master profile stays unselected. */
async function kidSession(page: Page): Promise<void> {
  const email = uniqueEmail("kid-rights");
  await createAccount(page.request, email);
  await signInByRoute(page, email);
  const created = await postForm(page, "create-profile", {
    screenId: "/user/profile-create",
    formId: "create-form",
    values: { name: "Kid", type: "KID", avatar: "star", ageRestriction: "7", language: "en" },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/en/hub/profile-selection");
  await page.getByRole("button", { name: "Watch as Kid" }).click();
  await skipOnboarding(page, /\/en\/kids$/);
}

/** A movie the seed rated 18: its id and title. */
async function adultOnlyMovie(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const filter = { productType: "MOVIE", sortType: "POPULAR", sortOrder: "DESC", page: 0, size: 50 };
  const reply = await request.get(`${servicesUrl}/content/product/filter?request=${encodeURIComponent(JSON.stringify(filter))}`, { headers: { language: "en" } });
  const body: unknown = await reply.json();
  const products = typeof body === "object" && body !== null && "products" in body && Array.isArray(body.products) ? body.products : [];
  for (const product of products) {
    if (typeof product !== "object" || product === null || !("ageRating" in product) || product.ageRating !== 18) continue;
    if ("id" in product && "title" in product && typeof product.title === "string") return { id: String(product.id), title: product.title };
  }
  throw new Error("no movie rated 18");
}

/** What a kid's tampering can reach: forge the old cookies, drop the ticket, plant another session's ticket. */
async function tamper(page: Page, ticket?: string) {
  const context = page.context();
  await context.clearCookies({ name: viewerCookie });
  await context.addCookies([
    { name: "profileId", value: "anything", url: appOrigin },
    { name: "profileType", value: "ADULT", url: appOrigin },
    { name: "profileAgeLimit", value: "all", url: appOrigin },
    { name: "userType", value: "subscribed", url: appOrigin },
    ...(ticket ? [{ name: viewerCookie, value: ticket, url: "https://localhost", secure: true, httpOnly: true }] : []),
  ]);
}

test.describe("a kid profile that tampers with its cookies", () => {
  test("is still refused every master operation", async ({ page, browser }) => {
    await kidSession(page);
    // A ticket another session was given (an adult account's, signed in elsewhere) is bound to that session's token.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInByRoute(otherPage, "registered@shasha.test");
    const masterTicket = (await other.cookies()).find((cookie) => cookie.name === viewerCookie)?.value;
    await other.close();
    expect(masterTicket).toBeDefined();

    for (const ticket of [undefined, masterTicket]) {
      await tamper(page, ticket);
      const attempts = [
        postForm(page, "parental-control", { screenId: "/user/parental-control", formId: "parental-form", values: { maxAgeRestriction: "18" } }),
        postForm(page, "create-profile", { screenId: "/user/profile-create", formId: "create-form", values: { name: "Mine", type: "ADULT", avatar: "moon", ageRestriction: "", language: "en" } }),
      ];
      for (const reply of await Promise.all(attempts)) expect(reply.status()).toBe(403);
    }
  });

  test("still sees only titles within its limit, on pages and from /api/content/items", async ({ page }) => {
    await kidSession(page);
    const movie = await adultOnlyMovie(page.request);
    await tamper(page);
    await page.goto("/en/movies");
    await expect(page.locator("main a").first()).toBeVisible();
    await expect(page.locator("main").getByText(movie.title, { exact: true })).toHaveCount(0);
    await expect(page.locator(`main [data-content-id="${movie.id}"]`)).toHaveCount(0);
    const items = await page.request.get(`/api/content/items?ids=${movie.id}&lang=en`);
    expect(items.ok()).toBe(true);
    expect(await items.json()).toEqual({ items: [] });
    // The ticket the proxy re-derived from the services still says "kid".
    expect(await cookieOf(page, "profileType")).toBe("KID");
  });
});

test.describe("the viewer's country", () => {
  test("comes from the edge's configured header, never from x-country or a cookie", async ({ browser }) => {
    const forged = await browser.newContext({ extraHTTPHeaders: { "x-country": "AE" } });
    await forged.addCookies([{ name: "userCountry", value: "AE", url: appOrigin }]);
    const page = await forged.newPage();
    await page.goto("/en/qa-country");
    await expect(page.getByText("Shown in Jordan")).toBeVisible();
    await expect(page.getByText("Shown in the Emirates")).toHaveCount(0);
    await forged.close();

    const edge = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "AE" } });
    const edgePage = await edge.newPage();
    await edgePage.goto("/en/qa-country");
    await expect(edgePage.getByText("Shown in the Emirates")).toBeVisible();
    await edge.close();
  });

  test("from South Africa (ZA, ZAF) the site is the restriction screen with 451; from Jordan, or with a forged ZA, the page", async ({ browser, request }) => {
    const south = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "ZA" } });
    const page = await south.newPage();
    const reply = await page.goto("/ar/sport");
    expect(reply?.status()).toBe(451);
    expect(reply?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("h1")).toHaveText("غير متاح في منطقتك");
    await expect(page.locator("picture source[media]")).toHaveAttribute("srcset", /\/hero\/restricted-region-fhd\.svg$/);
    await south.close();
    const api = await request.get("/api/sports/matches/g10095/live", { headers: { "x-edge-country": "ZAF" } });
    expect(api.status()).toBe(451);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("GEO_RESTRICTED");

    const jordan = await request.get("/en/sport", { headers: { "x-edge-country": "JO" } });
    expect(jordan.status()).toBe(200);
    const forged = await request.get("/en/sport", { headers: { "x-country": "ZA", cookie: "userCountry=ZA" } });
    expect(forged.status()).toBe(200);
  });
});

test.describe("requests another site forges", () => {
  test("a cross-site text/plain form cannot sign a visitor in (login CSRF)", async ({ page }) => {
    await page.route("http://evil.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" enctype="text/plain" action="${appOrigin}/api/forms/sign-in?lang=en">
          <input name='{"screenId":"/user/login-form","formId":"login-form","values":{"email":"registered@shasha.test","password":"Shasha-2026!"},"x":"' value='"}'>
        </form><script>document.forms[0].submit()</script>`,
      }),
    );
    const refused = page.waitForResponse((response) => response.url().startsWith(`${appOrigin}/api/forms/sign-in`));
    await page.goto("http://evil.test/");
    expect((await refused).status()).toBe(403);
    expect(await cookieOf(page, tokenCookie)).toBeUndefined();
  });

  test("a foreign Origin or a non-JSON body is refused with 403 and no cookie", async ({ request }) => {
    const body = { screenId: "/user/login-form", formId: "login-form", values: { email: "registered@shasha.test", password: "Shasha-2026!" } };
    const foreign = await request.post("/api/forms/sign-in?lang=en", { headers: { origin: "https://evil.example" }, data: body });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()["set-cookie"]).toBeUndefined();
    const text = await request.post("/api/forms/sign-in?lang=en", { headers: { ...sameOrigin, "content-type": "text/plain" }, data: JSON.stringify(body) });
    expect(text.status()).toBe(403);
    const select = await request.post("/api/profiles/select?lang=en", { headers: { origin: "https://evil.example" }, data: { profileId: "x" } });
    expect(select.status()).toBe(403);
    const ok = await request.post("/api/forms/sign-in?lang=en", { headers: sameOrigin, data: body });
    expect(ok.status()).toBe(200);
  });

  test("a plain GET of /logout signs nobody out; the confirmation's POST does", async ({ page }) => {
    await signInByRoute(page, "registered@shasha.test");
    await page.goto("/en/logout");
    await expect(page.getByRole("heading", { name: "Sign out of Shasha?" })).toBeVisible();
    expect(await cookieOf(page, tokenCookie)).toBeDefined();
    await page.locator("#content").getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await cookieOf(page, tokenCookie)).toBeUndefined();
    expect(await cookieOf(page, "userType")).toBe("anonymous");
  });
});

test.describe("every reply", () => {
  test("carries the security headers, with a nonce CSP on live pages and no referrer where a code is in the URL", async ({ request }) => {
    const live = await request.get("/en/hub/login");
    const liveCsp = live.headers()["content-security-policy"] ?? "";
    expect(liveCsp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    const second = (await request.get("/en/hub/login")).headers()["content-security-policy"];
    expect(second).not.toBe(liveCsp);
    const cached = await request.get("/en/home");
    for (const reply of [live, cached]) {
      const headers = reply.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).toContain("object-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    }
    const withCode = await request.get("/en/hub/verification?code=abc");
    expect(withCode.headers()["referrer-policy"]).toBe("no-referrer");
    const api = await request.get("/api/sessionKey");
    expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("a cached page allows only its own inline scripts, by hash: it works, and a script injected into it does not run", async ({ browser, baseURL }) => {
    // A context of its own: the suite's guard fails any test that sees a violation, and this one makes one on purpose.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.shashaCspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => window.shashaCspViolations?.push(`${event.violatedDirective} ${event.blockedURI || "inline"}`));
    });
    await page.goto("/en/movies");
    const reply = await page.goto("/en/movies");
    expect(reply?.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE/);
    const csp = reply?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
    expect(csp).not.toContain("unsafe-inline'; style");
    expect(reply?.headers()["x-shasha-script-hashes"]).toBeUndefined();
    // The page hydrated: its client parts answer (the menu opens).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator(".menu-button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => window.shashaCspViolations)).toEqual([]);
    // Injected markup: an inline script the page did not ship is refused.
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Reflect.get(window, "__injected") === true;
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => window.shashaCspViolations)).toEqual(["script-src-elem inline"]);
    await context.close();
  });

  test("the session cookies are HttpOnly, Secure and __Host- named", async ({ page }) => {
    await signInByRoute(page, "registered@shasha.test");
    const cookies = await page.context().cookies();
    for (const name of [tokenCookie, viewerCookie]) {
      expect(cookies.find((cookie) => cookie.name === name)).toMatchObject({ httpOnly: true, secure: true, path: "/" });
    }
    expect(cookies.map((cookie) => cookie.name)).not.toContain("profileAgeLimit");
  });
});

test.describe("paths", () => {
  test("a route typed in another case or with a trailing slash goes to its canonical form", async ({ page }) => {
    await page.goto("/ar/HUB/Login/");
    await expect(page).toHaveURL(/\/ar\/hub\/login$/);
  });

  test("a landing id the app-grid does not hold is a 404 rendered per request, never written to the page cache", async ({ request }) => {
    const unknown = await request.get("/en/zz-no-such-landing");
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(unknown.headers()["cache-control"]).toContain("no-store");
    await request.get("/en/ramadan");
    const known = await request.get("/en/ramadan");
    expect(known.status()).toBe(200);
    expect(known.headers()["x-nextjs-cache"]).toMatch(/HIT|STALE|MISS/);
  });

  test("a malformed escape under any prefix is a 400 in the address's language, never a server error", async ({ request }) => {
    const paths = ["/en/%E0%A4%A", "/ar/hub/%E0%A4%A", "/fr/hub/%ZZ", "/en/series/%E0%A4%A", "/en/player/movies/%E0%A4%A/id-1", "/en/embed/%E0%A4%A", "/%E0%A4%A", "/studio/%E0%A4%A", "/api/%E0%A4%A", "/en/hub/profile-update/%E0%A4%A"];
    for (const path of paths) {
      const reply = await request.get(path, { maxRedirects: 0 });
      expect(reply.status(), path).toBe(400);
      expect(reply.headers()["cache-control"], path).toBe("no-store");
    }
    const arabic = await (await request.get("/ar/hub/%E0%A4%A")).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain("تعذّر فهم العنوان");
    expect(arabic.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(arabic).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

test.describe("what a shared cache may keep (issue 10)", () => {
  test("a guest's cached page is public for 60 s, stale while revalidating and on errors", async ({ request }) => {
    const reply = await request.get("/en/movies");
    expect(reply.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=600, stale-if-error=86400");
  });

  test("a kid profile's cached page is private, also when its cookies claim a guest", async ({ page }) => {
    await kidSession(page);
    const own = await page.request.get("/en/kids");
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    // The browser-writable userType cookie says "anonymous": the ticket still says who is watching.
    await page.context().addCookies([{ name: "userType", value: "anonymous", url: appOrigin }]);
    const forged = await page.request.get("/en/kids");
    expect(forged.headers()["cache-control"]).toBe("private, no-cache");
  });

  test("a guest's page that clears a stale session's cookies is private, so no cache hands the Set-Cookie on", async ({ request }) => {
    const reply = await request.get("/en/movies", { headers: { cookie: `${tokenCookie}=not-a-session` } });
    expect(reply.headers()["set-cookie"]).toContain(`${tokenCookie}=;`);
    expect(reply.headers()["cache-control"]).toBe("private, no-cache");
  });

  test("a native app's web view gets a private page; signed out, it goes to login first (spec 4), never by a shared reply", async ({ request }) => {
    const webView = { cookie: "isWebView=1; platform=ANDROID" };
    const sent = await request.get("/en/movies", { headers: webView, maxRedirects: 0 });
    expect(sent.status()).toBe(307);
    expect(sent.headers().location).toMatch(/\/en\/hub\/login\?redirect=%2Fmovies$/);
    // A 307 is not kept by a shared cache unless told to (RFC 9111), and nothing tells it to.
    expect(sent.headers()["cache-control"] ?? "").not.toMatch(/public|s-maxage/);
    // The paths spec 2 exempts (the account area, the static pages, /favorite) open as they are, privately.
    const favourites = await request.get("/en/favorite", { headers: webView, maxRedirects: 0 });
    expect(favourites.status()).toBe(200);
    expect(favourites.headers()["cache-control"]).toMatch(/private/);
    // A browser is not sent anywhere.
    expect((await request.get("/en/movies", { maxRedirects: 0 })).status()).toBe(200);
    // The app's first page says it is one in its address (spec 5); the cookies it gets keep it known for a day.
    const first = await request.get("/en/movies?mobile=true&physicalDeviceType=IOS&uuid=u1&platform=IOS_APP&appKey=k1", { maxRedirects: 0 });
    expect(first.status()).toBe(307);
    expect(first.headers()["set-cookie"]).toMatch(/isWebView=1; Path=\/;.*Max-Age=86400/);
  });
});
