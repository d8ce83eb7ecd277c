/**
 * Managing a subscription (issue 29 §3): the seeded card account cancels with a reason and renews again, all on the
 * server-driven manage screens; the API refuses an account with nothing to cancel. One test per journey.
 */
import { expect, test } from "./fixtures";
import { sameOrigin, signInByRoute } from "./auth";

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
