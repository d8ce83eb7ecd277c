/**
 * Paying on the phone bill and in cash (issue 29 §2) against the local stand-ins of the carrier billing provider
 * (port 4103) and the cash provider (port 4104), each on its own origin, server to server: the operator texts a PIN to
 * the suite's outbox, the cash reference is marked paid at the provider's test kiosk, and the subscription starts on
 * each provider's signed notification. The partner TV providers' stand-in (port 4107) signs their customers in on its
 * own page. One test per journey.
 */
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cookieOf, createAccount, formReady, latestMessage, signInByRoute, skipOnboarding, uniqueEmail } from "./auth";
import { accessibilityProblems } from "./axe";
import { servicesUrl } from "./manage";
import { goodCard, typeCard } from "./cards";

/** The cash provider stand-in's test kiosk (services/cashProvider): the viewer paying at an outlet. */
const cashKiosk = "http://127.0.0.1:4104/dev/kiosk/pay";
/** Its development API key (services/cashProvider/cashProviderSettings.ts). */
const cashProviderKey = { "x-api-key": "shasha-dev-cash-provider-key" };

/** The carrier billing stand-in's development routes (services/carrierProvider/devRoutes.ts) and their key. */
const carrierDev = "http://127.0.0.1:4103/dev";
const carrierProviderKey = { "x-api-key": "shasha-dev-carrier-provider-key" };

/** The App Store stand-in's purchase (services/storeProvider): what StoreKit hands the iOS app after a purchase. */
const appStorePurchase = "http://127.0.0.1:4105/dev/purchases";
const appStoreKey = { "x-api-key": "shasha-dev-app-store-key" };

/** The cookies a native shell's first visit sets (proxy.ts), and a recorder in place of its bridge objects. */
async function simulateShell(context: BrowserContext, platform: "IOS_APP" | "ANDROID_APP") {
  await context.addCookies(["isWebView=1", `platform=${platform}`].map((pair) => ({ name: pair.split("=")[0] ?? "", value: pair.split("=")[1] ?? "", url: "http://localhost:3100" })));
  await context.addInitScript((ios: boolean) => {
    const sent: unknown[] = [];
    Object.assign(window, { nativeSent: sent });
    if (ios) Object.assign(window, { webkit: { messageHandlers: { shasha: { postMessage: (message: unknown) => sent.push(message) } } } });
    else Object.assign(window, { ShashaAndroid: { postMessage: (message: string) => sent.push(JSON.parse(message)) } });
  }, platform === "IOS_APP");
}

/** A Zain Jordan number no other run has used, ending in none of the test numbers' endings (0001 to 0003). */
function freshNumber(): { typed: string; e164: string } {
  const digits = String(Date.now() % 100_000).padStart(5, "0");
  const tail = ["0001", "0002", "0003"].includes(digits.slice(1)) ? `${digits.slice(0, 1)}4444` : digits;
  return { typed: `079 12${tail.slice(0, 1)} ${tail.slice(1)}`, e164: `+9627912${tail}` };
}

