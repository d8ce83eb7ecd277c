import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { errorCodeOf, startSubscriptionKit, type SubscriptionKit } from "./testKit";

const wireSubscription = z.object({
  sku: z.string(),
  productId: z.string(),
  subscriptionStatus: z.string(),
  nextSku: z.string().nullable(),
  frequencyType: z.string().nullable(),
  coupon: z.boolean(),
  paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }),
});
const dataReply = z.object({
  userCalculatedStatus: z.string(),
  subscriptions: z.array(wireSubscription),
  activeSubscription: wireSubscription.nullable(),
  latestSubscription: wireSubscription.nullable(),
  productId: z.string().nullable(),
  sku: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.string().nullable(),
  paymentMethodType: z.string().nullable(),
  paymentMethodName: z.string().nullable(),
  coupon: z.boolean(),
  renewalFrequency: z.string().nullable(),
});

let kit: SubscriptionKit;
const tokens: Record<string, string> = {};
beforeAll(() => {
  kit = startSubscriptionKit("2026-11-26T12:00:00.000Z");
  for (const id of ["900001", "900002", "900003", "900004"]) tokens[id] = kit.tokenFor(id);
});
afterAll(() => kit.close());

const as = (userId: string): Record<string, string> => ({ token: tokens[userId] ?? "" });

describe("subscriptionData", () => {
  test("a subscriber: the subscriptions and spec 3's derived values, the old sku named by its product", async () => {
    const reply = await kit.call("/subscription/subscriptionData", { headers: as("900002") });
    expect(reply.status).toBe(200);
    const data = dataReply.parse(reply.body);
    expect(data).toMatchObject({
      userCalculatedStatus: "SUBSCRIBED",
      productId: "shasha-vip",
      sku: "shasha-plus-monthly",
      startDate: "2026-01-01T00:00:00.000Z",
      endDate: "2027-01-01T00:00:00.000Z",
      status: "ACTIVE",
      paymentMethodType: "CARD",
      paymentMethodName: "creditCard",
      coupon: false,
      renewalFrequency: "MONTHLY",
    });
    expect(data.activeSubscription).toEqual(data.latestSubscription);
    expect(data.subscriptions).toHaveLength(1);
  });

  test("a registered account has none; a suspended one has no active subscription, its latest tells the status", async () => {
    const registered = dataReply.parse((await kit.call("/subscription/subscriptionData", { headers: as("900001") })).body);
    expect(registered).toMatchObject({ subscriptions: [], activeSubscription: null, latestSubscription: null, productId: null, status: null, userCalculatedStatus: "REGISTERED" });
    const suspended = dataReply.parse((await kit.call("/subscription/subscriptionData", { headers: as("900004") })).body);
    expect(suspended).toMatchObject({ activeSubscription: null, status: "REMOVED", productId: "shasha-vip", userCalculatedStatus: "SUSPENDED" });
  });

  test("401 without a session or with a forged one", async () => {
    const attempts: Record<string, string>[] = [{}, { token: "forged" }];
    for (const headers of attempts) {
      const reply = await kit.call("/subscription/subscriptionData", { headers });
      expect([reply.status, errorCodeOf(reply)]).toEqual([401, "SESSION_INVALID"]);
    }
  });
});

