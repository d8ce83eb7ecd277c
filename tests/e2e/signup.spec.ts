import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { cookieOf, latestMessage, linkPath, sameOrigin, signInWithForm, skipOnboarding, tokenCookie, uniqueEmail } from "./auth";
import { current, publish, servicesUrl } from "./manage";

// One after the other: the CRM test changes the sign-up form everyone here uses, then puts it back.
test.describe.configure({ mode: "serial" });

const password = "Signup-2026!";

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel("First name").fill("Lina");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
}

test.describe("email accounts", () => {
  const email = uniqueEmail("signup");

  test("sign up by email, confirm from the outbox link with the button and stay signed in", async ({ page, request }) => {
    await page.goto("/en/hub/registration");
    await fillSignUp(page, email);
    await page.getByRole("button", { name: "Create account" }).click();
    // A new account is offered onboarding first (onboarding.spec.ts goes through it); skipping it goes home.
    await skipOnboarding(page, /\/en$/);
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
    expect(await cookieOf(page, "userType")).toBe("registered");

    const message = await latestMessage(request, email, "verify-email");
    await page.goto(linkPath(message.link));
    // Opening the link only asks (a link preview confirms nothing); the button confirms. This browser is signed in to
    // the very account, so it is a plain confirmation: nothing ends (verification.spec.ts has the takeover case).
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await expect(page.getByText("Your email address is confirmed.")).toBeVisible();
    expect(await cookieOf(page, "userType")).toBe("registered");
    await page.getByRole("link", { name: "Continue to Shasha" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
  });

  test("sign out, then sign in again", async ({ page }) => {
    await page.goto("/en/hub/login");
    await signInWithForm(page, email, password);
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('[data-account="anonymous"]').getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await cookieOf(page, "userType")).toBe("anonymous");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("modules") ?? "")).not.toContain(email);

    await page.locator('[data-account="anonymous"]').getByRole("link", { name: "Sign in" }).click();
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
  });

  test("the CRM team adds a required field to the sign-up form; viewers see it and the server enforces it", async ({ page, request }) => {
    test.setTimeout(150_000);
    const before = await (await current(request, "/user/signup-form")).json();
    const changed = structuredClone(before.document);
    const form = changed.blocks.find((block: { type: string }) => block.type === "form");
    form.children.unshift({
      type: "text-field",
      id: "signup-nickname",
      name: "nickname",
      label: { ar: "الاسم المستعار", en: "Nickname", fr: "Pseudo" },
      rules: { required: {} },
    });
    expect((await publish(request, "/user/signup-form", changed)).status()).toBe(201);
    try {
      await expect(async () => {
        await page.goto("/en/hub/registration");
        await expect(page.getByLabel("Nickname")).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 75_000, intervals: [2000] });

      await fillSignUp(page, uniqueEmail("nick"));
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("Nickname")).toHaveAttribute("aria-invalid", "true");

      const reply = await page.request.post("/api/forms/sign-up?lang=en", {
        headers: sameOrigin,
        data: {
          screenId: "/user/signup-form",
          formId: "signup-form",
          values: { firstName: "Lina", email: uniqueEmail("nick"), password, confirmPassword: password },
        },
      });
      expect(reply.status()).toBe(422);
      expect(await reply.json()).toEqual({ ok: false, fieldErrors: { nickname: "This field is required." } });
    } finally {
      expect((await publish(request, "/user/signup-form", before.document)).status()).toBe(201);
    }
  });
});

test("in the Android app's web view, its registration page signs up, records the platform and hands over to the app", async ({ page, request }) => {
  // The app's captcha SDK (the bot-check stand-in's app endpoint) answers the page's token request (spec 7
  // get-mobile-captcha-token); the page then fetches no challenge of its own.
  await page.exposeFunction("appCaptchaToken", async (action: string) => {
    const reply: unknown = await (await request.post(`${servicesUrl}/captcha/app/token`, { data: { action, platform: "android" } })).json();
    return typeof reply === "object" && reply !== null && "token" in reply ? String(reply.token) : "";
  });
  // The app's injected bridge (components/native/nativeBridge.ts), keeping what the page sends it.
  await page.addInitScript(() => {
    const sent: string[] = [];
    const postMessage = (message: string) => {
      sent.push(message);
      const action = /"event":"get-mobile-captcha-token","data":\{"action":"([a-z-]+)"\}/.exec(message)?.[1];
      if (action === undefined || !("appCaptchaToken" in window) || typeof window.appCaptchaToken !== "function") return;
      const event = "get-mobile-captcha-token";
      void Promise.resolve(window.appCaptchaToken(action)).then((token) => window.shashaWeb?.receive(JSON.stringify({ event, data: { token } })));
    };
    Object.assign(window, { shashaSent: sent, ShashaAndroid: { postMessage } });
  });
  const challenges: string[] = [];
  page.on("request", (sent) => void (sent.url().includes("/api/bot-check") && challenges.push(sent.url())));
  const email = uniqueEmail("android");
  await page.goto("/ar/hub/android-registration");
  await expect(page.getByRole("heading", { level: 1, name: "إنشاء حساب" })).toBeVisible();
  await page.goto("/en/hub/android-registration");
  await fillSignUp(page, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Your account is ready. Taking you back to the app…")).toBeVisible();
  const sent = await page.evaluate(() => ("shashaSent" in window && Array.isArray(window.shashaSent) ? window.shashaSent.map(String) : []));
  expect(sent.map((message) => JSON.parse(message))).toEqual([
    { flow: "others", event: "get-mobile-captcha-token", data: { action: "sign-up" } },
    { flow: "normal-register", event: "onSuccess", data: { id: expect.any(String), email, firstName: "Lina", lastName: "", userType: "registered" } },
  ]);
  expect(sent[1]).not.toMatch(/token/i);
  expect(challenges).toEqual([]);
  // The user service recorded where the account was registered.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === tokenCookie)?.value ?? "";
  const user: unknown = await (await request.get(`${servicesUrl}/user/userData`, { headers: { token } })).json();
  expect(user).toMatchObject({ user: { email, registrationPlatform: "android" } });
});
