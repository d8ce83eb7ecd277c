import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import { loadCodeSeed, parseCodeSeed } from "./codeSeed";
import { freshKey, startCodeKit } from "./codeTestKit";
import { cardMethods, paymentMethodOf, reservedCharge } from "./csgReservations";
import { orderIdOf, reserveCoupon, reserveDeal, reservationState, startReservationKit, storedOrder, subscribeWith } from "./csgReservationTestKit";
import { countRows, newAccount, orderReplySchema, type CsgKit } from "./csgTestKit";
import { errorCodeOf } from "./testKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startReservationKit();
});
afterAll(() => csg.close());
beforeEach(() => {
  csg.provider.calls.length = 0;
  csg.provider.authoriseAll();
});

const paymentsCalls = () => csg.provider.calls.filter((call) => call.path === "/v1/payments");
const jod = (value: number) => ({ value, currency: "JOD" });

describe("POST csg/subscribe with a couponId", () => {
  test("the coupon's price is charged, and the order keeps the reservation, its months and the coupon method", async () => {
    const { token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    const reply = await subscribeWith(csg, token, { couponId, amount: jod(2000) });
    const order = orderReplySchema.parse(reply.body);
    expect(order).toEqual({ orderId: order.orderId, status: "PENDING" });
    expect(paymentsCalls().map((call) => call.body)).toEqual([expect.objectContaining({ reference: order.orderId, amount: jod(2000) })]);
    expect(storedOrder(csg, order.orderId)).toEqual({ amount: 2000, payment_method: "coupon", reservation_id: couponId, reservation_kind: "COUPON", reservation_periods: 1 });
    // Not spent until the signed notification says the card paid.
    expect(reservationState(csg, couponId)).toEqual({ status: "RESERVED", order_id: null });
  });

  test("a tampered price (the catalogue's, another) or package is refused with the reserved price; the provider is never called", async () => {
    const { userId, token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    const catalogues = await subscribeWith(csg, token, { couponId, amount: jod(4000) });
    expect(catalogues.body).toEqual({ error: { status: 409, code: "PRICE_CHANGED", message: expect.any(String), currentPrice: jod(2000) } });
    expect((await subscribeWith(csg, token, { couponId, amount: jod(1) })).body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: jod(2000) } });
    // The purchase's country prices it: Saudi Arabia's coupon price, not Jordan's.
    expect((await subscribeWith(csg, token, { couponId, amount: jod(2000) }, { country: "SA" })).body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: { value: 1450, currency: "SAR" } } });
    const otherPackage = await subscribeWith(csg, token, { couponId, productId: "shasha-ultimate", amount: jod(2000) });
    expect([otherPackage.status, errorCodeOf(otherPackage)]).toEqual([409, "NOT_RESERVED_FOR_PRODUCT"]);
    const outside = await subscribeWith(csg, token, { couponId, amount: { value: 1000, currency: "USD" } }, { country: "US" });
    expect([outside.status, errorCodeOf(outside)]).toEqual([409, "NOT_IN_COUNTRY"]);
    expect(csg.provider.calls).toEqual([]);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(0);
  });

  test("another account's couponId, a made-up one or one of the other kind are unknown; both ids at once are refused", async () => {
    const owner = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, owner.token);
    const { userId, token } = newAccount(csg.kit);
    const stolen = await subscribeWith(csg, token, { couponId, amount: jod(2000) });
    expect([stolen.status, errorCodeOf(stolen)]).toEqual([404, "COUPON_UNKNOWN"]);
    expect(errorCodeOf(await subscribeWith(csg, token, { couponId: "made-up-coupon", amount: jod(2000) }))).toBe("COUPON_UNKNOWN");
    const ownCoupon = await reserveCoupon(csg, token);
    const asDeal = await subscribeWith(csg, token, { dealRedemptionId: ownCoupon, amount: jod(2000) });
    expect([asDeal.status, errorCodeOf(asDeal)]).toEqual([404, "DEAL_REDEMPTION_UNKNOWN"]);
    const dealId = await reserveDeal(csg, token);
    const both = await subscribeWith(csg, token, { couponId: ownCoupon, dealRedemptionId: dealId, amount: jod(2000) });
    expect([both.status, errorCodeOf(both)]).toEqual([400, "invalid-request"]);
    for (const broken of [{ couponId: "" }, { couponId: "x".repeat(65) }, { dealRedemptionId: 42 }]) {
      expect(errorCodeOf(await subscribeWith(csg, token, { ...broken, amount: jod(2000) }))).toBe("invalid-request");
    }
    expect(csg.provider.calls).toEqual([]);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(0);
    expect(reservationState(csg, couponId).status).toBe("RESERVED");
  });

  test("the same key again answers the same order only with the same reservation", async () => {
    const { userId, token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    const first = orderReplySchema.parse((await subscribeWith(csg, token, { couponId, amount: jod(2000), idempotencyKey: "coupon-replay-1" })).body);
    expect(orderReplySchema.parse((await subscribeWith(csg, token, { couponId, amount: jod(2000), idempotencyKey: "coupon-replay-1" })).body)).toEqual(first);
    const dealId = await reserveDeal(csg, token);
    for (const other of [{ dealRedemptionId: dealId }, { couponId: dealId }, {}]) {
      const reused = await subscribeWith(csg, token, { ...other, amount: jod(2000), idempotencyKey: "coupon-replay-1" });
      expect([reused.status, errorCodeOf(reused)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    }
    // The key of a purchase at the catalogue's price does not take a coupon either.
    const plain = newAccount(csg.kit);
    await subscribeWith(csg, plain.token, { idempotencyKey: "plain-replay-1" });
    const plainCoupon = await reserveCoupon(csg, plain.token);
    expect(errorCodeOf(await subscribeWith(csg, plain.token, { couponId: plainCoupon, amount: jod(4000), idempotencyKey: "plain-replay-1" }))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(paymentsCalls()).toHaveLength(2);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(1);
  });

  test("a card refused at once leaves the reservation open: a new key pays it with another card", async () => {
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-COUPON-REFUSED", resultCode: "Refused", refusalReason: "Not enough balance" } }));
    const { token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    expect(orderReplySchema.parse((await subscribeWith(csg, token, { couponId, amount: jod(2000) })).body).status).toBe("REFUSED");
    expect(reservationState(csg, couponId)).toEqual({ status: "RESERVED", order_id: null });
    csg.provider.authoriseAll();
    const again = await subscribeWith(csg, token, { couponId, amount: jod(2000), paymentToken: "tok_mastercard_5555" });
    expect(orderReplySchema.parse(again.body).status).toBe("PENDING");
    expect(storedOrder(csg, orderIdOf(again)).reservation_id).toBe(couponId);
  });
});

describe("POST csg/subscribe with a dealRedemptionId", () => {
  test("the deal's price for its months, paid by creditCard; a tampered price is refused with it", async () => {
    const { token } = newAccount(csg.kit);
    const dealRedemptionId = await reserveDeal(csg, token);
    expect((await subscribeWith(csg, token, { dealRedemptionId, amount: jod(12000) })).body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: jod(8000) } });
    expect(errorCodeOf(await subscribeWith(csg, token, { dealRedemptionId, productId: "shasha-sport", amount: jod(8000) }))).toBe("NOT_RESERVED_FOR_PRODUCT");
    const reply = await subscribeWith(csg, token, { dealRedemptionId, amount: jod(8000) });
    expect(storedOrder(csg, orderIdOf(reply))).toEqual({ amount: 8000, payment_method: "creditCard", reservation_id: dealRedemptionId, reservation_kind: "DEAL", reservation_periods: 3 });
    expect(paymentsCalls().map((call) => call.body)).toEqual([expect.objectContaining({ amount: jod(8000) })]);
  });

  test("a deal that has ended since it was reserved is refused", async () => {
    const { userId, token } = newAccount(csg.kit);
    const dealRedemptionId = await reserveDeal(csg, token);
    csg.kit.setNow("2028-01-01T00:00:00.000Z");
    try {
      // A session of that day: the one of the reservation has expired by then.
      const ended = await subscribeWith(csg, csg.kit.tokenFor(userId), { dealRedemptionId, amount: jod(8000) });
      expect([ended.status, errorCodeOf(ended)]).toEqual([410, "DEAL_ENDED"]);
    } finally {
      csg.kit.setNow("2026-11-26T12:00:00.000Z");
    }
    expect(csg.provider.calls).toEqual([]);
  });
});

describe("reservedCharge", () => {
  const refusal = (run: () => unknown): string => {
    try {
      run();
      return "none";
    } catch (error) {
      if (error instanceof HttpError) return `${error.status} ${error.code}`;
      throw error;
    }
  };

  test("a reserved price of 0 is no card payment; without the code store every id is unknown", async () => {
    const seeded = loadCodeSeed();
    const free = parseCodeSeed({
      version: 1,
      campaigns: [{ id: "all-off", kind: "COUPON", productId: "shasha-vip", discount: { percent: 100 }, periods: 1, audience: "ALL", validUntil: "2027-12-31T00:00:00.000Z", unique: false, codes: ["ALL-OFF"] }],
      partners: [...seeded.partners.values()],
      deals: [],
    });
    const kit = startCodeKit("2026-11-26T12:00:00.000Z", free);
    try {
      const { userId, token } = kit.newAccount();
      const reply = await kit.post("/codes/redeem", { code: "ALL-OFF", idempotencyKey: freshKey() }, token);
      expect(reply.body).toMatchObject({ kind: "COUPON", price: { amount: 0, currency: "JOD" } });
      const { couponId } = z.object({ couponId: z.string() }).parse(reply.body);
      const named = { id: couponId, kind: "COUPON" as const };
      expect(refusal(() => reservedCharge({ ...kit.deps, codes: kit.store }, userId, named, "shasha-vip", "JO"))).toBe("409 NOTHING_TO_CHARGE");
      expect(refusal(() => reservedCharge(kit.deps, userId, named, "shasha-vip", "JO"))).toBe("404 COUPON_UNKNOWN");
      expect(refusal(() => reservedCharge(kit.deps, userId, { id: couponId, kind: "DEAL" }, "shasha-vip", "JO"))).toBe("404 DEAL_REDEMPTION_UNKNOWN");
    } finally {
      kit.close();
    }
  });
});

describe("cardMethods", () => {
  test("exactly the methods paymentMethodOf gives an order: the ones the card provider settles", () => {
    const given = [paymentMethodOf(undefined), paymentMethodOf({ kind: "COUPON" }), paymentMethodOf({ kind: "DEAL" })];
    expect(new Set(cardMethods)).toEqual(new Set(given));
    expect(cardMethods).not.toContain("mobilePay");
  });
});
