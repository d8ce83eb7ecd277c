/**
 * Spec 2 "/unsubscribe": a viewer opted in to offers gets a CRM email (the dev route stands for the CRM team's tool)
 * and leaves those emails from its link, in a browser that is not signed in (the email may be read on another
 * device). Opening the link changes nothing; the button does, and pressing it again still says done; a tampered code
 * is refused. The account's flag is read back from the user service with the account's own session.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibilityProblems } from "./axe";
import { botChecked, createAccount, latestMessage, linkPath, seededPassword, uniqueEmail } from "./auth";
import { servicesUrl } from "./manage";

async function sessionOf(request: APIRequestContext, email: string): Promise<string> {
  const reply = await request.post(`${servicesUrl}/user/authenticate`, { data: { email, password: seededPassword } });
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  const token = typeof body === "object" && body !== null && "token" in body && typeof body.token === "string" ? body.token : undefined;
  if (token === undefined) throw new Error("no session token in the sign-in reply");
  return token;
}

/** The account's `subscribeToPromotion`, as `/user/userData` says it. */
async function promotions(request: APIRequestContext, token: string): Promise<unknown> {
  const reply = await request.get(`${servicesUrl}/user/userData`, { headers: { token } });
  expect(reply.ok()).toBe(true);
  const body: unknown = await reply.json();
  const user = typeof body === "object" && body !== null && "user" in body ? body.user : undefined;
  return typeof user === "object" && user !== null && "subscribeToPromotion" in user ? user.subscribeToPromotion : undefined;
}

test("a CRM email's link unsubscribes from offers without signing in, again harmlessly, and a tampered link is refused", async ({ page, request }) => {
  const email = uniqueEmail("crm");
  await createAccount(request, email);
  const token = await sessionOf(request, email);
  try {
    // The viewer opted in to offers (the settings form's "Send me special offers").
    expect((await request.post(`${servicesUrl}/user/updateProfile`, { data: { subscribeToPromotion: true }, headers: { token, ...(await botChecked()) } })).ok()).toBe(true);
    expect(await promotions(request, token)).toBe(true);

    // The CRM team's email, in Arabic, with its personal link.
    expect((await request.post(`${servicesUrl}/user/dev/crm-email`, { data: { email, list: "promotions", lang: "ar" } })).ok()).toBe(true);
    const message = await latestMessage(request, email, "crm");
    const link = linkPath(message.link);
    expect(link).toMatch(/^\/ar\/unsubscribe\?code=/);

    // Opening it (as a mail scanner would too) only asks.
    const opened = await page.goto(link);
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: "إلغاء الاشتراك في رسائل شاشة" })).toBeVisible();
    await expect(page.getByText("لن يتغيّر شيء قبل أن تضغط")).toBeVisible();
    const button = page.getByRole("button", { name: "إلغاء الاشتراك" });
    await expect(button).toBeEnabled();
    expect(await accessibilityProblems(page, "unsubscribe (ar)", { rails: false })).toEqual([]);
    expect(await promotions(request, token)).toBe(true);

    // The button unsubscribes, and says at which (masked) address.
    await button.click();
    const done = page.locator('[data-unsubscribe="done"]');
    await expect(done.getByRole("status")).toContainText("لن تصلك بعد الآن رسائل العروض الخاصة على c***@shasha.test");
    await expect(done.getByRole("link", { name: "الانتقال إلى إعداداتك" })).toHaveAttribute("href", "/ar/hub/settings");
    expect(await promotions(request, token)).toBe(false);
    expect(await accessibilityProblems(page, "unsubscribe done (ar)", { rails: false })).toEqual([]);

    // The same link again: still done.
    await page.goto(link);
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.locator('[data-unsubscribe="done"]').getByRole("status")).toContainText("c***@shasha.test");

    // Another list under the same signature: not valid, and nothing changes.
    const code = message.code ?? "";
    const tampered = code.replace(".promotions.", ".all.");
    expect(tampered).not.toBe(code);
    await page.goto(`/ar/unsubscribe?code=${encodeURIComponent(tampered)}`);
    await page.getByRole("button", { name: "إلغاء الاشتراك" }).click();
    await expect(page.locator('[data-unsubscribe="failed"]').getByRole("alert")).toContainText("رابط إلغاء الاشتراك هذا غير صالح أو انتهت صلاحيته");
  } finally {
    await request.post(`${servicesUrl}/user/logout`, { data: {}, headers: { token } });
  }
});
