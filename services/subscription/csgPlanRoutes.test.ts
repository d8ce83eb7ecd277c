import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { errorCodeOf, startSubscriptionKit, type SubscriptionKit } from "./testKit";

let kit: SubscriptionKit;
beforeAll(() => {
  kit = startSubscriptionKit("2026-11-26T12:00:00.000Z");
});
afterAll(() => kit.close());

const card = { paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00.000Z" };
beforeEach(() => kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE", ...card }));

const post = (path: string, body: unknown, userId?: string, headers: Record<string, string> = {}) =>
  kit.call(`/subscription/csg/${path}`, { method: "POST", body, headers: { country: "JO", ...headers, ...(userId === undefined ? {} : { token: kit.tokenFor(userId) }) } });

describe("POST csg/updateSubscription", () => {
  test("a downgrade is scheduled for the renewal; the package itself clears it", async () => {
    const scheduled = await post("updateSubscription", { productId: "shasha-vip" }, "900002");
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ subscription: { productId: "shasha-ultimate", subscriptionStatus: "ACTIVE", nextSku: "shasha-vip", endDate: card.endDate } });
    expect((await post("updateSubscription", { productId: "shasha-ultimate" }, "900002")).body).toMatchObject({ subscription: { nextSku: null } });
  });

  test("refused: an upgrade, a hidden or mobile-only package, a package not sold there, an unknown one, no card subscription", async () => {
    kit.setSubscription("900002", { sku: "shasha-sport", status: "ACTIVE", ...card });
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-ultimate" }, "900002"))).toBe("NOT_A_DOWNGRADE");
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-vip-winback" }, "900002"))).toBe("NOT_A_DOWNGRADE");
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-mobile" }, "900002"))).toBe("NOT_A_DOWNGRADE");
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-gold" }, "900002"))).toBe("PRODUCT_UNKNOWN");
    kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE", ...card });
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-sport" }, "900002", { subscriptionCountry: "MA" }))).toBe("NOT_SOLD_IN_COUNTRY");
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-vip" }, "900001"))).toBe("NO_ACTIVE_SUBSCRIPTION");
    kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE", ...card, paymentMethodType: "CARRIER", paymentMethodName: "mobilePay" });
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-vip" }, "900002"))).toBe("NOT_A_CARD_SUBSCRIPTION");
    expect((await post("updateSubscription", {}, "900002")).status).toBe(400);
    expect((await post("updateSubscription", { productId: "shasha-vip" })).status).toBe(401);
  });
});

describe("POST csg/cancel", () => {
  test("the renewal stops: ACTIVE_CANCELED, no next package, the end date kept; again changes nothing", async () => {
    await post("updateSubscription", { productId: "shasha-vip" }, "900002");
    const canceled = await post("cancel", {}, "900002");
    expect(canceled.body).toEqual({ subscription: expect.objectContaining({ subscriptionStatus: "ACTIVE_CANCELED", nextSku: null, endDate: card.endDate }) });
    expect((await post("cancel", {}, "900002")).body).toEqual(canceled.body);
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-vip" }, "900002"))).toBe("SUBSCRIPTION_CANCELED");
    expect((await kit.call("/subscription/subscriptionData", { headers: { token: kit.tokenFor("900002") } })).body).toMatchObject({ userCalculatedStatus: "SUBSCRIBED", status: "ACTIVE_CANCELED" });
  });

  test("resubscribing before the end date: its own package renews again, the end date kept", async () => {
    await post("cancel", {}, "900002");
    const renewed = await post("updateSubscription", { productId: "shasha-ultimate" }, "900002");
    expect(renewed.body).toEqual({ subscription: expect.objectContaining({ subscriptionStatus: "ACTIVE", nextSku: null, endDate: card.endDate }) });
  });

  test("refused without an active card subscription", async () => {
    expect(errorCodeOf(await post("cancel", {}, "900001"))).toBe("NO_ACTIVE_SUBSCRIPTION");
    kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE_FREEZE", ...card });
    expect(errorCodeOf(await post("cancel", {}, "900002"))).toBe("SUBSCRIPTION_FROZEN");
    expect((await post("cancel", {})).status).toBe(401);
  });
});

describe("a subscription whose first period a coupon paid", () => {
  const coupon = { ...card, paymentMethodName: "coupon" };

  test("renews by card: csg/cancel and csg/updateSubscription take it", async () => {
    kit.setSubscription("900002", { sku: "shasha-ultimate", status: "ACTIVE", ...coupon });
    expect((await post("updateSubscription", { productId: "shasha-vip" }, "900002")).body).toMatchObject({ subscription: { nextSku: "shasha-vip", paymentMethod: { paymentMethodName: "coupon" } } });
    expect((await post("cancel", {}, "900002")).body).toMatchObject({ subscription: { subscriptionStatus: "ACTIVE_CANCELED", coupon: true, endDate: card.endDate } });
    expect((await post("updateSubscription", { productId: "shasha-ultimate" }, "900002")).body).toMatchObject({ subscription: { subscriptionStatus: "ACTIVE", nextSku: null } });
  });

  test("is not upgraded at once (its proration would credit the undiscounted price), and a voucher's renews nothing", async () => {
    kit.setSubscription("900002", { sku: "shasha-vip", status: "ACTIVE", ...coupon });
    const upgrade = await post("upgrade", { productId: "shasha-ultimate", amount: { value: 1, currency: "JOD" }, idempotencyKey: "coupon-upgrade-1" }, "900002");
    expect([upgrade.status, errorCodeOf(upgrade)]).toEqual([409, "NOT_A_CARD_SUBSCRIPTION"]);
    kit.setSubscription("900002", { sku: "shasha-vip", status: "ACTIVE", ...card, paymentMethodType: "VOUCHER", paymentMethodName: "voucher" });
    expect(errorCodeOf(await post("cancel", {}, "900002"))).toBe("NOT_A_CARD_SUBSCRIPTION");
    expect(errorCodeOf(await post("updateSubscription", { productId: "shasha-vip" }, "900002"))).toBe("NOT_A_CARD_SUBSCRIPTION");
  });
});
