/**
 * My List (issue 31 §2): a title added from its page shows on /favorite, the change shows at once and is announced,
 * another profile of the account keeps its own list (the session's profile decides, not anything the browser sends),
 * it is on the home page's My List rail, a tile's own toggle adds and removes by keyboard, removing takes it off, and a
 * guest's /favorite is a 200 with an invitation to sign in (a guest's tiles have no toggle). One test per journey.
 */
import { expect, test } from "./fixtures";
import { signInByRoute } from "./auth";

const title = "/en/movies/dreams-of-the-sea/movie-1036";

async function watchAs(page: import("@playwright/test").Page, name: string) {
  await page.goto("/en/hub/profile-selection");
  await page.getByRole("button", { name: `Watch as ${name}` }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/profile-selection"));
}

test("add a title to My List from its page, find it on /favorite, another profile's list stays apart, remove it", async ({ page }) => {
  // A journey of many pages: on a busy CI machine it comes near the default 30 s.
  test.setTimeout(60_000);
  await signInByRoute(page, "subscribed@shasha.test");
  await watchAs(page, "Layla");
  await page.goto(title);
  const add = page.getByRole("button", { name: "Add to My List" });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole("button", { name: "Remove from My List" })).toBeVisible();
  await expect(page.locator("output[aria-live='polite']")).toHaveText("Added to My List");

  await page.goto("/en/favorite");
  const grid = page.locator("[data-block='grid'][data-block-id='my-list']");
  await expect(page.getByRole("heading", { level: 1, name: "My List" })).toBeVisible();
  await expect(grid.locator("a[href$='movie-1036']")).toHaveCount(1);

  // The home page's My List rail (the page is the subscribers' shared copy: the browser asks for the list).
  await page.goto("/en/home");
  const rail = page.locator("[data-block='rail'][data-block-id='my-list']");
  await expect(rail.getByRole("heading", { level: 2, name: "My List" })).toBeVisible();
  await expect(rail.locator("a[href$='movie-1036']")).toHaveCount(1);

  // A tile's own toggle, by keyboard: Tab goes from a rail's tile to its toggle, which names the title; the title joins
  // the My List rail at once, and leaves it again.
  const frame = page.locator("[data-block='rail']:not([data-block-id='my-list']) .tile-frame:has(.tile__my-list[data-my-list='not-listed'])").first();
  const otherId = await frame.locator("a.tile").getAttribute("data-content-id");
  const otherRail = await frame.locator("xpath=ancestor::*[@data-block='rail']").getAttribute("data-block-id");
  const tile = page.locator(`[data-block-id='${otherRail}'] a.tile[data-content-id='${otherId}']`);
  const toggle = page.locator(`[data-block-id='${otherRail}'] .tile-frame:has(a[data-content-id='${otherId}']) .tile__my-list`);
  await tile.focus();
  await page.keyboard.press("Tab");
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName(/^Add .+ to My List$/);
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAccessibleName(/^Remove .+ from My List$/);
  await expect(page.locator("#shasha-announcer")).toHaveText("Added to My List");
  await expect(rail.locator(`a.tile[data-content-id='${otherId}']`)).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page.locator("#shasha-announcer")).toHaveText("Removed from My List");
  await expect(rail.locator(`a.tile[data-content-id='${otherId}']`)).toHaveCount(0);

  // Sara's list is her own: the movie is not on it, and naming Layla's profile in the request changes nothing.
  await watchAs(page, "Sara");
  await page.goto("/en/favorite");
  await expect(page.getByRole("heading", { level: 1, name: "My List" })).toBeVisible();
  await expect(grid.locator("a[href$='movie-1036']")).toHaveCount(0);
  const tampered = await page.request.get("/api/playback/favourites?profileId=900002-1", { headers: { "profile-key": JSON.stringify({ profileId: "900002-1" }) } });
  const body: unknown = await tampered.json();
  expect(JSON.stringify(body)).not.toContain("1036");

  await watchAs(page, "Layla");
  await page.goto(title);
  await page.getByRole("button", { name: "Remove from My List" }).click();
  await expect(page.getByRole("button", { name: "Add to My List" })).toBeVisible();
  await expect(page.locator("output[aria-live='polite']")).toHaveText("Removed from My List");
  await page.goto("/en/favorite");
  await expect(page.getByRole("heading", { level: 1, name: "My List" })).toBeVisible();
  await expect(grid.locator("a[href$='movie-1036']")).toHaveCount(0);
});

test("a guest's /favorite is the page with an invitation to sign in, and the title page's Add to My List leads there", async ({ page }) => {
  const reply = await page.goto("/fr/favorite");
  expect(reply?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Ma liste" })).toBeVisible();
  await expect(page.locator("#content").getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/fr/hub/login?redirect=%2Ffavorite");
  // The list's API is not a guest's.
  expect((await page.request.get("/api/playback/favourites")).status()).toBe(401);
  // A guest's title page asks nothing of it: its Add to My List is a link to sign in and come back.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/playback/favourites")) asked.push(request.url());
  });
  // A guest's tiles have no toggle.
  await page.goto("/en/home");
  await expect(page.locator("a.tile").first()).toBeVisible();
  await expect(page.locator(".tile-frame, .tile__my-list")).toHaveCount(0);
  await page.goto(title);
  await page.getByRole("link", { name: "Add to My List" }).click();
  await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=%2Fmovies%2F/);
  expect(asked).toEqual([]);
});
