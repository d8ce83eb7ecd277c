import { afterEach, describe, expect, test, vi } from "vitest";
import { signedResponse } from "@/adapters/http/signedResponse";
import { setLogSink, type LogEntry } from "@/ops/log";
import { ServiceError } from "../http/ServiceError";
import { cardPaymentRefusal, SubscriptionClient } from "./subscriptionClient";

const ctx = { locale: "en" as const, country: "KW" };
const pricing = (amount: number, currency = "KWD") => ({ pricingPlanDuration: "P1M", productType: "SVOD", currency, amount, free: false });

const product = (id: string, order: number, amount: number, extra: Record<string, unknown> = {}) => ({
  id,
  ovpSku: id.toUpperCase(),
  ovpValue: `OVP_${id}`,
  default: order === 1,
  order,
  packageCode: order === 1 ? "VIP" : "ULTIMATE",
  name: `name ${id}`,
  description: `about ${id}`,
  mobileOnly: false,
  screens: order === 1 ? 2 : 4,
  showingType: "BASE",
  promotionalTag: order === 3 ? "Best value" : null,
  promotionalTagId: order === 3 ? "best-value" : null,
  features: [
    { id: "screens", included: true, specialText: order === 1 ? "2 screens" : "4 screens" },
    { id: "downloads", included: order === 3, specialText: null },
  ],
  pricing: pricing(amount),
  current: false,
  ...extra,
});

const configuration = (products: unknown[]) => ({
  country: "KW",
  currency: "KWD",
  language: "en",
  flow: "ORGANIC_ACQUISITION",
  platform: "WEB",
  products,
  freeProduct: { id: "shasha-free", ovpValue: "OVP_FREE", default: false, name: "Free", description: "d", features: [], pricing: { ...pricing(0), free: true } },
  subscriptionPackages: [{ id: "shasha-vip", name: "VIP", isDefault: true, mobileOnly: false }],
  featureTable: [
    { id: "screens", title: "Screens at once" },
    { id: "downloads", title: "Downloads" },
  ],
  specialOffers: [],
  benefits: [],
  sponsors: [],
  addOns: [],
  addOnProductMappings: [],
  homeSubscribedCTA: { title: "t", cta: "c", url: "/hub/change-package", productIds: [] },
  promotionalTags: [{ id: "best-value", text: "Best value" }],
  visualElements: { accentColor: "#f5b800" },
  catalogs: [{ name: "shasha-plus", tag_url: "/tags/plus", live_tag_url: "/tags/plus-live", isDefault: true }],
  showPageUpsellToFreeForYou: true,
});

const activeWire = {
  sku: "shasha-plus-monthly",
  productId: "shasha-vip",
  ovpSku: "SHASHA_VIP_MONTHLY",
  purchaseType: "SVOD",
  subscriptionStatus: "ACTIVE",
  nextSku: null,
  startDate: "2026-01-01T00:00:00.000Z",
  endDate: "2027-01-01T00:00:00.000Z",
  frequencyType: "MONTHLY",
  coupon: false,
  paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard" },
};

/** A fresh Response per call: a body can be read only once. */
function client(status: number, body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => signedResponse(JSON.stringify(body), status));
  return { fetchImpl, subscription: new SubscriptionClient({ baseURL: "http://svc/subscription", fetchImpl }) };
}

function sent(fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>) {
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  return { url: new URL(String(url)), headers: new Headers(init?.headers), method: init?.method };
}

const logged: LogEntry[] = [];
afterEach(() => {
  setLogSink(undefined);
  logged.length = 0;
});
const captureLog = () => setLogSink((entry) => void logged.push(entry));

