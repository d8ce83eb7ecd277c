/**
 * Linking a mobile number (issue 31 §5 phone-linking, spec 7 linkPhoneEmailLogin): an email account, from its
 * settings, links a number proved by the code sent to it; signing in by phone then opens the same account. The account
 * is the session's: without one the form links nothing and sends no code. And the other way (email-adding, spec 7
 * addEmailPhoneLogin): an account made by phone adds an email proved by the digits mailed to it.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createAccount, formReady, latestMessage, sameOrigin, signInByRoute, signOut, skipOnboarding, uniqueEmail } from "./auth";
import { servicesUrl } from "./manage";

/** A Jordanian number of this run: typed nationally, sent as E.164. */
const national = `079${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
const e164 = `+962${national.slice(1)}`;

async function enterCode(page: Page, code: string | undefined) {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code ?? "");
  await page.getByRole("button", { name: "Continue" }).click();
}

async function emailOf(page: Page): Promise<unknown> {
  const body: unknown = await (await page.request.get("/api/me?lang=en")).json();
  return typeof body === "object" && body !== null && "user" in body && typeof body.user === "object" && body.user !== null && "email" in body.user ? body.user.email : undefined;
}

test("an email account links its mobile number from settings, then signs in with it", async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("phone-link");
  await createAccount(request, email);
  await signInByRoute(page, email);
  await page.goto("/en/hub/settings");
  await page.getByRole("link", { name: "Link your mobile number to sign in with it" }).click();
  await expect(page).toHaveURL(/\/en\/hub\/phone-linking$/);
  await formReady(page, "Continue");
  await page.getByLabel("Mobile number").fill(national);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a code to your mobile number.")).toBeVisible();
  const sent = await latestMessage(request, e164, "otp");
  await enterCode(page, sent.code);
  await expect(page.getByText("Your mobile number is linked.")).toBeVisible();

  await signOut(page);
  await page.goto("/en/hub/mobile-login");
  await formReady(page, "Continue");
  await page.getByLabel("Mobile number").fill(national);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a code to your mobile number.")).toBeVisible();
  await expect.poll(async () => (await latestMessage(request, e164, "otp")).code).not.toBe(sent.code);
  await enterCode(page, (await latestMessage(request, e164, "otp")).code);
  await expect(page).toHaveURL(/\/en$/);
  expect(await emailOf(page)).toBe(email);
});

test("without a session the link form sends no code and links nothing", async ({ page, request }) => {
  const number = "+962790000077";
  const reply = await page.request.post("/api/forms/link-phone?lang=en", {
    headers: sameOrigin,
    data: { screenId: "/user/phone-linking", formId: "phone-linking-form", values: { phone: number, country: "JO" } },
  });
  expect(reply.ok()).toBe(false);
  const outbox: unknown = await (await request.get(`${servicesUrl}/user/dev/outbox?to=${encodeURIComponent(number)}`)).json();
  expect(outbox).toEqual({ messages: [] });
});

test("an account made by phone adds its email from settings, proved by the mailed code", async ({ page, request }) => {
  test.setTimeout(60_000);
  const number = `078${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await page.goto("/en/hub/mobile-login");
  await formReady(page, "Continue");
  await page.getByLabel("Mobile number").fill(number);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a code to your mobile number.")).toBeVisible();
  await enterCode(page, (await latestMessage(request, `+962${number.slice(1)}`, "otp")).code);
  await skipOnboarding(page, /\/en$/);

  const email = uniqueEmail("phone-mail");
  await page.goto("/en/hub/settings");
  await page.getByRole("link", { name: "Signed up with your mobile number? Add an email address" }).click();
  await expect(page).toHaveURL(/\/en\/hub\/email-adding$/);
  await formReady(page, "Continue");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("We sent a code to your email address.")).toBeVisible();
  await enterCode(page, (await latestMessage(request, email, "add-email")).code);
  await expect(page.getByText("Your email address is added.")).toBeVisible();
  expect(await emailOf(page)).toBe(email);
});
