/**
 * The account pages beyond sign-in: forms that start from what the services know (settings, a profile's
 * edit page, parental control), a first password for a social account, signing out other devices,
 * deleting the account, and what social sign-in leaves in the browser.
 */
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { servicesUrl } from "./manage";
import { cookieOf, createAccount, formReady, latestMessage, sameOrigin, seededPassword, signInByRoute, signInWithForm, signOut, skipOnboarding, tokenCookie, uniqueEmail } from "./auth";

async function freshAccount(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createAccount(page.request, email);
  await signInByRoute(page, email);
  return email;
}

/** The stand-in provider's identities are fixed, so tests that change one delete its account when done. */
async function deleteSignedInAccount(page: Page, password?: string) {
  const reply = await page.request.post("/api/forms/delete-account?lang=en", {
    headers: sameOrigin,
    data: { screenId: "/user/account-deletion", formId: "deletion-form", values: { confirm: true, ...(password ? { password } : {}) } },
  });
  expect(reply.ok()).toBe(true);
}

async function socialSignIn(page: Page, provider: "Facebook" | "Apple", from = "/en/hub/login") {
  await page.goto(from);
  await page.getByRole("link", { name: `Continue with ${provider}` }).click();
  await expect(page).toHaveURL(/\/user\/social\/authorize/);
  await page.getByRole("button", { name: "Allow" }).click();
}

test.describe("forms that start from what the services know", () => {
  test("settings shows the viewer's names, and a saved change is there on return", async ({ page }) => {
    await page.goto("/en/hub/login");
    await signInWithForm(page, "registered@shasha.test", seededPassword);
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/en/hub/settings");
    const firstName = page.getByLabel("First name");
    await expect(firstName).toHaveValue("Rami");
    await formReady(page, "Save");
    await firstName.fill("Ramy");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Your details have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Ramy");
    // Put it back for the other tests and later runs against the same data.
    await page.getByLabel("First name").fill("Rami");
    await page.getByRole("button", { name: "Save" }).first().click();
    await expect(page.getByText("Your details have been saved.")).toBeVisible();
  });

  test("parental control: the saved rating is the one shown on return; without a PIN the screen says so and sets one", async ({ page }) => {
    await freshAccount(page, "parental");
    await page.goto("/en/hub/parental-control");
    const rating = page.getByLabel("Highest age rating allowed");
    await expect(rating).toHaveValue("18");
    await formReady(page, "Save");
    await rating.selectOption("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Your profile has no PIN yet")).toBeVisible();
    // The same screen sets the master profile's PIN.
    await formReady(page, "Save PIN");
    await page.getByLabel("New PIN").fill("2468");
    await page.getByLabel("Confirm PIN").fill("2468");
    await page.getByRole("button", { name: "Save PIN", exact: true }).click();
    await expect(page.getByText("The PIN has been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Highest age rating allowed")).toHaveValue("12");
    await formReady(page, "Save");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Parental control has been saved.", { exact: true })).toBeVisible();
  });

  test("a profile's edit page starts from the profile's name and language", async ({ page }) => {
    await freshAccount(page, "edit-prefill");
    await page.goto("/ar/hub/profile-manage");
    await page.getByRole("link", { name: "تعديل E2E" }).click();
    await expect(page).toHaveURL(/\/ar\/hub\/profile-update\/[^/]+$/);
    await expect(page.getByLabel("اسم الملف الشخصي")).toHaveValue("E2E");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
});

/** The most popular thriller movie rated 18, as the movies page's thriller rail lists them. */
async function adultOnlyThriller(page: Page): Promise<string> {
  const request = { productType: "MOVIE", genre: "thriller", sortType: "POPULAR", sortOrder: "DESC", page: 0, size: 20 };
  const reply = await page.request.get(`${servicesUrl}/content/product/filter?request=${encodeURIComponent(JSON.stringify(request))}`, {
    headers: { language: "en" },
  });
  const body: unknown = await reply.json();
  const products = typeof body === "object" && body !== null && "products" in body && Array.isArray(body.products) ? body.products : [];
  const found: unknown = products.find((product: unknown) => typeof product === "object" && product !== null && "ageRating" in product && product.ageRating === 18);
  if (typeof found !== "object" || found === null || !("title" in found) || typeof found.title !== "string") throw new Error("no thriller rated 18");
  return found.title;
}

test.describe("parental control", () => {
  test("the ceiling limits the account's other profiles, never the master one", async ({ page }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    await freshAccount(page, "ceiling");
    const created = await page.request.post("/api/forms/create-profile?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/profile-create", formId: "create-form", values: { name: "Teen", type: "ADULT", avatar: "moon", ageRestriction: "", language: "en" } },
    });
    expect(created.ok()).toBe(true);
    await page.goto("/en/hub/parental-control");
    await formReady(page, "Save");
    await page.getByLabel("Highest age rating allowed").selectOption("15");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Parental control has been saved.")).toBeVisible();

    const title = await adultOnlyThriller(page);
    const thrillers = page.locator('[data-block-id="movies-genre-thriller"]');
    await page.goto("/en/movies");
    // The rail is past the first screen: its tiles may still be links with titles (DeferredRailTiles).
    const titled = thrillers.locator("a.tile", { has: page.getByText(title, { exact: true }) });
    await expect(titled.first()).toBeAttached();

    await page.goto("/en/hub/profile-selection");
    await page.getByRole("button", { name: "Watch as Teen" }).click();
    await skipOnboarding(page, /\/en$/);
    await page.goto("/en/movies");
    await expect(thrillers.locator("a").first()).toBeAttached();
    await expect(titled).toHaveCount(0);

    // Only the master profile lifts the ceiling: another one gets the 403 page, with the way to switch profile, and
    // the service refuses the change all the same when it is posted.
    const forbidden = await page.goto("/en/hub/parental-control");
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access denied");
    await expect(page.getByRole("link", { name: "Switch profile" })).toHaveAttribute("href", "/en/hub/profile-selection");
    await expect(page.getByLabel("Highest age rating allowed")).toHaveCount(0);
    const lifted = await page.request.post("/api/forms/parental-control?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/parental-control", formId: "parental-form", values: { maxAgeRestriction: "18" } },
    });
    expect(lifted.status()).toBe(403);
    await page.goto("/en/movies");
    await expect(thrillers.locator("a").first()).toBeAttached();
    await expect(titled).toHaveCount(0);
  });
});