describe("SubscriptionClient.catalogue", () => {
  test("maps the package configuration onto the domain catalogue, sorted by order, prices as Money", async () => {
    const { subscription, fetchImpl } = client(200, configuration([product("shasha-ultimate", 3, 5500), product("shasha-vip", 1, 2500)]));
    const catalogue = await subscription.catalogue("ORGANIC_ACQUISITION", ctx, { token: "t0k", filterPackageIds: ["shasha-vip", "shasha-ultimate"] });
    expect(catalogue.country).toBe("KW");
    expect(catalogue.featureRows).toEqual([
      { id: "screens", label: "Screens at once" },
      { id: "downloads", label: "Downloads" },
    ]);
    expect(catalogue.packages.map((item) => item.id)).toEqual(["shasha-vip", "shasha-ultimate"]);
    expect(catalogue.packages[0]).toEqual({
      id: "shasha-vip",
      name: "name shasha-vip",
      description: "about shasha-vip",
      code: "VIP",
      order: 1,
      isDefault: true,
      mobileOnly: false,
      showingType: "BASE",
      price: { minor: 2500, currency: "KWD" },
      period: "P1M",
      features: [
        { id: "screens", included: true, specialText: "2 screens" },
        { id: "downloads", included: false },
      ],
    });
    expect(catalogue.packages[1]?.tag).toBe("Best value");
    const request = sent(fetchImpl);
    expect(request.url.pathname).toBe("/subscription/subscription-config/packageConfiguration");
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ country: "KW", language: "en", flow: "ORGANIC_ACQUISITION", filterPackageIds: "shasha-vip,shasha-ultimate" });
    expect([request.headers.get("country"), request.headers.get("token"), request.headers.get("language")]).toEqual(["KW", "t0k", "en"]);
  });

  test("a malformed reply is refused at the boundary: a float amount, an unknown package code", async () => {
    for (const broken of [product("shasha-vip", 1, 4.5), product("shasha-vip", 1, 2500, { packageCode: "GOLD" })]) {
      const { subscription } = client(200, configuration([broken]));
      const error = await subscription.catalogue("ORGANIC_ACQUISITION", ctx).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ code: "invalid-response" });
    }
  });

  test("a 400 of the service rejects with its status", async () => {
    const { subscription } = client(400, { error: { status: 400, code: "invalid-flow", message: "m" } });
    await expect(subscription.catalogue("HIDDEN", ctx)).rejects.toMatchObject({ status: 400, body: { error: { code: "invalid-flow" } } });
  });
});

describe("SubscriptionClient.upgradePlans", () => {
  const plansReply = {
    productId: "shasha-vip",
    country: "MA",
    upgradablePlansDetail: [{ productId: "shasha-ultimate", ovpSku: "U", order: 3, ovpValue: "OVP_U", screens: 4 }],
    downgradablePlansDetail: [],
    higherConcurrencyPlans: [{ productId: "shasha-ultimate", ovpSku: "U", order: 3, ovpValue: "OVP_U", screens: 4 }],
    higherConcurrencyPlansReasons: [],
    reasons: ["HIGHEST_PACKAGE_COUNTRY_RESTRICTED", "SOMETHING_NEW"],
  };

  test("maps the plans, leaves out reasons it does not know, and sends who asks from where", async () => {
    const { subscription, fetchImpl } = client(200, plansReply);
    const plans = await subscription.upgradePlans("shasha-vip", "creditCard", "t0k", { ...ctx, country: "MA" }, { subscriptionCountry: "JO", platform: "IOS_APP" });
    expect(plans).toEqual({
      upgrades: [{ id: "shasha-ultimate", order: 3 }],
      downgrades: [],
      reasons: ["HIGHEST_PACKAGE_COUNTRY_RESTRICTED"],
      higherConcurrency: [{ id: "shasha-ultimate", order: 3 }],
    });
    const request = sent(fetchImpl);
    expect(request.url.pathname).toBe("/subscription/upgradable-plans");
    expect(request.url.searchParams.get("productId")).toBe("shasha-vip");
    expect(request.url.searchParams.get("paymentMethod")).toBe("creditCard");
    expect([request.headers.get("token"), request.headers.get("country"), request.headers.get("subscriptionCountry"), request.headers.get("platform")]).toEqual(["t0k", "MA", "JO", "IOS_APP"]);
  });

  test("spec 8: a failure gives undefined, silently (a log line only), whatever went wrong", async () => {
    captureLog();
    for (const [status, body] of [[500, { error: {} }], [403, { error: { code: "NOT_OWN_SUBSCRIPTION" } }], [200, { reasons: "nope" }]] as const) {
      const { subscription } = client(status, body);
      await expect(subscription.upgradePlans("shasha-vip", "creditCard", "t0k", ctx)).resolves.toBeUndefined();
    }
    const offline = new SubscriptionClient({ baseURL: "http://svc/subscription", fetchImpl: vi.fn<typeof fetch>().mockRejectedValue(new TypeError("fetch failed")) });
    await expect(offline.upgradePlans("shasha-vip", "creditCard", "t0k", ctx)).resolves.toBeUndefined();
    expect(logged.map((entry) => [entry.level, entry.code])).toEqual(Array.from({ length: 4 }, () => ["warn", "subscription-upgrade-plans-failed"]));
  });
});

