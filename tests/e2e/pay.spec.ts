/**
 * Paying by card (issue 29 §2 and §3) against the local card provider's stand-in, on its own origin (port 4102):
 * the card is typed into its hosted fields and never reaches the app; the subscription starts on the provider's
 * signed notification; the viewer is subscribed at once, without signing out. One test per journey.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cookieOf, createAccount, sameOrigin, signInByRoute, uniqueEmail } from "./auth";
import { servicesUrl } from "./manage";
import { challengeCard, declinedCard, goodCard, typeCard } from "./cards";


/** Every request body and reply the app's own origin saw, to search for the card number. */
function recordAppTraffic(page: Page): string[] {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().startsWith("http://localhost:3100")) seen.push(request.url(), request.postData() ?? "");
  };
  page.on("request", onRequest);
  page.on("response", (response) => {
    if (response.url().startsWith("http://localhost:3100") && response.request().resourceType() === "fetch") void response.text().then((text) => seen.push(text), () => undefined);
  });
  return seen;
}

test.describe("paying by card", () => {
  test("a declined card shows the bank's answer and keeps the page; a good card, double-clicked, charges once and subscribes at once", async ({ page, request }) => {
    const email = uniqueEmail("pay");
    await createAccount(request, email);
    await signInByRoute(page, email);
    const traffic = recordAppTraffic(page);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    await expect(page.locator("[data-block='payment-method-list'] a[aria-current='true']")).toContainText("Credit or debit card");
    // Jordan: no billing address is asked.
    await expect(page.getByRole("group", { name: "Billing address" })).toHaveCount(0);
    const pay = page.getByRole("button", { name: /^Pay JOD/ });
    await expect(pay).toBeEnabled();

    await typeCard(page, declinedCard);
    await pay.click();
    await expect(page.locator("#content").getByRole("alert")).toHaveText("Your bank declined the card. Please use another card.");
    await expect(page).toHaveURL(/\/en\/hub\/payment-methods\?package=shasha-vip$/);

    await typeCard(page, goodCard);
    await pay.dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Congratulations! Your subscription is active");
    expect(await cookieOf(page, "userType")).toBe("subscribed");

    // One paid order, however many clicks; the declined one is there too, refused.
    const token = await cookieOf(page, "__Host-token");
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token: token ?? "" } })).json();
    expect(history.orders.map((order: { status: string }) => order.status).sort()).toEqual(["PAID", "REFUSED"]);

    // The card number never reached the app: not in a request, a reply, the storage or the cookies.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    for (const text of [...traffic, stored, JSON.stringify(await page.context().cookies())]) {
      expect(text).not.toContain(goodCard);
      expect(text).not.toContain(declinedCard);
    }

    // A Plus title's playout, refused to a registered viewer (player.spec.ts), is now granted.
    expect((await page.request.post("/api/playback/playout", { headers: sameOrigin, data: { contentId: "1005" } })).status()).toBe(200);
  });

  test("from the UK: the billing address is asked, 3-D Secure is passed on the provider's page, and the viewer comes back subscribed", async ({ browser, request }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "GB" } });
    const page = await context.newPage();
    const email = uniqueEmail("pay-gb");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    const address = page.getByRole("group", { name: "Billing address" });
    await address.getByLabel("Address").fill("10 Downing Street");
    await address.getByLabel("City").fill("London");
    await address.getByLabel("Postcode").fill("SW1A 2AA");
    await typeCard(page, challengeCard);
    await page.getByRole("button", { name: /^Pay / }).click();
    // The bank's check, on the provider's own origin.
    await expect(page).toHaveURL(/^http:\/\/localhost:4102\/checkoutshopper\/threeds/);
    await page.getByLabel("Verification code").fill("1234");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
    await context.close();
  });

  test("a tampered price is refused and charges nothing; a forged notification changes nothing", async ({ page, request }) => {
    const email = uniqueEmail("pay-tamper");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    const reply = await page.evaluate(async () => {
      const response = await fetch("/api/payments/card?lang=en", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ packageId: "shasha-vip", amount: { value: 1, currency: "JOD" }, paymentToken: "tok_tampered", idempotencyKey: "tamper-0001" }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(reply).toEqual({ status: 409, body: { error: { code: "price-changed" } } });

    const forged = {
      live: "false",
      notificationItems: [{ NotificationRequestItem: { eventCode: "AUTHORISATION", success: "true", pspReference: "forged-1", originalReference: "", merchantAccountCode: "ShashaWeb", merchantReference: "order-forged", amount: { value: 4000, currency: "JOD" }, eventDate: new Date().toISOString(), additionalData: { hmacSignature: "bm90IGEgc2lnbmF0dXJl" } } }],
    };
    expect((await request.post(`${servicesUrl}/subscription/csg/notifications`, { data: forged })).status()).toBe(401);
    await page.reload();
    expect(await cookieOf(page, "userType")).toBe("registered");
  });
});
