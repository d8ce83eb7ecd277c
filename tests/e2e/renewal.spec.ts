/**
 * Managing a subscription (issue 29 §3): the seeded card account cancels with a reason and renews again; a new
 * subscriber moves up now (prorated, charged once to the saved card) and down at the renewal; all on the server-driven
 * manage screens. The API refuses an account with nothing to cancel. One test per journey.
 */
import { expect, test } from "./fixtures";
import { cookieOf, createAccount, sameOrigin, signInByRoute, uniqueEmail } from "./auth";
import { goodCard, typeCard } from "./cards";
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
});
