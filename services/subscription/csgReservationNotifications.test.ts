import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/log";
import { orderIdOf, reserveCoupon, reserveDeal, reservationState, startReservationKit, subscribeWith } from "./csgReservationTestKit";
import { countRows, get, newAccount, post, type CsgKit } from "./csgTestKit";
import { createOrderStore } from "./orderStore";
import { errorCodeOf } from "./testKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startReservationKit();
});
afterAll(() => csg.close());
beforeEach(() => csg.provider.authoriseAll());

const logged: LogEntry[] = [];
afterEach(() => {
  setLogSink(undefined);
  logged.length = 0;
});

const jod = (value: number) => ({ value, currency: "JOD" });
/** The provider's signed word on the order: paid (or refused, with `success: false`). */
const notify = (orderId: string, value: number, changes: { success?: boolean; reason?: string; pspReference?: string } = {}) =>
  post(csg.kit, "/csg/notifications", csg.provider.notification({ pspReference: `PSP-${randomUUID().slice(0, 12)}`, merchantReference: orderId, amount: jod(value), ...changes }));
const subscriptionData = async (token: string) => (await get(csg.kit, "/subscriptionData", token)).body;

/** The account's subscription ended, so it may buy again (the reservation's own rules are then what answers). */
const endSubscription = (userId: string) =>
  csg.kit.setSubscription(userId, { sku: "shasha-vip", status: "REMOVED", paymentMethodType: "CARD", paymentMethodName: "coupon", startDate: "2026-10-01T00:00:00.000Z", endDate: "2026-11-01T00:00:00.000Z" });

describe("POST csg/notifications on an order at a reserved price", () => {
  test("a coupon: ACTIVE for its months, paid by coupon (the coupon flag), the reservation used, and not usable again", async () => {
    const { userId, token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    const orderId = orderIdOf(await subscribeWith(csg, token, { couponId, amount: jod(2000) }));
    expect(await notify(orderId, 2000)).toEqual({ status: 200, body: "[accepted]" });
    expect(await subscriptionData(token)).toMatchObject({
      userCalculatedStatus: "SUBSCRIBED",
      coupon: true,
      paymentMethodName: "coupon",
      activeSubscription: { productId: "shasha-vip", subscriptionStatus: "ACTIVE", startDate: "2026-11-26T12:00:00.000Z", endDate: "2026-12-26T12:00:00.000Z", coupon: true, paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "coupon" } },
    });
    expect(reservationState(csg, couponId)).toEqual({ status: "USED", order_id: orderId });
    expect((await get(csg.kit, "/csg/orderHistory", token)).body).toMatchObject({ orders: [{ orderId, status: "PAID", amount: jod(2000), paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "coupon" } }] });
    // Once the subscription ended, the spent coupon pays nothing more.
    endSubscription(userId);
    const second = await subscribeWith(csg, token, { couponId, amount: jod(2000) });
    expect([second.status, errorCodeOf(second)]).toEqual([409, "COUPON_USED"]);
  });

  test("a deal of three months for the price of two: the first period is three months, paid by creditCard", async () => {
    const { token } = newAccount(csg.kit);
    const dealRedemptionId = await reserveDeal(csg, token);
    const orderId = orderIdOf(await subscribeWith(csg, token, { dealRedemptionId, amount: jod(8000) }));
    // The catalogue's amount is not this order's: not taken.
    await notify(orderId, 4000);
    expect(reservationState(csg, dealRedemptionId).status).toBe("RESERVED");
    await notify(orderId, 8000);
    expect(await subscriptionData(token)).toMatchObject({
      coupon: false,
      activeSubscription: { startDate: "2026-11-26T12:00:00.000Z", endDate: "2027-02-26T12:00:00.000Z", paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard" } },
    });
    expect(reservationState(csg, dealRedemptionId)).toEqual({ status: "USED", order_id: orderId });
  });

  test("a refused payment leaves the reservation open, and another card then pays it", async () => {
    const { userId, token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    const refusedId = orderIdOf(await subscribeWith(csg, token, { couponId, amount: jod(2000) }));
    await notify(refusedId, 2000, { success: false, reason: "Expired Card" });
    expect(reservationState(csg, couponId)).toEqual({ status: "RESERVED", order_id: null });
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(0);
    const paidId = orderIdOf(await subscribeWith(csg, token, { couponId, amount: jod(2000), paymentToken: "tok_mastercard_5555" }));
    await notify(paidId, 2000);
    expect(reservationState(csg, couponId)).toEqual({ status: "USED", order_id: paidId });
    expect(await subscriptionData(token)).toMatchObject({ coupon: true, status: "ACTIVE" });
  });

  test("a second order paid with a reservation already spent still grants the subscription, logged by its order id only", async () => {
    const { userId, token } = newAccount(csg.kit);
    const couponId = await reserveCoupon(csg, token);
    // The first order waits in its challenge (which blocks no other purchase) while a second one is authorised.
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-COUPON-3DS", resultCode: "RedirectShopper", action: { type: "redirect", url: "https://provider.test/3ds" } } }));
    const challengedId = orderIdOf(await subscribeWith(csg, token, { couponId, amount: jod(2000) }));
    csg.provider.authoriseAll();
    const paidId = orderIdOf(await subscribeWith(csg, token, { couponId, amount: jod(2000) }));
    await notify(paidId, 2000);
    endSubscription(userId);
    setLogSink((entry) => void logged.push(entry));
    await notify(challengedId, 2000);
    expect(reservationState(csg, couponId)).toEqual({ status: "USED", order_id: paidId });
    expect(await subscriptionData(token)).toMatchObject({ status: "ACTIVE", coupon: true });
    const warning = logged.find((entry) => entry.code === "subscription-reservation-not-open");
    expect(warning).toEqual({ time: expect.any(String), level: "warn", code: "subscription-reservation-not-open", orderId: challengedId });
    expect(JSON.stringify(logged)).not.toContain(couponId);
  });

  test("an order of another payment method is not the card provider's to settle", async () => {
    const { userId } = newAccount(csg.kit);
    const orders = createOrderStore(csg.kit.db);
    const cash = orders.insert({ id: randomUUID(), userId, idempotencyKey: `cash-${randomUUID()}`, productId: "shasha-vip", amount: 4000, currency: "JOD", billingAddress: undefined, at: new Date(), paymentMethod: "fawry" });
    setLogSink((entry) => void logged.push(entry));
    expect(await notify(cash.id, 4000)).toEqual({ status: 200, body: "[accepted]" });
    expect(orders.byId(cash.id)?.status).toBe("PENDING");
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(0);
    expect(logged.map((entry) => entry.reason)).toEqual(["not-a-card-order"]);
  });
});
