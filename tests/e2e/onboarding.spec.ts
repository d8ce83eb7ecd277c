/**
 * Onboarding (issue 31 §4): a new account picks two genres and three titles and lands on a home page whose first rail
 * holds them; its profile is not sent there again. The journey is the session's profile's: another account's page of
 * the steps cannot be posted for, and a guest is refused. One test per journey.
 */
import { expect, test } from "./fixtures";
import { sameOrigin, seededPassword, signInWithForm, signOut, uniqueEmail } from "./auth";

test("a new account picks two genres and three titles; home's first rail holds them, and onboarding is not asked again", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("onboarding");
  await page.goto("/en/hub/registration");
  await page.getByLabel("First name").fill("Nour");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(seededPassword);
  await page.getByLabel("Confirm password").fill(seededPassword);
  await page.getByRole("button", { name: "Create account" }).click();

  // 1. Genres: continuing without one is refused in place; two picked go on to the titles.
  await expect(page).toHaveURL(/\/en\/hub\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "What do you like to watch?" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  // (Next's route announcer is an alert of its own: the block's is asked for.)
  await expect(page.locator("[data-block='onboarding-picks']").getByRole("alert")).toHaveText("Pick at least one genre, or skip this step.");
  await page.getByRole("checkbox", { name: "Drama" }).check();
  await page.getByRole("checkbox", { name: "Comedy" }).check();
  await expect(page.getByText("Picked: 2")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // 2. Titles from those genres; three picked join My List.
  await expect(page).toHaveURL(/\/en\/hub\/onboarding\/shows$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pick a few titles" })).toBeVisible();
  const boxes = page.getByRole("checkbox");
  await expect(boxes.nth(5)).toBeVisible();
  const picked: string[] = [];
  for (const index of [0, 2, 4]) {
    const box = boxes.nth(index);
    await box.check();
    picked.push((await box.getAttribute("value")) ?? "");
  }
  await page.getByRole("button", { name: "Done" }).click();

  // 3. Home: the first rail with titles is My List, holding the three.
  await expect(page).toHaveURL(/\/en$/);
  const rail = page.locator("[data-block='rail'][data-block-id='my-list']");
  await expect(rail.locator("a.tile")).toHaveCount(3);
  for (const id of picked) await expect(rail.locator(`a.tile[data-content-id='${id}']`)).toHaveCount(1);
  const firstRail = await page.locator("[data-block='rail']:has(a.tile)").first().getAttribute("data-block-id");
  expect(firstRail).toBe("my-list");

  // 4. Once per profile: the next sign-in goes home.
  await signOut(page);
  await page.locator('[data-account="anonymous"]').getByRole("link", { name: "Sign in" }).click();
  await signInWithForm(page, email, seededPassword);
  await expect(page).toHaveURL(/\/en$/);
});

test("the steps are the signed-in profile's: a guest is refused, a cross-site post is refused, bad picks are refused", async ({ page }) => {
  const guest = await page.request.post("/api/playback/onboarding", { headers: sameOrigin, data: { step: "finish", titles: [] } });
  expect(guest.status()).toBe(401);
  await page.goto("/en/hub/onboarding");
  await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=%2Fhub%2Fonboarding$/);
  await signInWithForm(page, "registered@shasha.test", seededPassword);
  await expect(page).toHaveURL(/\/en\/hub\/onboarding$/);
  const forged = await page.request.post("/api/playback/onboarding", { headers: { origin: "https://evil.example" }, data: { step: "finish", titles: [] } });
  expect(forged.status()).toBe(403);
  const unknown = await page.request.post("/api/playback/onboarding", { headers: sameOrigin, data: { step: "genres", genres: ["opera"] } });
  expect(unknown.status()).toBe(400);
  const malformed = await page.request.post("/api/playback/onboarding", { headers: sameOrigin, data: { step: "finish", titles: ["../1001"] } });
  expect(malformed.status()).toBe(400);
});
