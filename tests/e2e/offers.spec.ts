/**
 * Special offers (issue 29; spec 2 `/hub/offers`, `/hub/offer/{offerParam}`, `/hub/offerValidation/{offerParam}`):
 * a guest finds the welcome offer, signs in to take it, pays the offer's price by card against the provider's
 * stand-in, and once subscribed the same offer says it is for new subscribers. The service decides each step.
 */
import { expect, test } from "./fixtures";
import { cookieOf, createAccount, signInByRoute, uniqueEmail } from "./auth";
import { accessibilityProblems } from "./axe";
import { goodCard, typeCard } from "./cards";
import { servicesUrl } from "./manage";

test("a guest finds an offer, signs in to take it, pays its price once, and then it is no longer theirs to take", async ({ page, request }) => {
  // A journey of many pages: on a busy CI machine it comes near the default 30 s.
  test.setTimeout(60_000);
  await page.goto("/ar/hub/offers");
  await expect(page.getByRole("heading", { level: 2, name: "عروض لك" })).toBeVisible();
  expect(await accessibilityProblems(page, "offers in Arabic", { rails: false })).toEqual([]);

  await page.goto("/en/hub/offers");
  const welcome = "Welcome offer: your first month of VIP for less";
  await expect(page.getByRole("heading", { level: 3, name: welcome })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Go Ultimate: 30% off your first month" })).toHaveCount(0);
  await page.getByRole("link", { name: `See the offer ${welcome}` }).click();
  await expect(page).toHaveURL(/\/en\/hub\/offer\/offer-welcome-vip$/);
  await expect(page.getByText(/^JOD\s2 for your first month, then JOD\s4 a month$/)).toBeVisible();
  await page.getByRole("link", { name: "Sign in to take this offer" }).click();
  await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=%2Fhub%2FofferValidation%2Foffer-welcome-vip$/);

  const email = uniqueEmail("offer");
  await createAccount(request, email);
  await signInByRoute(page, email);
  await page.goto("/en/hub/offerValidation/offer-welcome-vip");
  await page.getByRole("link", { name: "Take this offer" }).click();
  await expect(page).toHaveURL(/\/en\/hub\/payment-methods\?package=shasha-vip&offer=offer-welcome-vip$/);
  await expect(page.getByText(/^Your offer: 1 month at JOD\s2 instead of JOD\s4/)).toBeVisible();
  await expect(page.locator("[data-block='order-summary']")).toContainText(/JOD\s2\s+for 1 month with the offer, then JOD\s4 per month/);
  const pay = page.getByRole("button", { name: /^Pay JOD\s2$/ });
  await expect(pay).toBeEnabled();
  await typeCard(page, goodCard);
  await pay.dblclick();
  await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
  const token = (await cookieOf(page, "__Host-token")) ?? "";
  const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token } })).json();
  expect(history.orders.map((order: { amount: { value: number } }) => order.amount.value)).toEqual([2000]);

  await page.goto("/en/hub/offer/offer-welcome-vip");
  await expect(page.getByText("This offer is for new subscribers. You already have a subscription.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Take this offer" })).toHaveCount(0);
});