test.describe("account", () => {
  test("a social account sets a first password, then signs in with it", async ({ page }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    await socialSignIn(page, "Facebook");
    await skipOnboarding(page, /\/en$/);
    await page.goto("/en/hub/set-password");
    await formReady(page, "Save password");
    await page.getByLabel("Password", { exact: true }).fill("First-pass-42");
    await page.getByLabel("Confirm password").fill("First-pass-42");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("Your password is set.")).toBeVisible();
    // A second time, the account already has one.
    await page.getByLabel("Password", { exact: true }).fill("Other-pass-43");
    await page.getByLabel("Confirm password").fill("Other-pass-43");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This account already has a password." })).toBeVisible();
    await signOut(page);
    await page.goto("/en/hub/login");
    await signInWithForm(page, "facebook.tester@shasha.test", "First-pass-42");
    await expect(page).toHaveURL(/\/en$/);
    expect(await cookieOf(page, "userType")).toBe("registered");
    await deleteSignedInAccount(page, "First-pass-42");
  });

  test("social sign-in fills the client store, fires the login event and asks who is watching", async ({ page }) => {
    // Two round trips through the provider, onboarding, a new profile and the account's deletion: a busy CI machine
    // took 30 s (the default) and failed in the teardown.
    test.setTimeout(60_000);
    await socialSignIn(page, "Apple");
    // The new account lands on onboarding: the login event fires there, then skipping goes home.
    await expect(page).toHaveURL(/\/en\/hub\/onboarding$/);
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"event":"login"');
    const stored = () => page.evaluate(() => localStorage.getItem("modules") ?? "");
    await expect.poll(stored).toContain("apple.tester@shasha.test");
    await skipOnboarding(page, /\/en$/);
    const reply = await page.request.post("/api/forms/create-profile?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/profile-create", formId: "create-form", values: { name: "Yara", type: "ADULT", avatar: "moon", ageRestriction: "", language: "en" } },
    });
    expect(reply.ok()).toBe(true);
    await signOut(page);
    await expect.poll(stored).not.toContain("apple.tester@shasha.test");
    await socialSignIn(page, "Apple");
    await expect(page).toHaveURL(/\/en\/hub\/profile-selection$/);
    await expect(page.getByRole("button", { name: "Watch as Yara" })).toBeVisible();
    await deleteSignedInAccount(page);
  });

  test("a guest sent to login from settings comes back to settings through social sign-in", async ({ page }) => {
    await page.goto("/en/hub/settings");
    await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=%2Fhub%2Fsettings$/);
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/settings$/);
    await expect(page.getByLabel("First name")).toHaveValue("Ghada");
  });

  test("sign out of other devices ends the other session and keeps this one", async ({ page, browser }) => {
    const email = await freshAccount(page, "devices");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInByRoute(otherPage, email);
    expect((await otherPage.request.get("/api/me?lang=en")).status()).toBe(200);
    await page.goto("/en/hub/settings");
    await page.getByRole("button", { name: "Sign out of other devices" }).click();
    await expect(page.getByText("Signed out of 1 other device.")).toBeVisible();
    expect((await otherPage.request.get("/api/me?lang=en")).status()).toBe(401);
    expect((await page.request.get("/api/me?lang=en")).status()).toBe(200);
    await other.close();
  });

  test("deleting the account asks for the box and the password, then signs out for good", async ({ page }) => {
    const email = await freshAccount(page, "delete");
    await page.goto("/en/hub/settings");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/user-account-deletion$/);
    const submit = page.getByRole("button", { name: "Delete my account" });
    await submit.click();
    const confirm = page.getByLabel("I understand that deleting my account is final.");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Tick this box to confirm the deletion.")).toBeVisible();
    await confirm.check();
    await page.getByLabel("Password", { exact: true }).fill("Wrong-pass-1");
    await submit.click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Password", { exact: true }).fill(seededPassword);
    await submit.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("[data-toast=session]")).toContainText("Your account has been deleted.");
    expect(await cookieOf(page, "userType")).toBe("anonymous");
    expect(await cookieOf(page, tokenCookie)).toBeUndefined();
    const message = await latestMessage(page.request, email, "account-deleted");
    expect(message.kind).toBe("account-deleted");
    await page.goto("/en/hub/login");
    await signInWithForm(page, email, seededPassword);
    await expect(page.getByText("The email or the password is not correct.")).toBeVisible();
  });
});
