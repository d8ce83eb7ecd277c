/**
 * Social registration (issue 31 §5, spec 7 createSocialLoginAccount), in French: a provider's person who shares no
 * email (the stand-in's second person) comes to /hub/social-registration, which asks for one. An email that has an
 * account is told on its field; a new one makes the account (unverified: a confirmation email goes out) and signs in.
 * From then on the same sign-in opens that account directly. The registration token never shows in a URL or a
 * script-readable cookie.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formReady, latestMessage, sameOrigin, skipOnboarding } from "./auth";

const email = `farah-${Date.now()}@example.test`;

/** The login page's Facebook button, then the stand-in's person who keeps their email private. */
async function privateSignIn(page: Page) {
  await page.goto("/fr/hub/login");
  await page.getByRole("link", { name: "Continuer avec Facebook" }).click();
  await page.getByRole("radio", { name: /Farah Facebook/ }).check();
  await page.getByRole("button", { name: "Autoriser" }).click();
}

async function accountOf(page: Page): Promise<unknown> {
  const reply = await page.request.get("/api/me?lang=fr");
  expect(reply.status()).toBe(200);
  const body: unknown = await reply.json();
  return typeof body === "object" && body !== null && "user" in body ? body.user : undefined;
}

test("a social sign-in without an email registers with one, then opens that account directly", async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await privateSignIn(page);
    await expect(page).toHaveURL(/\/fr\/hub\/social-registration$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terminez la création de votre compte" })).toBeVisible();
    const grant = (await context.cookies()).find((cookie) => cookie.name.endsWith("registrationGrant"));
    expect(grant).toMatchObject({ httpOnly: true, path: "/api/forms/social-registration" });

    await formReady(page, "Créer mon compte");
    const field = page.getByLabel("E-mail");
    await field.fill("subscribed@shasha.test");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.")).toBeVisible();
    expect((await page.request.get("/api/me?lang=fr")).status()).toBe(401);

    await field.fill(email);
    await page.getByRole("checkbox", { name: "Abonnez-moi à la newsletter" }).check();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await skipOnboarding(page, /\/fr$/);
    expect(await accountOf(page)).toMatchObject({ email, firstName: "Farah" });
    // The email is the person's word: it awaits its confirmation.
    expect((await latestMessage(request, email, "verify-email")).link).toContain("/hub/verification");
    await page.goto("/fr/hub/settings");
    await expect(page.getByRole("checkbox", { name: "Abonnez-moi à la newsletter" })).toBeChecked();

    // A second browser: the same sign-in now opens the account, with no question.
    const again = await browser.newContext({ baseURL });
    try {
      const second = await again.newPage();
      await privateSignIn(second);
      await expect(second).toHaveURL(/\/fr$/);
      expect(await accountOf(second)).toMatchObject({ email });
    } finally {
      await again.close();
    }

    // The stand-in's identities are fixed: the account goes, so a rerun on the same data starts over.
    const deleted = await page.request.post("/api/forms/delete-account?lang=fr", {
      headers: sameOrigin,
      data: { screenId: "/user/account-deletion", formId: "deletion-form", values: { confirm: true } },
    });
    expect(deleted.ok()).toBe(true);
  } finally {
    await context.close();
  }
});

test("the registration form without this browser's grant makes no account", async ({ page }) => {
  const reply = await page.request.post("/api/forms/social-registration?lang=fr", {
    headers: sameOrigin,
    data: { screenId: "/user/social-registration", formId: "social-registration-form", values: { email: "nobody@example.test" } },
  });
  expect(reply.status()).toBe(400);
  expect(await reply.text()).toContain("Cette connexion a expiré.");
});