describe("offer/eligibility", () => {
  const eligibility = async (offerId: string, headers: Record<string, string> = {}) => {
    const reply = await kit.call(`/subscription/offer/eligibility?offerId=${offerId}`, { headers });
    expect(reply.status).toBe(200);
    return z.object({ offerId: z.string(), productId: z.string(), eligible: z.boolean(), reason: z.string() }).parse(reply.body);
  };

  test("acquisition offers: guests and registered accounts yes, subscribers no", async () => {
    expect(await eligibility("offer-welcome-vip")).toEqual({ offerId: "offer-welcome-vip", productId: "shasha-vip", eligible: true, reason: "ELIGIBLE" });
    expect((await eligibility("offer-welcome-vip", as("900001"))).eligible).toBe(true);
    expect((await eligibility("offer-welcome-vip", as("900004"))).eligible).toBe(true);
    expect(await eligibility("offer-welcome-vip", as("900002"))).toMatchObject({ eligible: false, reason: "ALREADY_SUBSCRIBED" });
    expect(await eligibility("offer-welcome-vip", as("900003"))).toMatchObject({ eligible: false, reason: "ALREADY_SUBSCRIBED" });
  });

  test("upgrade offers: subscribers below the package only", async () => {
    expect(await eligibility("offer-ultimate-upgrade")).toMatchObject({ eligible: false, reason: "SIGN_IN_REQUIRED" });
    expect(await eligibility("offer-ultimate-upgrade", as("900001"))).toMatchObject({ eligible: false, reason: "NOT_SUBSCRIBED" });
    expect(await eligibility("offer-ultimate-upgrade", as("900002"))).toMatchObject({ eligible: true, reason: "ELIGIBLE" });
  });

  test("offers for all: not for a subscriber at or above the package; never outside the window or the country", async () => {
    expect((await eligibility("offer-sport-launch", as("900002"))).eligible).toBe(true);
    expect(await eligibility("offer-sport-launch", { ...as("900002"), country: "MA" })).toMatchObject({ eligible: false, reason: "NOT_AVAILABLE_IN_COUNTRY" });
    expect(await eligibility("offer-summer-2025")).toMatchObject({ eligible: false, reason: "OFFER_INACTIVE" });
    const unknown = await kit.call("/subscription/offer/eligibility?offerId=offer-nope");
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, "OFFER_UNKNOWN"]);
    expect((await kit.call("/subscription/offer/eligibility?offerId=offer-welcome-vip", { headers: { token: "forged" } })).status).toBe(401);
  });
});

describe("misc/getCrmData", () => {
  test("the customer-relationship record: status, package code and country", async () => {
    const record = async (userId: string) => (await kit.call("/subscription/misc/getCrmData", { headers: as(userId) })).body;
    expect(await record("900002")).toEqual({ userId: "900002", userStatus: "subscribed", packageCode: "VIP", productId: "shasha-vip", subscriptionStatus: "ACTIVE", country: "JO" });
    expect(await record("900003")).toMatchObject({ userStatus: "subscribed", subscriptionStatus: "ACTIVE_CANCELED" });
    expect(await record("900004")).toMatchObject({ userStatus: "registered", packageCode: null, subscriptionStatus: null });
    expect(await record("900001")).toMatchObject({ userStatus: "registered", packageCode: null });
    expect((await kit.call("/subscription/misc/getCrmData")).status).toBe(401);
  });
});

describe("infoservice/productContext", () => {
  const context = async (query: string, headers: Record<string, string> = {}) => {
    const reply = await kit.call(`/subscription/infoservice/productContext?${query}`, { headers });
    return { status: reply.status, body: z.looseObject({ productId: z.string(), name: z.string(), owned: z.boolean(), soldInCountry: z.boolean() }).safeParse(reply.body), code: errorCodeOf(reply) };
  };

  test("a product's context in the language, and whether the caller holds it", async () => {
    const vip = await context("productId=shasha-vip&language=fr", as("900002"));
    expect(vip.body.data).toMatchObject({ productId: "shasha-vip", name: "VIP", code: "VIP", order: 1, owned: true, soldInCountry: true, pricing: { currency: "JOD", amount: 4000 } });
    expect((await context("productId=shasha-sport&language=ar", as("900002"))).body.data).toMatchObject({ name: "في آي بي + رياضة", owned: false });
    expect((await context("productId=shasha-vip")).body.data?.owned).toBe(false);
    expect((await context("productId=shasha-sport", { country: "MA" })).body.data).toMatchObject({ soldInCountry: false, pricing: null });
  });

  test("404 for an unknown product, 401 for a forged session", async () => {
    expect(await context("productId=shasha-gold")).toMatchObject({ status: 404, code: "PRODUCT_UNKNOWN" });
    expect(await context("productId=shasha-vip", { token: "forged" })).toMatchObject({ status: 401, code: "SESSION_INVALID" });
  });
});
