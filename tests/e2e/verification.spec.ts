/**
 * Account pre-hijacking (issue 27): a squatter signs up with someone else's email and stays signed in. Opening the
 * verification link (a mail scanner, a link previewer, the owner) confirms nothing; the owner's press of the button
 * does, which ends every session of the account and asks for a new password. Until that is set, a social sign-in
 * with the email is refused (ACCOUNT_EXISTS) instead of joining the squatter's account; after it, the account is the
 * owner's alone. Three browsers: the squatter's, the owner's mailbox, the owner's social sign-in.
 */
import { expect, test } from "./fixtures";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { cookieOf, formReady, latestMessage, linkPath, sameOrigin, signInWithForm, skipOnboarding, tokenCookie } from "./auth";

// The stand-in provider's `sso1` person (services/user/consentPage.ts): a provider that vouches for the email, and
// an email no other spec signs up with. The account is deleted at the end, so a rerun on the same data starts over.
const email = "sso1.tester@shasha.test";
const squatterPassword = "Squatter-2026!";
const ownerPassword = "Owner-pass-2026";

const meStatus = async (page: Page) => (await page.request.get("/api/me?lang=en")).status();

async function userIdOf(page: Page): Promise<string> {
  const reply = await page.request.get("/api/me?lang=en");
  expect(reply.status()).toBe(200);
  const body: unknown = await reply.json();
  const id = typeof body === "object" && body !== null && "user" in body && typeof body.user === "object" && body.user !== null && "id" in body.user ? body.user.id : undefined;
  if (typeof id !== "string") throw new Error("no user id in /api/me");
  return id;
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** The stand-in provider's round trip for `sso1`, started where the login page's buttons start theirs. */
async function socialSignIn(page: Page) {
  await page.goto(`/api/auth/social/sso1?returnTo=${encodeURIComponent("/en/hub/login")}`);
  await expect(page).toHaveURL(/\/user\/social\/authorize/);
  await page.getByRole("button", { name: "Allow" }).click();
}

test("a squatter's sign-up is taken over by the mailbox's owner: the link alone confirms nothing, the button ends the squatter's sessions", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const squatter = await newPage(browser, baseURL);
  const mailbox = await newPage(browser, baseURL);
  const social = await newPage(browser, baseURL);
  try {
    // 1. The squatter signs up with the owner's email and is signed in.
    await squatter.page.goto("/en/hub/registration");
    await squatter.page.getByLabel("First name").fill("Squatter");
    await squatter.page.getByLabel("Email").fill(email);
    await squatter.page.getByLabel("Password", { exact: true }).fill(squatterPassword);
    await squatter.page.getByLabel("Confirm password").fill(squatterPassword);
    await squatter.page.getByRole("button", { name: "Create account" }).click();
    await skipOnboarding(squatter.page, /\/en$/);
    expect(await meStatus(squatter.page)).toBe(200);
    const squatterAccount = await userIdOf(squatter.page);

    // 2. A link previewer fetches the link, and the owner opens it: neither confirms anything.
    const message = await latestMessage(request, email, "verify-email");
    const link = linkPath(message.link);
    expect((await request.get(link)).status()).toBe(200);
    const opened = await mailbox.page.goto(link);
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(mailbox.page.getByRole("heading", { level: 1, name: "Confirm your email" })).toBeVisible();
    const confirm = mailbox.page.getByRole("button", { name: "Confirm my email address" });
    await expect(confirm).toBeEnabled();
    expect(await meStatus(squatter.page)).toBe(200);

    // 3. The button confirms: every session of the account ends, and a new password is asked for.
    await confirm.click();
    const outcome = mailbox.page.locator('[data-verification="new-password"]');
    await expect(outcome.getByRole("status")).toContainText("Choose a new password to finish");
    expect(await meStatus(squatter.page)).toBe(401);
    const squatterAgain = await squatter.page.request.post("/api/forms/sign-in?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/login-form", formId: "login-form", values: { email, password: squatterPassword } },
    });
    expect(squatterAgain.status()).toBe(401);

    // 4. Before the new password, a social sign-in with the email is refused: it does not join the squatter's account.
    await socialSignIn(social.page);
    // Back where it started; the notice takes its flag off the address bar (components/session/sessionFlags.ts).
    await expect(social.page).toHaveURL(/\/en\/hub\/login(\?socialAccountExists=true)?$/);
    await expect(social.page.locator("[data-toast=session]")).toContainText("An account with this email already exists.");
    expect(await cookieOf(social.page, tokenCookie)).toBeUndefined();
    expect(await meStatus(social.page)).toBe(401);

    // 5. The owner chooses the new password on the reset page (the grant travels in a cookie, not in the URL).
    await outcome.getByRole("link", { name: "Choose a new password" }).click();
    await expect(mailbox.page).toHaveURL(/\/en\/hub\/reset-password$/);
    await formReady(mailbox.page, "Save password");
    await mailbox.page.getByLabel("New password", { exact: true }).fill(ownerPassword);
    await mailbox.page.getByLabel("Confirm password").fill(ownerPassword);
    await mailbox.page.getByRole("button", { name: "Save password" }).click();
    await expect(mailbox.page).toHaveURL(/\/en\/hub\/login$/);
    await signInWithForm(mailbox.page, email, ownerPassword);
    await expect(mailbox.page).toHaveURL(/\/en(\/hub\/profile-selection)?$/);
    const ownerAccount = await userIdOf(mailbox.page);
    expect(ownerAccount).toBe(squatterAccount);

    // 6. Now the social sign-in links to the owner's account; the squatter stays signed out.
    await socialSignIn(social.page);
    await expect(social.page).toHaveURL(/\/en(\/hub\/profile-selection)?$/);
    expect(await userIdOf(social.page)).toBe(ownerAccount);
    expect(await meStatus(squatter.page)).toBe(401);

    // The stand-in's identities are fixed: the account goes, so a rerun on the same data starts over.
    const deleted = await mailbox.page.request.post("/api/forms/delete-account?lang=en", {
      headers: sameOrigin,
      data: { screenId: "/user/account-deletion", formId: "deletion-form", values: { confirm: true, password: ownerPassword } },
    });
    expect(deleted.ok()).toBe(true);
  } finally {
    await Promise.all([squatter.context.close(), mailbox.context.close(), social.context.close()]);
  }
});
