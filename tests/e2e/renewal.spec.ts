/**
 * Managing a subscription (issue 29 §3): the seeded card account cancels with a reason and renews again; a new
 * subscriber moves up now (prorated, charged once to the saved card) and down at the renewal; all on the server-driven
 * manage screens; a subscriber changes the saved card (3-D Secure included). The API refuses an account with nothing
 * to cancel. One test per journey.
 */
import { expect, test } from "./fixtures";
import { cookieOf, createAccount, sameOrigin, signInByRoute, uniqueEmail } from "./auth";
import { challengeCard, declinedCard, goodCard, typeCard } from "./cards";
import { accessibilityProblems } from "./axe";
import { servicesUrl } from "./manage";

test.describe("managing the subscription", () => {
  test("a subscriber cancels with a reason, sees it canceled until its end date, and renews again", async ({ page }) => {
    await signInByRoute(page, "card@shasha.test");
    await page.goto("/en/hub/settings");
    await page.getByRole("link", { name: "Manage my subscription" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/manage-subscriptions$/);
    const summary = page.locator("[data-block='subscription-manage']");
    await expect(summary).toContainText("Active");
    await expect(summary).toContainText(/Renews on January 1, 2027 for JOD/);
    await expect(summary).toContainText("Paid by Visa card ending in 1111, expires 03/30");

    await summary.getByRole("link", { name: "Cancel subscription" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/cancel-reason-before$/);
    const reasons = page.getByRole("group", { name: "Choose the main reason" });
    await expect(reasons.getByRole("radio")).not.toHaveCount(0);
    const next = page.getByRole("button", { name: "Continue" });
    await expect(next).toBeEnabled();
    await next.click();
    // Nothing chosen: said next to the choices, which get the focus.
    await expect(reasons.getByRole("alert")).toHaveText("Choose a reason to continue.");
    await expect(reasons.getByRole("radio").first()).toBeFocused();
    await reasons.getByRole("radio", { name: /too expensive/ }).check();
    await page.getByLabel("Anything else you want to tell us? (optional)").fill("Back after Ramadan");
    await next.click();

    await expect(page).toHaveURL(/\/en\/hub\/before-you-go$/);
    await expect(page.locator("[data-block='subscription-manage']")).toContainText(/stays active until January 1, 2027/);
    const stop = page.getByRole("button", { name: "Cancel my subscription" });
    await expect(stop).toBeEnabled();
    await stop.click();

    await expect(page).toHaveURL(/\/en\/hub\/thank-you$/);
    const after = page.locator("[data-block='subscription-manage']");
    await expect(after).toContainText("Canceled");
    await expect(after).toContainText("you can keep watching until January 1, 2027");
    // Still subscribed until then (spec 4: ACTIVE_CANCELED is subscribed): a second cancel has nothing to do.
    expect((await page.request.post("/api/subscription/cancel?lang=en", { data: {}, headers: sameOrigin })).status()).toBe(200);

    const keep = after.getByRole("button", { name: "Keep my subscription" });
    await expect(keep).toBeEnabled();
    await keep.click();
    await expect(page.locator("[data-block='subscription-manage']")).toContainText(/Renews on January 1, 2027/);
    await page.goto("/en/hub/cancel-reason-before");
    await expect(page.getByRole("group", { name: "Choose the main reason" })).toBeVisible();
  });

  test("a new subscriber moves up now, paying the prorated difference once with the saved card, then down at the renewal", async ({ page, request }) => {
    const email = uniqueEmail("change");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    const pay = page.getByRole("button", { name: /^Pay JOD/ });
    await expect(pay).toBeEnabled();
    await typeCard(page, goodCard);
    await pay.click();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });

    // Up, from the packages: the difference for the rest of the period, charged to the card saved by the first payment.
    await page.goto("/en/hub/promo");
    await page.getByRole("link", { name: "Switch to Ultimate" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/change-package\?package=shasha-ultimate$/);
    const change = page.locator("[data-block='subscription-manage']");
    await expect(change).toContainText(/Ultimate starts now\. You pay JOD\s[\d.]+ today for the \d+ days left of this period/);
    await expect(change).toContainText("Paid by Visa card ending in 1111");
    const up = change.getByRole("button", { name: /^Pay JOD\s[\d.]+ and switch now$/ });
    await expect(up).toBeEnabled();
    await up.dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/(subscription-congrats|manage-subscriptions)$/, { timeout: 20_000 });
    await page.goto("/en/hub/manage-subscriptions");
    const summary = page.locator("[data-block='subscription-manage']");
    await expect(summary.getByRole("heading", { level: 3 })).toHaveText("Ultimate");
    // Two payments in all, the subscription and the upgrade: the double click charged once.
    const token = await cookieOf(page, "__Host-token");
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token: token ?? "" } })).json();
    expect(history.orders.map((order: { status: string }) => order.status)).toEqual(["PAID", "PAID"]);
    await page.getByRole("link", { name: "Payment history" }).click();
    const payments = page.locator("[data-block='subscription-manage'] li");
    await expect(payments).toHaveCount(2);
    await expect(payments.first()).toContainText(/Ultimate · JOD\s[\d.]+/);
    await expect(payments.first()).toContainText("Visa ending in 1111");
    await expect(payments.nth(1)).toContainText("Paid");

    // Down: VIP + Sport from the renewal, Ultimate until then.
    await page.goto("/en/hub/change-package?package=shasha-sport");
    await expect(change).toContainText(/VIP \+ Sport starts on .+, when your current period ends, for JOD\s7\. Until then you keep Ultimate\./);
    const down = change.getByRole("button", { name: /^Switch on / });
    await expect(down).toBeEnabled();
    await down.click();
    await expect(page).toHaveURL(/\/en\/hub\/manage-subscriptions$/);
    await expect(summary).toContainText(/it changes to VIP \+ Sport, for JOD\s7/);
  });

  test("an account with nothing to cancel, and a tampered body, change nothing", async ({ page }) => {
    await signInByRoute(page, "registered@shasha.test");
    const cancel = await page.request.post("/api/subscription/cancel?lang=en", { data: {}, headers: sameOrigin });
    expect([cancel.status(), await cancel.json()]).toEqual([409, { error: { code: "no-subscription" } }]);
    expect((await page.request.post("/api/subscription/cancel?lang=en", { data: { userId: "900007" }, headers: sameOrigin })).status()).toBe(400);
    // The manage page is a subscriber's: the route table sends this account to the packages.
    await page.goto("/en/hub/manage-subscriptions");
    await expect(page).not.toHaveURL(/manage-subscriptions/);
  });

  test("a subscriber changes the saved card: a declined one changes nothing, a new one passes 3-D Secure and is what renewals charge", async ({ page, request }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    const email = uniqueEmail("card");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    await typeCard(page, goodCard);
    await page.getByRole("button", { name: /^Pay JOD/ }).click();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });

    await page.goto("/en/hub/payment-management");
    const card = page.locator("[data-block='subscription-manage']");
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Visa ending in 1111");
    await card.getByRole("link", { name: "Change card" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/bank-card-modification$/);
    const save = page.getByRole("button", { name: "Save this card" });
    await expect(save).toBeEnabled();
    await typeCard(page, declinedCard);
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "Your bank declined the card" })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/hub\/bank-card-modification$/);

    await typeCard(page, challengeCard);
    await save.click();
    await expect(page).toHaveURL(/^http:\/\/localhost:4102\/checkoutshopper\/threeds/);
    await page.getByLabel("Verification code").fill("1234");
    await page.getByRole("button", { name: "Confirm" }).click();
    // Back on the card's page, which waits for the provider's signed word, then shows the card saved.
    await expect(page).toHaveURL(/\/en\/hub\/payment-management$/, { timeout: 20_000 });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("Visa ending in 3184");
    const token = await cookieOf(page, "__Host-token");
    const wallet = await (await request.post(`${servicesUrl}/subscription/pricing/retrieveWallet`, { headers: { token: token ?? "" }, data: { isDefault: true } })).json();
    expect(wallet.paymentInstruments.map((saved: { last4: string }) => saved.last4)).toEqual(["3184"]);
    // Checking a card is no payment: the history still holds the one subscription.
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token: token ?? "" } })).json();
    expect(history.orders).toHaveLength(1);
  });

  test("an account with a PIN gives it once per session before its subscription pages; without it the service refuses to charge", async ({ page, request }) => {
    // A journey of many pages: on a busy CI machine it comes near the default 30 s.
    test.setTimeout(60_000);
    const email = uniqueEmail("pin");
    await createAccount(request, email);
    await signInByRoute(page, email);
    const token = (await cookieOf(page, "__Host-token")) ?? "";
    expect((await request.patch(`${servicesUrl}/userprofile/settings`, { headers: { token }, data: { pin: "2468" } })).ok()).toBe(true);
    // The page asks nothing yet: the API alone is refused, by the service, whatever the request says.
    const payment = { packageId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, paymentToken: "tok_forged", idempotencyKey: "pin-forged-0001", pinPassed: true };
    const refused = await page.request.post("/api/payments/card?lang=en", { data: payment, headers: { ...sameOrigin, "x-subscription-pin": "passed" } });
    expect(await refused.json()).toEqual({ error: { code: "pin-required" } });

    // In Arabic, right to left, and accessible.
    await page.goto("/ar/hub/code-redemption");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أدخل رمز PIN");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await accessibilityProblems(page, "subscription PIN (ar)", { rails: false })).toEqual([]);

    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter your PIN");
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    const pin = page.getByLabel("PIN", { exact: true });
    const next = page.getByRole("button", { name: "Continue" });
    await expect(next).toBeEnabled();
    await pin.fill("1357");
    await next.click();
    await expect(page.getByRole("alert").filter({ hasText: "That PIN is not right" })).toBeVisible();
    await pin.fill("2468");
    await next.click();
    await expect(page.getByRole("button", { name: /^Pay JOD/ })).toBeVisible();
    // Once per session: the other subscription pages do not ask again.
    await page.goto("/en/hub/code-redemption");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Enter your PIN");
  });
});
