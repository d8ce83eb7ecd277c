/** Helpers of the sign-in tests: the dev outbox, seeded accounts, and signing in through the form route. */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { servicesUrl } from "./manage";
import { botCheckHeader } from "@/domain/botCheck";
import { botCheckToken } from "@/services/testing/botCheckToken";

/** The header of a direct call the user service bot-checks (spec 4): a solved challenge, as the app's page would send. */
export async function botChecked(): Promise<Record<string, string>> {
  return { [botCheckHeader]: await botCheckToken(servicesUrl) };
}

export const seededPassword = "Shasha-2026!";
export const appOrigin = "http://localhost:3100";
/** What a browser sends with a same-origin POST; the app refuses state-changing requests without it (proxy.ts). */
export const sameOrigin = { origin: appOrigin };
/** The production build's HttpOnly cookies (app/_session/authCookies.ts). */
export const tokenCookie = "__Host-token";
export const viewerCookie = "__Host-viewer";

export interface OutboxMessage {
  kind: string;
  link?: string;
  code?: string;
}

function isMessage(value: unknown): value is OutboxMessage {
  return typeof value === "object" && value !== null && "kind" in value && typeof value.kind === "string";
}

/** The newest message of this kind sent to `to`, waiting a little for it to arrive. */
export async function latestMessage(request: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const reply: unknown = await (await request.get(`${servicesUrl}/user/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    const messages = typeof reply === "object" && reply !== null && "messages" in reply && Array.isArray(reply.messages) ? reply.messages : [];
    found = messages.filter(isMessage).find((message) => message.kind === kind);
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  if (!found) throw new Error(`no ${kind} message to ${to}`);
  return found;
}

/** The app page an email link opens, on whatever host the test runs against. */
export function linkPath(link: string | undefined): string {
  if (!link) throw new Error("the message has no link");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@shasha.test`;
}

/**
 * A test account, made as if by a viewer of its own address (sign-ups are limited per address, issue 27). The services
 * believe the address only with the app's caller secret, the development one in the e2e setup (playwright.config.ts).
 * It stands for an account that has been in use for a while: its profile is past onboarding (issue 31 §4), so a
 * sign-in lands home; onboarding.spec.ts signs up through the page and goes through it.
 */
export async function createAccount(request: APIRequestContext, email: string, password = seededPassword) {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const reply = await request.post(`${servicesUrl}/user/createAccount`, { data: { email, password, firstName: "E2E" }, headers: { "x-client-address": address, [servicesCallerHeader]: devServicesCallerSecret, ...(await botChecked()) } });
  expect(reply.ok()).toBe(true);
  // Sign-up answers with the new account's session (issue 27); no browser holds it, so it ends here rather than count
  // as another device of the account.
  const created: unknown = await reply.json();
  const token = typeof created === "object" && created !== null && "token" in created && typeof created.token === "string" ? created.token : undefined;
  expect(token).toBeDefined();
  expect((await request.post(`${servicesUrl}/content/personalization/onboarding/finish`, { data: { titles: [] }, headers: { token: token ?? "" } })).ok()).toBe(true);
  expect((await request.post(`${servicesUrl}/user/logout`, { data: {}, headers: { token: token ?? "" } })).ok()).toBe(true);
}

/** Signs the page's browser context in through the app's own form route (cookies land in the context). */
export async function signInByRoute(page: Page, email: string, password = seededPassword) {
  const reply = await page.request.post("/api/forms/sign-in?lang=en", {
    headers: sameOrigin,
    data: { screenId: "/user/login-form", formId: "login-form", values: { email, password } },
  });
  expect(reply.ok(), `sign-in of ${email}: ${reply.status()} ${await reply.text()}`).toBe(true);
}

export async function cookieOf(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

export async function signInWithForm(page: Page, email: string, password: string) {
  await formReady(page, "Sign in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Waits until the form with this submit button is hydrated (its submit is disabled until then). A select
 * changed before hydration is reset to the server's value when React takes over, so tests wait first.
 */
export async function formReady(page: Page, submitName: string) {
  await expect(page.getByRole("button", { name: submitName, exact: true })).toBeEnabled();
}

/** Signs out through the /logout confirmation, whose form posts; then the page goes home. */
export async function signOut(page: Page) {
  await page.goto("/en/logout");
  await page.locator("#content").getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/en$/);
}

/** Posts a form through the app's own route, as the page's form would (same origin, JSON). */
export function postForm(page: Page, operation: string, data: { screenId: string; formId: string; values: Record<string, unknown> }) {
  return page.request.post(`/api/forms/${operation}?lang=en`, { headers: sameOrigin, data });
}

/**
 * A new account, or a profile watched for the first time, is offered onboarding first (issue 31 §4); a test about
 * something else skips it, as a viewer may, and lands home (`home`: where, a kid profile's is its kids page).
 */
export async function skipOnboarding(page: Page, home: RegExp) {
  await expect(page).toHaveURL(/\/hub\/onboarding$/);
  await page.getByRole("button", { name: /^(Skip for now|تخطَّ الآن|Passer pour l’instant)$/ }).click();
  await expect(page).toHaveURL(home);
}
