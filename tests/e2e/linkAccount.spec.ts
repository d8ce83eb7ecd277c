/**
 * Linking accounts (issue 31 §5, spec 7 linkAccounts): a social sign-in whose email already has an account with a
 * password, and that the email alone may not join (the stand-in's `sso2` provider does not vouch for emails), goes to
 * /hub/linking-account, which asks for that account's password. A wrong one is told; the right one signs in to the
 * account, and from then on the social sign-in opens the same account directly. The link token never shows in a URL
 * or a script-readable cookie.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, formReady, sameOrigin } from "./auth";

const email = "sso2.tester@shasha.test";
const password = "Link-pass-2026";

async function socialSignIn(page: Page) {
  await page.goto(`/api/auth/social/sso2?returnTo=${encodeURIComponent("/en/hub/login")}`);
  await page.getByRole("button", { name: "Allow" }).click();
}

async function accountId(page: Page): Promise<unknown> {
  const reply = await page.request.get("/api/me?lang=en");
  expect(reply.status()).toBe(200);
  const body: unknown = await reply.json();
  return typeof body === "object" && body !== null && "user" in body && typeof body.user === "object" && body.user !== null && "id" in body.user ? body.user.id : undefined;
}

test("a social sign-in that meets an account of its email links to it with the account's password, then opens it directly", async ({ browser, baseURL, request }) => {
  await createAccount(request, email, password);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await socialSignIn(page);
    await expect(page).toHaveURL(/\/en\/hub\/linking-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Link your accounts" })).toBeVisible();
    const grant = (await context.cookies()).find((cookie) => cookie.name.endsWith("linkGrant"));
    expect(grant).toMatchObject({ httpOnly: true, path: "/api/forms/link-account" });

    await formReady(page, "Link and sign in");
    const field = page.getByLabel("Your Shasha account's password");
    await field.fill("not-the-password");
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await expect(page.getByText("The email or the password is not correct.")).toBeVisible();
    expect((await page.request.get("/api/me?lang=en")).status()).toBe(401);

    await field.fill(password);
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await expect(page).toHaveURL(/\/en$/);
    const linked = await accountId(page);

    // A second browser: the social sign-in now opens the same account, with no question.
    const again = await browser.newContext({ baseURL });
    try {
      const second = await again.newPage();
      await socialSignIn(second);
      await expect(second).toHaveURL(/\/en$/);
      expect(await accountId(second)).toBe(linked);
    } finally {
      await again.close();
    }

    // The stand-in's identities are fixed: the account goes, so a rerun on the same data starts over.
    const deleted = await page.request.post("/api/forms/delete-account?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/account-deletion", formId: "deletion-form", values: { confirm: true, password } },
    });
    expect(deleted.ok()).toBe(true);
  } finally {
    await context.close();
  }
});

test("the link form without this browser's grant links nothing", async ({ page }) => {
  const reply = await page.request.post("/api/forms/link-account?lang=en", {
    headers: sameOrigin,
    data: { screenId: "/user/linking-account", formId: "linking-form", values: { password } },
  });
  expect(reply.status()).toBe(400);
  expect(await reply.text()).toContain("This sign-in has expired.");
});
