import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { errorCodeOf, startSubscriptionKit, type SubscriptionKit } from "./testKit";

const plan = z.object({ productId: z.string(), ovpSku: z.string(), order: z.number(), ovpValue: z.string(), screens: z.number() });
const plansReply = z.object({
  upgradablePlansDetail: z.array(plan),
  downgradablePlansDetail: z.array(plan),
  higherConcurrencyPlans: z.array(plan),
  higherConcurrencyPlansReasons: z.array(z.string()),
  reasons: z.array(z.string()),
});
const prorationReply = z.object({
  fromProductId: z.string(),
  toProductId: z.string(),
  currency: z.string(),
  amountDue: z.number().int(),
  remainingDays: z.number().int(),
  daysInPeriod: z.number().int(),
  startsAt: z.string(),
  nextRenewalDate: z.string(),
});

const now = "2026-11-26T12:00:00.000Z";
let kit: SubscriptionKit;
let token: string;
beforeAll(() => {
  kit = startSubscriptionKit(now);
  token = kit.tokenFor("900002");
});
afterAll(() => kit.close());
beforeEach(() => {
  kit.setNow(now);
  kit.setSubscription("900002", { sku: "shasha-plus-monthly", status: "ACTIVE", paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-01-01T00:00:00.000Z", endDate: "2027-01-01T00:00:00.000Z" });
});

async function plans(query: string, headers: Record<string, string> = {}) {
  const reply = await kit.call(`/subscription/upgradable-plans?${query}`, { headers: { token, ...headers } });
  expect(reply.status).toBe(200);
  const body = plansReply.parse(reply.body);
  return { ...body, up: body.upgradablePlansDetail.map((item) => item.productId), down: body.downgradablePlansDetail.map((item) => item.productId) };
}

describe("upgradable-plans", () => {
  test("a VIP subscriber in Jordan paying by card: sport and ultimate above, nothing blocking", async () => {
    const reply = await plans("productId=shasha-vip&paymentMethod=creditCard", { country: "JO" });
    expect(reply.upgradablePlansDetail).toEqual([
      { productId: "shasha-sport", ovpSku: "SHASHA_SPORT_MONTHLY", order: 2, ovpValue: "OVP_SPORT", screens: 2 },
      { productId: "shasha-ultimate", ovpSku: "SHASHA_ULTIMATE_MONTHLY", order: 3, ovpValue: "OVP_ULTIMATE", screens: 4 },
    ]);
    // The mobile-only package is carrier-billed: no plan for a card subscription.
    expect(reply.down).toEqual([]);
    expect(reply.higherConcurrencyPlans.map((item) => item.productId)).toEqual(["shasha-ultimate"]);
    expect([reply.reasons, reply.higherConcurrencyPlansReasons]).toEqual([[], []]);
  });

  test("the productId may be the old sku of the same product, never another account's or package", async () => {
    expect((await plans("productId=shasha-plus-monthly&paymentMethod=creditCard")).up).toEqual(["shasha-sport", "shasha-ultimate"]);
    const other = await kit.call("/subscription/upgradable-plans?productId=shasha-sport", { headers: { token } });
    expect([other.status, errorCodeOf(other)]).toEqual([403, "NOT_OWN_SUBSCRIPTION"]);
    const registered = await kit.call("/subscription/upgradable-plans?productId=shasha-vip", { headers: { token: kit.tokenFor("900001") } });
    expect([registered.status, errorCodeOf(registered)]).toEqual([403, "NOT_OWN_SUBSCRIPTION"]);
    const guest = await kit.call("/subscription/upgradable-plans?productId=shasha-vip");
    expect([guest.status, errorCodeOf(guest)]).toEqual([401, "SESSION_INVALID"]);
  });

  test("Morocco has no sport rights: the package above is restricted, ultimate still an upgrade", async () => {
    const reply = await plans("productId=shasha-vip&paymentMethod=creditCard", { country: "MA" });
    expect(reply.up).toEqual(["shasha-ultimate"]);
    expect(reply.reasons).toEqual(["HIGHEST_PACKAGE_COUNTRY_RESTRICTED"]);
    expect(reply.higherConcurrencyPlansReasons).toEqual([]);
    // The subscription country decides over the viewer's.
    expect((await plans("productId=shasha-vip", { country: "JO", subscriptionCountry: "MA" })).reasons).toEqual(["HIGHEST_PACKAGE_COUNTRY_RESTRICTED"]);
  });

  test("payment methods a plan cannot be changed with, from the subscription or the request", async () => {
    for (const method of ["coupon", "voucher", "iTunes", "googlePlay", "fawry"]) {
      expect((await plans(`productId=shasha-vip&paymentMethod=${method}`)).reasons).toEqual(["PAYMENT_UPGRADE_NOT_SUPPORTED"]);
    }
    kit.setSubscription("900002", { sku: "shasha-vip", status: "ACTIVE", paymentMethodType: "CASH", paymentMethodName: "fawry", startDate: "2026-01-01T00:00:00.000Z", endDate: "2027-01-01T00:00:00.000Z" });
    // The request cannot take away what the server's row says.
    expect((await plans("productId=shasha-vip&paymentMethod=creditCard", { country: "EG" })).reasons).toEqual(["PAYMENT_UPGRADE_NOT_SUPPORTED"]);
  });

  test("a card change from a native app is made on the web", async () => {
    for (const platform of ["IOS_APP", "IOS_APP2", "ANDROID_APP", "ANDROID_APP2", "HMS_APP"]) {
      const reply = await plans("productId=shasha-vip&paymentMethod=creditCard", { platform });
      expect(reply.reasons).toEqual(["PLATFORM_UNSUPPORTED_PAYMENT"]);
      expect(reply.higherConcurrencyPlansReasons).toEqual(["PLATFORM_UNSUPPORTED_PAYMENT"]);
    }
    expect((await plans("productId=shasha-vip&paymentMethod=creditCard", { platform: "WEB" })).reasons).toEqual([]);
  });

  test("the highest package has nothing above it", async () => {
    kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE", paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-01-01T00:00:00.000Z", endDate: "2027-01-01T00:00:00.000Z" });
    const reply = await plans("productId=shasha-ultimate&paymentMethod=creditCard");
    expect([reply.up, reply.down, reply.reasons]).toEqual([[], ["shasha-vip", "shasha-sport"], ["HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS"]]);
    expect(reply.higherConcurrencyPlansReasons).toEqual(["HIGHEST_PACKAGE_NO_UPGRADABLE_PLANS"]);
  });

  test("a carrier-billed mobile subscription can move up, and a carrier-billed VIP down to mobile", async () => {
    kit.setSubscription("900002", { sku: "shasha-mobile", status: "ACTIVE", paymentMethodType: "CARRIER", paymentMethodName: "mobilePay", startDate: "2026-01-01T00:00:00.000Z", endDate: "2027-01-01T00:00:00.000Z" });
    expect((await plans("productId=shasha-mobile&paymentMethod=mobilePay")).up).toEqual(["shasha-vip", "shasha-sport", "shasha-ultimate"]);
    kit.setSubscription("900002", { sku: "shasha-vip", status: "ACTIVE", paymentMethodType: "CARRIER", paymentMethodName: "mobilePay", startDate: "2026-01-01T00:00:00.000Z", endDate: "2027-01-01T00:00:00.000Z" });
    expect((await plans("productId=shasha-vip")).down).toEqual(["shasha-mobile"]);
  });
});

