import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { cardSubscriber, countRows, get, newAccount, orderReplySchema, post, startCsgKit, storedReference, subscriptionRows, upgradeBodyOf, type CsgKit } from "./csgTestKit";
import { errorCodeOf, startSubscriptionKit } from "./testKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startCsgKit();
});
afterAll(() => csg.close());
beforeEach(() => {
  csg.provider.calls.length = 0;
  csg.provider.authoriseAll();
});

const upgrade = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) => post(csg.kit, "/csg/upgrade", body, token, headers);
const paymentsCalls = () => csg.provider.calls.filter((call) => call.path === "/v1/payments");
const orderKind = z.object({ kind: z.string(), from_product_id: z.string().nullable(), product_id: z.string(), amount: z.number() });
const orderRows = (userId: string) =>
  csg.kit.db
    .prepare("SELECT kind, from_product_id, product_id, amount FROM subscription_orders WHERE user_id = ?")
    .all(userId)
    .map((row) => orderKind.parse(row));
const november = { startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00.000Z" };

describe("POST csg/upgrade", () => {
  test("the prorated amount getProrationinfo shows is charged to the saved card's stored reference, with no challenge", async () => {
    const { userId, token } = cardSubscriber(csg.kit);
    const proration = z.object({ amountDue: z.number(), currency: z.string() }).parse((await get(csg.kit, "/getProrationinfo?toProductId=shasha-ultimate", token)).body);
    // (9500 − 4000) × 4 of 30 days, half up.
    expect(proration).toEqual({ amountDue: 733, currency: "JOD" });
    const reply = await upgrade(token, upgradeBodyOf(733, { idempotencyKey: "upgrade-first-1" }));
    expect(reply.status).toBe(200);
    const order = orderReplySchema.parse(reply.body);
    // Authorised without a challenge: PENDING until the signed notification.
    expect(order).toEqual({ orderId: order.orderId, status: "PENDING" });
    const [call, ...others] = paymentsCalls();
    expect(others).toEqual([]);
    expect(call?.headers["idempotency-key"]).toBe(order.orderId);
    expect(call?.body).toEqual({
      merchantAccount: "ShashaWeb",
      reference: order.orderId,
      amount: { value: 733, currency: "JOD" },
      paymentMethod: { token: storedReference },
      returnUrl: expect.stringMatching(new RegExp(`^https?://[^/]+/ar/hub/adyen-process-payment\\?order=${order.orderId}$`)),
      shopperReference: userId,
    });
    expect(orderRows(userId)).toEqual([{ kind: "UPGRADE", from_product_id: "shasha-vip", product_id: "shasha-ultimate", amount: 733 }]);
    const state = await get(csg.kit, `/csg/order/${order.orderId}`, token);
    expect(state.body).toMatchObject({ status: "PENDING", productId: "shasha-ultimate", amount: { value: 733, currency: "JOD" }, paidAt: null });
    // The package changes only on the notification.
    expect(subscriptionRows(csg.kit, userId)).toMatchObject([{ sku: "shasha-vip", status: "ACTIVE" }]);
  });

  test("a tampered amount is refused with the current price, and the provider is never called", async () => {
    const { userId, token } = cardSubscriber(csg.kit);
    const cheaper = await upgrade(token, upgradeBodyOf(1));
    expect(cheaper.body).toEqual({ error: { status: 409, code: "PRICE_CHANGED", message: expect.any(String), currentPrice: { value: 733, currency: "JOD" } } });
    // The full price difference, another currency, another package's amount: all refused.
    expect(errorCodeOf(await upgrade(token, upgradeBodyOf(5500)))).toBe("PRICE_CHANGED");
    expect(errorCodeOf(await upgrade(token, upgradeBodyOf(733, { amount: { value: 733, currency: "USD" } })))).toBe("PRICE_CHANGED");
    expect((await upgrade(token, upgradeBodyOf(733, { productId: "shasha-sport" }))).body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: { value: 400, currency: "JOD" } } });
    // The plan country's own currency: (13.99 − 5.99) × 4 ÷ 30 in the US.
    expect((await upgrade(token, upgradeBodyOf(733), { subscriptionCountry: "US" })).body).toMatchObject({ error: { currentPrice: { value: 107, currency: "USD" } } });
    expect(csg.provider.calls).toEqual([]);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(0);
  });

  test("the refusals, each its own; none calls the provider or stores an order", async () => {
    const refusal = async (reply: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await reply;
      return [status, errorCodeOf({ status, body })];
    };
    const vip = cardSubscriber(csg.kit);
    expect((await upgrade(undefined, upgradeBodyOf(733))).status).toBe(401);
    for (const broken of [{ paymentToken: "tok_visa_4111" }, { idempotencyKey: "short" }, { amount: { value: 733.5, currency: "JOD" } }, { amount: { value: 733, currency: "jod" } }, { productId: "" }]) {
      expect(await refusal(upgrade(vip.token, upgradeBodyOf(733, broken)))).toEqual([400, "invalid-request"]);
    }
    expect(await refusal(upgrade(newAccount(csg.kit).token, upgradeBodyOf(733)))).toEqual([403, "NO_ACTIVE_SUBSCRIPTION"]);
    const carrier = cardSubscriber(csg.kit, { paymentMethodType: "CARRIER", paymentMethodName: "mobilePay" });
    expect(await refusal(upgrade(carrier.token, upgradeBodyOf(733)))).toEqual([409, "NOT_A_CARD_SUBSCRIPTION"]);
    expect(await refusal(upgrade(cardSubscriber(csg.kit, { status: "ACTIVE_FREEZE" }).token, upgradeBodyOf(733)))).toEqual([409, "SUBSCRIPTION_FROZEN"]);
    expect(await refusal(upgrade(cardSubscriber(csg.kit, { status: "ACTIVE_CANCELED" }).token, upgradeBodyOf(733)))).toEqual([409, "SUBSCRIPTION_CANCELED"]);
    expect(await refusal(upgrade(vip.token, upgradeBodyOf(733, { productId: "shasha-gold" })))).toEqual([404, "PRODUCT_UNKNOWN"]);
    // Its own package (also by its old sku), a lower one (also mobile-only); from mobile, the hidden package one order up.
    for (const productId of ["shasha-vip", "shasha-plus-monthly", "shasha-mobile"]) {
      expect(await refusal(upgrade(vip.token, upgradeBodyOf(0, { productId })))).toEqual([409, "NOT_AN_UPGRADE"]);
    }
    const mobile = cardSubscriber(csg.kit, { sku: "shasha-mobile" });
    expect(await refusal(upgrade(mobile.token, upgradeBodyOf(0, { productId: "shasha-vip-winback" })))).toEqual([409, "NOT_AN_UPGRADE"]);
    expect(await refusal(upgrade(vip.token, upgradeBodyOf(400, { productId: "shasha-sport" }), { subscriptionCountry: "MA" }))).toEqual([409, "NOT_SOLD_IN_COUNTRY"]);
    // A card whose reference the provider did not store, or no card at all.
    expect(await refusal(upgrade(cardSubscriber(csg.kit, {}, null).token, upgradeBodyOf(733)))).toEqual([409, "NO_SAVED_CARD"]);
    expect(await refusal(upgrade(csg.kit.tokenFor("900002"), upgradeBodyOf(733)))).toEqual([409, "NO_SAVED_CARD"]);
    expect(csg.provider.calls).toEqual([]);
    expect(countRows(csg.kit, "subscription_orders", vip.userId)).toBe(0);
  });

  test("an authorised upgrade awaiting its notification blocks another payment; a key is not taken for another body", async () => {
    const { userId, token } = cardSubscriber(csg.kit);
    const first = orderReplySchema.parse((await upgrade(token, upgradeBodyOf(733, { idempotencyKey: "upgrade-pending-1" }))).body);
    const second = await upgrade(token, upgradeBodyOf(400, { productId: "shasha-sport" }));
    expect(second.body).toMatchObject({ error: { status: 409, code: "PAYMENT_PENDING", orderId: first.orderId } });
    const reused = await upgrade(token, upgradeBodyOf(400, { productId: "shasha-sport", idempotencyKey: "upgrade-pending-1" }));
    expect([reused.status, errorCodeOf(reused)]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    // Nor is the key of a purchase: an upgrade's key given to csg/subscribe is refused there too.
    const subscribeBody = { productId: "shasha-ultimate", amount: { value: 733, currency: "JOD" }, paymentToken: "tok_visa_4111", idempotencyKey: "upgrade-pending-1", returnUrl: "https://shasha.test/r" };
    expect(errorCodeOf(await post(csg.kit, "/csg/subscribe", subscribeBody, token))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(paymentsCalls()).toHaveLength(1);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(1);
  });

  test("the same idempotency key twice, or twice at once, charges once and answers the same order", async () => {
    const { userId, token } = cardSubscriber(csg.kit);
    const body = upgradeBodyOf(733, { idempotencyKey: "upgrade-twice-1" });
    const first = orderReplySchema.parse((await upgrade(token, body)).body);
    expect(orderReplySchema.parse((await upgrade(token, body)).body)).toEqual(first);
    const other = cardSubscriber(csg.kit);
    const both = await Promise.all([upgrade(other.token, { ...body }), upgrade(other.token, { ...body })]);
    const [a, b] = both.map((reply) => orderReplySchema.parse(reply.body));
    expect(a).toEqual(b);
    expect([countRows(csg.kit, "subscription_orders", userId), countRows(csg.kit, "subscription_orders", other.userId)]).toEqual([1, 1]);
    // One payment per order: the provider answers a repeated idempotency key with the same payment.
    expect(new Set(paymentsCalls().map((call) => call.headers["idempotency-key"]))).toEqual(new Set([first.orderId, a?.orderId]));
  });

  test("refused by the provider: REFUSED with its reason, and the package stays", async () => {
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-UP-REFUSED", resultCode: "Refused", refusalReason: "Expired Card", refusalReasonCode: "6" } }));
    const { userId, token } = cardSubscriber(csg.kit);
    const refused = orderReplySchema.parse((await upgrade(token, upgradeBodyOf(733))).body);
    expect(refused).toEqual({ orderId: refused.orderId, status: "REFUSED", refusalReason: "Expired Card" });
    expect(subscriptionRows(csg.kit, userId)).toMatchObject([{ sku: "shasha-vip" }]);
  });

  test("nothing due (less than a day left): PAID at once, the package changed, the period kept, no payment", async () => {
    const period = { startDate: "2026-10-27T00:00:00.000Z", endDate: "2026-11-27T00:00:00.000Z" };
    const { userId, token } = cardSubscriber(csg.kit, { ...period, nextSku: "shasha-mobile" });
    expect((await get(csg.kit, "/getProrationinfo?toProductId=shasha-ultimate", token)).body).toMatchObject({ amountDue: 0 });
    expect(errorCodeOf(await upgrade(token, upgradeBodyOf(733)))).toBe("PRICE_CHANGED");
    const body = upgradeBodyOf(0);
    const paid = orderReplySchema.parse((await upgrade(token, body)).body);
    expect(paid).toEqual({ orderId: paid.orderId, status: "PAID" });
    expect(csg.provider.calls).toEqual([]);
    expect(subscriptionRows(csg.kit, userId)).toEqual([{ sku: "shasha-ultimate", status: "ACTIVE", next_sku: null, start_date: period.startDate, end_date: period.endDate }]);
    expect((await get(csg.kit, `/csg/order/${paid.orderId}`, token)).body).toMatchObject({ status: "PAID", productId: "shasha-ultimate", amount: { value: 0, currency: "JOD" }, paidAt: "2026-11-26T12:00:00.000Z" });
    // The same key again: the same order, nothing more.
    expect(orderReplySchema.parse((await upgrade(token, body)).body)).toEqual(paid);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(1);
  });

  test("without a card provider: 503 PROVIDER_UNAVAILABLE when something is due, after the checks; nothing due needs none", async () => {
    const bare = startSubscriptionKit();
    try {
      const due = cardSubscriber(bare, november);
      const call = (token: string, body: unknown) => bare.call("/subscription/csg/upgrade", { method: "POST", body, headers: { token, country: "JO" } });
      expect(errorCodeOf(await call(due.token, upgradeBodyOf(1)))).toBe("PRICE_CHANGED");
      const unavailable = await call(due.token, upgradeBodyOf(733));
      expect([unavailable.status, errorCodeOf(unavailable)]).toEqual([503, "PROVIDER_UNAVAILABLE"]);
      expect(countRows(bare, "subscription_orders", due.userId)).toBe(0);
      const free = cardSubscriber(bare, { startDate: "2026-10-27T00:00:00.000Z", endDate: "2026-11-27T00:00:00.000Z" });
      expect(orderReplySchema.parse((await call(free.token, upgradeBodyOf(0))).body).status).toBe("PAID");
    } finally {
      bare.close();
    }
  });
});
