/**
 * Subscribing (issue 29): the package-join flow as a guest and as a subscriber, against the local subscription
 * services. One test per journey.
 */
import { expect, test } from "./fixtures";
import { formReady, seededPassword, signInByRoute } from "./auth";

test.describe("subscribing", () => {
  test("a guest follows the upsell to the packages, priced in dinars with Arabic digits; choosing one asks to sign in and keeps it", async ({ page }) => {
    await page.goto("/ar/player/movies/x/id-1005");
    const upsell = page.locator(".player__upsell");
    await expect(upsell).toHaveAttribute("href", "/ar/promo?source=upsell");
    await upsell.click();
    await expect(page).toHaveURL(/\/ar\/promo\?source=upsell$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اختر باقتك");
    const cards = page.locator("[data-block='package-list'] li[aria-labelledby]");
    await expect(cards).toHaveCount(4);
    // Jordan's viewers read Arabic-Indic digits and the dinar's three decimals (whole amounts drop them).
    const vip = cards.filter({ has: page.locator("a[href*='package=shasha-vip']") });
    await expect(vip.locator("p").filter({ hasText: "د.أ." })).toContainText(/[٠-٩]/);
    const table = page.getByRole("table", { name: "ما تتضمنه كل باقة" });
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    await vip.locator("a[href*='package=shasha-vip']").click();
    await expect(page).toHaveURL(/\/ar\/hub\/login\?redirect=%2Fhub%2Fpayment-methods%3Fpackage%3Dshasha-vip$/);
    await formReady(page, "تسجيل الدخول");
    await page.getByLabel("البريد الإلكتروني").fill("registered@shasha.test");
    await page.getByLabel("كلمة المرور", { exact: true }).fill(seededPassword);
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
    // Back on the way to paying, with the same package and its price.
    await expect(page).toHaveURL(/\/ar\/hub\/payment-methods\?package=shasha-vip$/);
    const order = page.locator("[data-block='order-summary']");
    await expect(order.getByRole("heading", { level: 2 })).toHaveText("في آي بي");
    await expect(order).toContainText("د.أ.");
  });

  test("a subscriber sees their own package marked, and the others to switch to", async ({ page }) => {
    await signInByRoute(page, "subscribed@shasha.test");
    await page.goto("/en/hub/promo");
    const cards = page.locator("[data-block='package-list'] li[aria-labelledby]");
    const own = cards.filter({ hasText: "Your package" });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole("heading", { level: 2 })).toHaveText("VIP");
    await expect(page.getByRole("link", { name: /^Switch to / })).not.toHaveCount(0);
    await expect(own.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
    // Widget mode (issue 32 §3): the package widget alone, without the site's header and footer.
    await page.goto("/en/promo?widget=subscriptions");
    await expect(cards.filter({ hasText: "Your package" })).toHaveCount(1);
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    // A native app's one link to the payment step (spec 2's ?widget=), with the package kept.
    await page.goto("/en/promo?widget=payment-methods&package=shasha-sport");
    await expect(page).toHaveURL(/\/en\/hub\/payment-methods\?widget=payment-methods&package=shasha-sport$/);
    await expect(page.getByRole("banner")).toBeHidden();
    // A subscriber is not offered a card form: they change package from their account.
    await expect(page.locator("#content")).toContainText("You already have a subscription.");
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