describe("SubscriptionClient: proration, subscriptions, product context", () => {
  test("proration: the amount due as Money, the remaining days and the renewal", async () => {
    const { subscription, fetchImpl } = client(200, {
      fromProductId: "shasha-vip",
      toProductId: "shasha-ultimate",
      country: "JO",
      currency: "JOD",
      amountDue: 733,
      currentAmount: 4000,
      newAmount: 9500,
      remainingDays: 4,
      daysInPeriod: 30,
      periodStart: "2026-11-01T00:00:00.000Z",
      startsAt: "2026-11-26T12:00:00.000Z",
      nextRenewalDate: "2026-12-01T00:00:00.000Z",
    });
    expect(await subscription.proration("shasha-ultimate", "t0k", ctx)).toEqual({ amountDue: { minor: 733, currency: "JOD" }, remainingDays: 4, renewsAt: "2026-12-01T00:00:00.000Z" });
    expect(sent(fetchImpl).url.searchParams.get("toProductId")).toBe("shasha-ultimate");
  });

  test("proration: a 409 (not an upgrade) rejects", async () => {
    const { subscription } = client(409, { error: { status: 409, code: "NOT_AN_UPGRADE", message: "m" } });
    await expect(subscription.proration("shasha-mobile", "t0k", ctx)).rejects.toMatchObject({ status: 409 });
  });

  test("subscriptionData and the current package", async () => {
    const reply = { userCalculatedStatus: "SUBSCRIBED", subscriptions: [activeWire], activeSubscription: activeWire, latestSubscription: activeWire, renewalFrequency: "MONTHLY" };
    const { subscription: clientForData } = client(200, reply);
    const summary = await clientForData.subscriptionData("t0k", ctx);
    expect(summary.active).toEqual({
      sku: "shasha-plus-monthly",
      productId: "shasha-vip",
      status: "ACTIVE",
      purchaseType: "SVOD",
      nextSku: undefined,
      startDate: "2026-01-01T00:00:00.000Z",
      endDate: "2027-01-01T00:00:00.000Z",
      paymentMethod: { type: "CARD", name: "creditCard" },
      frequency: "MONTHLY",
      coupon: false,
    });
    expect(await clientForData.currentPackageId("t0k", ctx)).toBe("shasha-vip");
    const { subscription: none } = client(200, { ...reply, userCalculatedStatus: "REGISTERED", subscriptions: [], activeSubscription: null, latestSubscription: null, renewalFrequency: null });
    expect(await none.currentPackageId("t0k", ctx)).toBeUndefined();
  });

  test("product context: mapped, and undefined on failure (spec 8)", async () => {
    const { subscription } = client(200, { productId: "shasha-vip", name: "VIP", description: "d", code: "VIP", order: 1, mobileOnly: false, screens: 2, owned: true, soldInCountry: true, pricing: pricing(2500) });
    expect(await subscription.productContext("shasha-vip", ctx, "t0k")).toEqual({ productId: "shasha-vip", name: "VIP", code: "VIP", order: 1, mobileOnly: false, owned: true, price: { minor: 2500, currency: "KWD" } });
    captureLog();
    const { subscription: failing } = client(404, { error: { code: "PRODUCT_UNKNOWN" } });
    expect(await failing.productContext("shasha-gold", ctx)).toBeUndefined();
    expect(logged.map((entry) => entry.code)).toEqual(["subscription-product-context-failed"]);
  });
});