test.describe("paying without a card", () => {
  test("on the phone bill: the operator texts a PIN, a wrong one says the tries left, the right one subscribes at once", async ({ page, request }) => {
    const email = uniqueEmail("carrier");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/payment-methods?package=shasha-vip&method=mobilePay");
    await expect(page.locator("[data-block='payment-method-list'] a[aria-current='true']")).toContainText("Mobile bill");
    const number = freshNumber();
    await page.getByRole("radio", { name: "Zain" }).check();
    await page.getByLabel("Mobile number").fill(number.typed);
    await page.getByRole("button", { name: "Send me a code" }).dblclick();
    await expect(page.locator("#content output")).toContainText("We sent a code of 4 digits by text message to");
    expect(await accessibilityProblems(page, "carrier PIN step", { rails: false })).toEqual([]);

    const pin = (await latestMessage(request, number.e164, "otp")).code ?? "";
    expect(pin).toMatch(/^\d{4}$/);
    const wrong = pin === "0000" ? "1111" : "0000";
    await page.getByLabel("Code from the text message").fill(wrong);
    await page.getByRole("button", { name: /^Confirm and pay/ }).click();
    await expect(page.locator("#content").getByRole("alert")).toHaveText("The code is not right. Tries left: 2.");

    await page.getByLabel("Code from the text message").fill(pin);
    await page.getByRole("button", { name: /^Confirm and pay/ }).click();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");

    // One paid order on the phone bill, however many clicks.
    const token = (await cookieOf(page, "__Host-token")) ?? "";
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token } })).json();
    expect(history.orders.map((order: { status: string; paymentMethod: { paymentMethodName: string } }) => [order.status, order.paymentMethod.paymentMethodName])).toEqual([["PAID", "mobilePay"]]);
  });

  test("on the account's own number: one tap pays on the phone bill; a failed renewal suspends it and the settings charge the bill again", async ({ page, request }) => {
    // A phone account on Zain (header enrichment) whose number ends in 0003: it pays, its renewals fail.
    const tail = String(Date.now() % 1000).padStart(3, "0");
    await page.goto("/en/hub/mobile-login");
    await formReady(page, "Continue");
    await page.getByLabel("Mobile number").fill(`079 ${tail} 0003`);
    await page.getByRole("button", { name: "Continue" }).click();
    const { code } = await latestMessage(request, `+96279${tail}0003`, "otp");
    await page.getByLabel("Digit 1 of 6").click();
    await page.keyboard.type(code ?? "");
    await page.getByRole("button", { name: "Continue" }).click();
    await skipOnboarding(page, /\/en$/);

    await page.goto("/en/hub/payment-methods?package=shasha-vip&method=mobilePay");
    expect(await accessibilityProblems(page, "one tap on the own number", { rails: false })).toEqual([]);
    await page.getByRole("button", { name: /^Pay JOD\s4 with your number •••003$/ }).dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
    // One paid order on the bill, however many clicks, and no PIN was asked.
    const token = (await cookieOf(page, "__Host-token")) ?? "";
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token } })).json();
    expect(history.orders.map((order: { status: string }) => order.status)).toEqual(["PAID"]);
    const orderId: string = history.orders[0].orderId;

    // The operator's next renewal fails (the stand-in's development route bills it now): the subscription is suspended.
    const contracts = await (await request.get(`${carrierDev}/contracts?merchantReference=${orderId}`, { headers: carrierProviderKey })).json();
    expect((await request.post(`${carrierDev}/contracts/${contracts.contracts[0].contractId}/renew`, { headers: carrierProviderKey })).ok()).toBe(true);
    await expect.poll(async () => (await (await request.get(`${servicesUrl}/subscription/subscriptionData`, { headers: { token } })).json()).userCalculatedStatus, { timeout: 20_000 }).toBe("SUSPENDED");

    // The viewer ticket is re-derived once it is five minutes old; dropping it stands for that wait.
    await page.context().clearCookies({ name: "__Host-viewer" });
    await page.goto("/en/hub/settings");
    expect(await cookieOf(page, "userType")).toBe("suspended");
    await expect(page.getByText("Your subscription is suspended because a payment did not go through. Subscribe again to keep watching.")).toBeVisible();
    expect(await accessibilityProblems(page, "settings of a suspended carrier subscriber", { rails: false })).toEqual([]);
    await page.getByRole("button", { name: "Pay again with my phone bill" }).click();
    // Once the operator confirms, the page reloads as a subscriber's: the settings link to managing the subscription.
    await expect(page.getByRole("link", { name: "Manage my subscription" })).toBeVisible({ timeout: 30_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
  });

  test("in cash in Egypt: a reference to pay at an outlet, shown again on return, and the subscription starts once it is paid", async ({ browser, request }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-edge-country": "EG" } });
    const page = await context.newPage();
    const email = uniqueEmail("cash");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/ar/hub/payment-methods?package=shasha-vip&method=fawry");
    await page.getByRole("button", { name: /^احصل على رقم دفع مرجعي بقيمة/ }).dblclick();
    const reference = page.locator("#content dd[dir='ltr']");
    await expect(reference).toHaveText(/^\d{6,20}$/);
    const referenceNumber = (await reference.textContent()) ?? "";
    await expect(page.getByRole("img", { name: "الرمز الشريطي للرقم المرجعي" })).toBeVisible();
    expect(await accessibilityProblems(page, "cash reference (ar)", { rails: false })).toEqual([]);

    // Back on the page later: the same reference, not a second one.
    await page.reload();
    await expect(reference).toHaveText(referenceNumber);

    expect((await request.post(cashKiosk, { headers: cashProviderKey, data: { referenceNumber } })).ok()).toBe(true);
    await expect(page).toHaveURL(/\/ar\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
    await context.close();
  });

  test("inside the apps: the store of the app the page is in, startMobilePayment over the bridge, and the store's proof subscribes", async ({ browser, page, request }) => {
    // A plain browser is offered no store.
    const plain = uniqueEmail("plain");
    await createAccount(request, plain);
    await signInByRoute(page, plain);
    await page.goto("/en/hub/payment-methods?package=shasha-vip");
    await expect(page.locator("[data-block='payment-method-list']")).toContainText("Mobile bill");
    await expect(page.locator("[data-block='payment-method-list']")).not.toContainText(/App Store|Google Play/);

    const android = await browser.newContext();
    await simulateShell(android, "ANDROID_APP");
    const androidPage = await android.newPage();
    await signInByRoute(androidPage, plain);
    await androidPage.goto("/en/hub/payment-methods?package=shasha-vip");
    await expect(androidPage.locator("[data-block='payment-method-list']")).toContainText("Google Play");
    await expect(androidPage.locator("[data-block='payment-method-list']")).not.toContainText("App Store");
    await android.close();

    const ios = await browser.newContext();
    await simulateShell(ios, "IOS_APP");
    const iosPage = await ios.newPage();
    const email = uniqueEmail("ios");
    await createAccount(request, email);
    await signInByRoute(iosPage, email);
    await iosPage.goto("/en/hub/payment-methods?package=shasha-vip&method=iTunes");
    await iosPage.getByRole("button", { name: /^Subscribe with the App Store for/ }).click();
    await expect(iosPage.locator("#content output")).toHaveText("Complete the purchase in the App Store window…");
    const sent = await iosPage.evaluate(() => JSON.stringify(Reflect.get(window, "nativeSent")));
    const [message] = JSON.parse(sent);
    expect(message).toMatchObject({ flow: "subscription", event: "startMobilePayment", data: { store: "apple", productId: "com.shasha.vip.monthly", packageId: "shasha-vip" } });

    // The simulated app buys the product in the store and hands the page the store's signed transaction.
    const purchase = await request.post(appStorePurchase, { headers: appStoreKey, data: { productId: message.data.productId, appAccountToken: message.data.appAccountToken } });
    const { signedTransaction } = await purchase.json();
    const answer = JSON.stringify({ event: "mobilePaymentResult", data: { orderId: message.data.orderId, status: "purchased", proof: signedTransaction } });
    await iosPage.evaluate((text) => window.shashaWeb?.receive(text), answer);
    await expect(iosPage).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(iosPage, "userType")).toBe("subscribed");
    await ios.close();
  });

  test("a voucher code: an unknown one is said so, the voucher says what it gives and activates the package at once", async ({ page, request }) => {
    const email = uniqueEmail("voucher");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/code-redemption");
    const field = page.getByLabel("Your coupon or voucher code");
    await field.fill("NOT-A-CODE-1");
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(page.locator("#content").getByRole("alert")).toHaveText("We do not know this code. Check it and try again.");
    // Typed as people do: lower case, spaces for dashes.
    await field.fill("vip1 month 0003");
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(page.locator("#content output")).toHaveText("This voucher gives you VIP for 1 month, with nothing to pay.");
    expect(await accessibilityProblems(page, "code redemption", { rails: false })).toEqual([]);
    await page.getByRole("button", { name: "Activate my subscription" }).dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
  });

  test("a coupon code: it says what it gives, and the card payment charges its price, once", async ({ page, request }) => {
    const email = uniqueEmail("coupon");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/code-redemption");
    await page.getByLabel("Your coupon or voucher code").fill("welcome50");
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(page.locator("#content output")).toHaveText(/^This coupon gives you VIP for 1 month at JOD\s2 instead of JOD\s4, then at the usual price\.$/);
    await page.getByRole("button", { name: "Use this coupon and pay by card" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/payment-methods\?package=shasha-vip&coupon=/);
    await expect(page.getByText(/^Your coupon: 1 month at JOD\s2 instead of JOD\s4/)).toBeVisible();
    await expect(page.locator("[data-block='order-summary']")).toContainText(/JOD\s2\s+for 1 month with your code, then JOD\s4 per month/);
    const pay = page.getByRole("button", { name: /^Pay JOD\s2$/ });
    await expect(pay).toBeEnabled();
    await typeCard(page, goodCard);
    await pay.dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    const token = (await cookieOf(page, "__Host-token")) ?? "";
    const history = await (await request.get(`${servicesUrl}/subscription/csg/orderHistory`, { headers: { token } })).json();
    expect(history.orders.map((order: { amount: { value: number }; paymentMethod: { paymentMethodName: string } }) => [order.amount.value, order.paymentMethod.paymentMethodName])).toEqual([[2000, "coupon"]]);
  });

  test("a partner's voucher deal: a guest is asked to sign in; signed in, the partner's code starts the package at once", async ({ page, request }) => {
    await page.goto("/en/hub/deal-landing/nomad-vip-voucher");
    await expect(page.getByText("Sign in or create your free account to get this offer.")).toBeVisible();
    const email = uniqueEmail("deal");
    await createAccount(request, email);
    await signInByRoute(page, email);
    await page.goto("/en/hub/deal-landing/nomad-vip-voucher");
    await expect(page.getByText("An offer from Nomad Telecom")).toBeVisible();
    await page.getByLabel("The partner's voucher code").fill("nomad-vip3-0002");
    await page.getByRole("button", { name: "Get this offer" }).dblclick();
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
  });
  test("a partner TV provider's login: a guest signs in first; a Dish package without Shasha is refused, one with it subscribes at once", async ({ page, request }) => {
    const email = uniqueEmail("partner");
    await createAccount(request, email);
    await page.goto("/en/hub/partner-list");
    await page.getByRole("link", { name: "Sign in with your provider Dish" }).click();
    await expect(page).toHaveURL(/\/en\/hub\/partner-list\/dish$/);
    const signIn = page.getByRole("link", { name: "Sign in with Dish" });
    await signIn.click();
    await expect(page).toHaveURL(/\/en\/hub\/login\?redirect=%2Fen%2Fhub%2Fpartner-list%2Fdish$/);
    await signInByRoute(page, email);
    await page.goto("/en/hub/partner-list/dish");
    // The provider's own page, on its own origin: Shasha never sees the password.
    const atProvider = async (login: string, password: string) => {
      await signIn.click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in to Dish" })).toBeVisible();
      await page.getByLabel("Account number or email").fill(login);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
    };
    await atProvider("DISH-1005", "dish-1005-pass");
    await expect(page).toHaveURL(/\/en\/hub\/partner-list\/dish\?partnerError=not-entitled$/);
    await expect(page.locator("#content").getByRole("alert")).toHaveText("Your Dish package does not include Shasha. Add it with Dish, or choose a Shasha package.");
    await atProvider("dish.1001@dish.test", "dish-1001-pass");
    await expect(page).toHaveURL(/\/en\/hub\/subscription-congrats$/, { timeout: 20_000 });
    expect(await cookieOf(page, "userType")).toBe("subscribed");
    await page.goto("/en/hub/manage-subscriptions");
    await expect(page.getByText(/^Included in your Dish package, paid through .+\. It renews with your Dish package\.$/)).toBeVisible();
    await expect(page.getByText("This subscription is billed through Dish: change or cancel it there.")).toBeVisible();
  });
});

