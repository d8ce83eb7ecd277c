import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { cookieOf, createAccount, formReady, sameOrigin, seededPassword, signInByRoute, signInWithForm, skipOnboarding, uniqueEmail } from "./auth";

/** A fresh account (one adult profile) signed in in this page's context. */
async function freshAccount(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createAccount(page.request, email);
  await signInByRoute(page, email);
  return email;
}

const createValues = (name: string, type: "ADULT" | "KID") => ({ name, type, avatar: "moon", ageRestriction: "", language: "en" });

async function createByRoute(page: Page, name: string, type: "ADULT" | "KID" = "ADULT") {
  const reply = await page.request.post("/api/forms/create-profile?lang=en", {
    headers: sameOrigin,
    data: { screenId: "/user/profile-create", formId: "create-form", values: createValues(name, type) },
  });
  expect(reply.ok()).toBe(true);
}

test.describe("profiles", () => {
  test("create a kid profile, select it: home sends you to /ar/kids", async ({ page }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    await freshAccount(page, "kid");
    await page.goto("/ar/hub/profile-create");
    await page.getByLabel("اسم الملف الشخصي").fill("زيد");
    await formReady(page, "إنشاء الملف");
    await page.getByLabel("نوع الملف").selectOption("KID");
    await page.getByRole("button", { name: "إنشاء الملف" }).click();
    await expect(page).toHaveURL(/\/ar\/hub\/profile-selection$/);
    await page.getByRole("button", { name: "المشاهدة باسم زيد" }).click();
    // A new profile is offered onboarding first, with the kids' genres; skipping it goes to the kids home.
    await expect(page.getByRole("checkbox", { name: "رسوم متحركة" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "إثارة" })).toHaveCount(0);
    await skipOnboarding(page, /\/ar\/kids$/);
    expect(await cookieOf(page, "profileType")).toBe("KID");
    await page.goto("/ar/home");
    await expect(page).toHaveURL(/\/ar\/kids$/);
    const menu = page.locator('[data-menu="desktop"]');
    await expect(menu.getByRole("link", { name: "أطفال" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "مسلسلات" })).toHaveCount(0);
  });

  test("a 51-character profile name is refused with a message", async ({ page }) => {
    await freshAccount(page, "long-name");
    await page.goto("/en/hub/profile-create");
    const name = page.getByLabel("Profile name");
    await name.fill("a".repeat(51));
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Use a name of at most 50 characters.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/hub\/profile-create$/);
    const reply = await page.request.post("/api/forms/create-profile?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/profile-create", formId: "create-form", values: createValues("a".repeat(51), "ADULT") },
    });
    expect(reply.status()).toBe(422);
    const body: unknown = await reply.json();
    expect(body).toMatchObject({ ok: false, fieldErrors: { name: "Use a name of at most 50 characters." } });
  });

  test("a PIN-protected profile asks for its PIN: a wrong one is refused, the right one selects it", async ({ page }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    await freshAccount(page, "pin");
    await createByRoute(page, "Mona");
    await page.goto("/en/hub/profile-manage");
    await page.getByRole("link", { name: "Edit Mona" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/profile-update\/[^/]+$/);
    // A field filled before the form hydrates is reset by React: wait for the form first.
    await formReady(page, "Save PIN");
    await page.getByLabel("New PIN").fill("4321");
    await page.getByLabel("Confirm PIN").fill("4321");
    await page.getByRole("button", { name: "Save PIN" }).click();
    await expect(page.getByText("The PIN has been saved.")).toBeVisible();
    await page.goto("/en/hub/profile-selection");
    await expect(page.getByRole("button", { name: "Watch as Mona" }).getByText("Protected with a PIN")).toBeVisible();
    await page.getByRole("button", { name: "Watch as Mona" }).click();
    const pin = page.getByLabel("PIN", { exact: true });
    await pin.fill("1111");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("The PIN is not correct.")).toBeVisible();
    await expect(pin).toHaveAttribute("aria-invalid", "true");
    await pin.fill("4321");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await cookieOf(page, "profileType")).toBe("ADULT");
    expect(await cookieOf(page, "profileLanguage")).toBe("en");
  });

  test("manage: rename a profile, then delete it", async ({ page }) => {
    await freshAccount(page, "manage");
    await createByRoute(page, "Mona");
    await page.goto("/en/hub/profile-manage");
    await page.getByRole("link", { name: "Edit Mona" }).click();
    await page.getByLabel("Profile name").fill("Mouna");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/hub\/profile-manage$/);
    await page.getByRole("link", { name: "Edit Mouna" }).click();
    await page.getByRole("button", { name: "Delete profile" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/profile-manage$/);
    await expect(page.getByRole("link", { name: "Edit E2E" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit Mouna" })).toHaveCount(0);
  });

  test("signing in to an account with several profiles asks who is watching", async ({ page }) => {
    await page.goto("/en/hub/login");
    await signInWithForm(page, "subscribed@shasha.test", seededPassword);
    await expect(page).toHaveURL(/\/en\/hub\/profile-selection$/);
    await expect(page.getByRole("button", { name: "Watch as Kids" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Watch as Sara" })).toBeVisible();
  });
});