describe("getProrationinfo", () => {
  async function proration(toProductId: string, headers: Record<string, string> = {}) {
    const reply = await kit.call(`/subscription/getProrationinfo?toProductId=${toProductId}`, { headers: { token, ...headers } });
    expect(reply.status).toBe(200);
    return prorationReply.parse(reply.body);
  }

  test("VIP to Ultimate in Jordan with 4 whole days of November left: 0.733 JOD now, renewal on 1 December", async () => {
    expect(await proration("shasha-ultimate")).toEqual({
      fromProductId: "shasha-vip",
      toProductId: "shasha-ultimate",
      currency: "JOD",
      amountDue: 733,
      remainingDays: 4,
      daysInPeriod: 30,
      startsAt: now,
      nextRenewalDate: "2026-12-01T00:00:00.000Z",
    });
    expect((await proration("shasha-sport", { country: "KW" })).amountDue).toBe(200);
  });

  test("in the plan country's currency", async () => {
    const dollars = await proration("shasha-ultimate", { country: "US" });
    // (13.99 − 5.99) × 4 / 30 = 1.0666… → 1.07
    expect([dollars.currency, dollars.amountDue]).toEqual(["USD", 107]);
  });

  test("a canceled subscription ending before the cycle: prorated to its end; nothing after it", async () => {
    kit.setSubscription("900002", { sku: "shasha-vip", status: "ACTIVE_CANCELED", paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-11-28T00:00:00.000Z" });
    const soon = await proration("shasha-ultimate");
    expect([soon.remainingDays, soon.amountDue, soon.nextRenewalDate]).toEqual([1, 183, "2026-11-28T00:00:00.000Z"]);
    kit.setNow("2026-11-29T00:00:00.000Z");
    // A session lasts 6 hours: a new one on the later day.
    expect((await proration("shasha-ultimate", { token: kit.tokenFor("900002") })).amountDue).toBe(0);
  });

  test("409 for anything but an upgrade, 404 for an unknown product, 403 without a subscription, 401 without a session", async () => {
    for (const target of ["shasha-mobile", "shasha-vip", "shasha-plus-monthly", "shasha-vip-winback"]) {
      const reply = await kit.call(`/subscription/getProrationinfo?toProductId=${target}`, { headers: { token } });
      expect([reply.status, errorCodeOf(reply)]).toEqual([409, "NOT_AN_UPGRADE"]);
    }
    const notSold = await kit.call("/subscription/getProrationinfo?toProductId=shasha-sport", { headers: { token, country: "MA" } });
    expect([notSold.status, errorCodeOf(notSold)]).toEqual([409, "NOT_SOLD_IN_COUNTRY"]);
    const unknown = await kit.call("/subscription/getProrationinfo?toProductId=shasha-gold", { headers: { token } });
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, "PRODUCT_UNKNOWN"]);
    const none = await kit.call("/subscription/getProrationinfo?toProductId=shasha-sport", { headers: { token: kit.tokenFor("900004") } });
    expect([none.status, errorCodeOf(none)]).toEqual([403, "NO_ACTIVE_SUBSCRIPTION"]);
    expect((await kit.call("/subscription/getProrationinfo?toProductId=shasha-sport")).status).toBe(401);
    expect((await kit.call("/subscription/getProrationinfo", { headers: { token } })).status).toBe(400);
  });
});