describe("SubscriptionClient: card payments", () => {
  const purchase = {
    productId: "shasha-vip",
    amount: { value: 2500, currency: "KWD" },
    paymentToken: "tok_1",
    idempotencyKey: "key-12345678",
    returnUrl: "https://shasha.test/en/hub/adyen-process-payment",
    billingAddress: { addressLine1: "1 Main St", city: "Kuwait City", zip: "13001", country: "KW" },
  };

  test("subscribeByCard posts the purchase with the session and passes the order's reply on", async () => {
    const { subscription, fetchImpl } = client(200, { orderId: "o-1", status: "CHALLENGE", redirectUrl: "https://provider.test/3ds" });
    expect(await subscription.subscribeByCard(purchase, "t0k", ctx)).toEqual({ orderId: "o-1", status: "CHALLENGE", redirectUrl: "https://provider.test/3ds" });
    const request = sent(fetchImpl);
    expect([request.method, request.url.pathname, request.headers.get("token"), request.headers.get("country")]).toEqual(["POST", "/subscription/csg/subscribe", "t0k", "KW"]);
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual(purchase);
  });

  test("a refusal rejects; cardPaymentRefusal reads its code and the current price as Money", async () => {
    const { subscription } = client(409, { error: { status: 409, code: "PRICE_CHANGED", message: "m", currentPrice: { value: 2500, currency: "KWD" } } });
    const error = await subscription.subscribeByCard(purchase, "t0k", ctx).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(cardPaymentRefusal(error)).toEqual({ status: 409, code: "PRICE_CHANGED", currentPrice: { minor: 2500, currency: "KWD" } });
    expect(cardPaymentRefusal(new Error("offline"))).toBeUndefined();
    const { subscription: broken } = client(200, { orderId: "o-1", status: "PAID_MAYBE" });
    await expect(broken.cardPaymentDetails("o-1", "X3DS", "t0k", ctx)).rejects.toMatchObject({ code: "invalid-response" });
  });

  test("cardPaymentDetails, order, orderHistory and wallet map onto the app's shapes", async () => {
    const { subscription: details, fetchImpl: detailsFetch } = client(200, { orderId: "o/1", status: "PENDING" });
    expect(await details.cardPaymentDetails("o/1", "X3DS", "t0k", ctx)).toEqual({ orderId: "o/1", status: "PENDING" });
    const [, init] = detailsFetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ orderId: "o/1", redirectResult: "X3DS" });
    const state = { orderId: "o/1", status: "PAID", productId: "shasha-vip", amount: { value: 2500, currency: "KWD" }, refusalReason: null, createdAt: "2026-11-26T12:00:00.000Z", paidAt: "2026-11-26T12:00:05.000Z" };
    const { subscription: order, fetchImpl: orderFetch } = client(200, state);
    expect(await order.order("o/1", "t0k", ctx)).toEqual({ ...state, amount: { minor: 2500, currency: "KWD" }, refusalReason: undefined });
    expect(sent(orderFetch).url.pathname).toBe("/subscription/csg/order/o%2F1");
    const { refusalReason: _reason, ...entry } = state;
    const { subscription: history } = client(200, { orders: [{ ...entry, paidAt: null, paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard", issuer: null, last4: null } }] });
    expect(await history.orderHistory("t0k", ctx)).toEqual([
      { ...entry, amount: { minor: 2500, currency: "KWD" }, paidAt: undefined, paymentMethod: { type: "CARD", name: "creditCard", issuer: undefined, last4: undefined } },
    ]);
    const card = { type: "CARD", issuer: "visa", last4: "1111", expirationMonth: 3, expirationYear: 2030, bin: "411111", issuerCountry: "KW", billingAddress: null };
    const { subscription: wallet, fetchImpl: walletFetch } = client(200, { paymentInstruments: [card] });
    expect(await wallet.wallet("t0k", ctx)).toEqual([{ type: "CARD", issuer: "visa", last4: "1111", expiry: { month: 3, year: 2030 }, bin: "411111", issuerCountry: "KW", billingAddress: undefined }]);
    expect([sent(walletFetch).method, sent(walletFetch).url.pathname]).toEqual(["POST", "/subscription/pricing/retrieveWallet"]);
    const { subscription: floaty } = client(200, { ...state, amount: { value: 25.5, currency: "KWD" } });
    await expect(floaty.order("o/1", "t0k", ctx)).rejects.toMatchObject({ code: "invalid-response" });
  });
});
