import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/log";
import { cardSubscriber, countRows, get, orderReplySchema, post, startCsgKit, storedReference, subscriptionRows, upgradeBodyOf, type CsgKit } from "./csgTestKit";
import type { NotificationFields } from "./fakeCardProvider";
import type { SubscriptionRowFields } from "./testKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startCsgKit();
});
afterAll(() => csg.close());

const logged: LogEntry[] = [];
afterEach(() => {
  setLogSink(undefined);
  logged.length = 0;
});

const notify = (body: unknown) => post(csg.kit, "/csg/notifications", body);
const november = { startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00.000Z" };

/** A Sport card subscriber (a downgrade to VIP scheduled) with a PENDING upgrade to Ultimate, and its notification's fields. */
async function pendingUpgrade(fields: Partial<SubscriptionRowFields> = {}) {
  const account = cardSubscriber(csg.kit, { sku: "shasha-sport", nextSku: "shasha-vip", ...november, ...fields });
  // (9500 − 7000) × 4 of 30 days, half up.
  const reply = await post(csg.kit, "/csg/upgrade", upgradeBodyOf(333), account.token);
  const { orderId, status } = orderReplySchema.parse(reply.body);
  expect(status).toBe("PENDING");
  const notification: NotificationFields = { pspReference: `PSP-UP-${orderId.slice(0, 8)}`, merchantReference: orderId, amount: { value: 333, currency: "JOD" } };
  return { ...account, orderId, notification };
}

const storedTokens = (userId: string) => csg.kit.db.prepare("SELECT stored_token FROM user_payment_instruments WHERE user_id = ?").pluck().all(userId);

describe("POST csg/notifications for an upgrade", () => {
  test("the signed authorisation switches the package at once, keeping the period; a repeat changes nothing", async () => {
    const { userId, token, orderId, notification } = await pendingUpgrade();
    expect(await notify(csg.provider.notification(notification))).toEqual({ status: 200, body: "[accepted]" });
    const switched = [{ sku: "shasha-ultimate", status: "ACTIVE", next_sku: null, start_date: november.startDate, end_date: november.endDate }];
    expect(subscriptionRows(csg.kit, userId)).toEqual(switched);
    expect((await get(csg.kit, `/csg/order/${orderId}`, token)).body).toMatchObject({ status: "PAID", productId: "shasha-ultimate", amount: { value: 333, currency: "JOD" }, paidAt: "2026-11-26T12:00:00.000Z" });
    expect((await get(csg.kit, "/subscriptionData", token)).body).toMatchObject({
      userCalculatedStatus: "SUBSCRIBED",
      activeSubscription: { productId: "shasha-ultimate", subscriptionStatus: "ACTIVE", startDate: november.startDate, endDate: november.endDate, nextSku: null },
    });
    // No new subscription, no new card: the wallet keeps its one stored reference.
    expect(storedTokens(userId)).toEqual([storedReference]);
    // The provider repeats itself, or another success names the same order: nothing more changes.
    expect(await notify(csg.provider.notification(notification))).toEqual({ status: 200, body: "[accepted]" });
    expect(await notify(csg.provider.notification({ ...notification, pspReference: "PSP-UP-AGAIN" }))).toEqual({ status: 200, body: "[accepted]" });
    expect(subscriptionRows(csg.kit, userId)).toEqual(switched);
    expect([countRows(csg.kit, "user_subscriptions", userId), countRows(csg.kit, "user_payment_instruments", userId)]).toEqual([1, 1]);
    // The history shows it like any order: the target package, the prorated amount, the card the notification named.
    expect((await get(csg.kit, "/csg/orderHistory", token)).body).toEqual({
      orders: [
        {
          orderId,
          productId: "shasha-ultimate",
          amount: { value: 333, currency: "JOD" },
          status: "PAID",
          createdAt: "2026-11-26T12:00:00.000Z",
          paidAt: "2026-11-26T12:00:00.000Z",
          paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard", issuer: "visa", last4: "1111" },
        },
      ],
    });
  });

  test("a forged notification is refused and changes nothing; a refusal leaves the package", async () => {
    const { userId, token, orderId, notification } = await pendingUpgrade();
    const forged = await notify(csg.provider.notification(notification, randomBytes(32).toString("hex")));
    expect(forged.status).toBe(401);
    expect(subscriptionRows(csg.kit, userId)).toMatchObject([{ sku: "shasha-sport", next_sku: "shasha-vip" }]);
    await notify(csg.provider.notification({ ...notification, success: false, reason: "Not enough balance" }));
    expect((await get(csg.kit, `/csg/order/${orderId}`, token)).body).toMatchObject({ status: "REFUSED", refusalReason: "Not enough balance" });
    expect(subscriptionRows(csg.kit, userId)).toMatchObject([{ sku: "shasha-sport", status: "ACTIVE", next_sku: "shasha-vip" }]);
  });

  test("another amount than the order's is not taken", async () => {
    const { userId, token, orderId, notification } = await pendingUpgrade();
    await notify(csg.provider.notification({ ...notification, amount: { value: 2500, currency: "JOD" } }));
    expect((await get(csg.kit, `/csg/order/${orderId}`, token)).body).toMatchObject({ status: "PENDING" });
    expect(subscriptionRows(csg.kit, userId)).toMatchObject([{ sku: "shasha-sport" }]);
  });

  test("paid after the card subscription ended or changed meanwhile: the order PAID, the rows unchanged, logged", async () => {
    setLogSink((entry) => void logged.push(entry));
    const ended = await pendingUpgrade();
    csg.kit.setSubscription(ended.userId, { sku: "shasha-sport", status: "EXPIRED", paymentMethodType: "CARD", paymentMethodName: "creditCard", ...november });
    await notify(csg.provider.notification(ended.notification));
    expect((await get(csg.kit, `/csg/order/${ended.orderId}`, ended.token)).body).toMatchObject({ status: "PAID" });
    expect(subscriptionRows(csg.kit, ended.userId)).toEqual([{ sku: "shasha-sport", status: "EXPIRED", next_sku: null, start_date: november.startDate, end_date: november.endDate }]);
    // Another package meanwhile (bought through another channel): not switched either.
    const changed = await pendingUpgrade();
    csg.kit.setSubscription(changed.userId, { sku: "shasha-vip", status: "ACTIVE", paymentMethodType: "CARD", paymentMethodName: "creditCard", ...november });
    await notify(csg.provider.notification(changed.notification));
    expect(subscriptionRows(csg.kit, changed.userId)).toMatchObject([{ sku: "shasha-vip", status: "ACTIVE" }]);
    const warnings = logged.filter((entry) => entry.code === "subscription-upgrade-paid-without-subscription");
    expect(warnings.map((entry) => entry.orderId)).toEqual([ended.orderId, changed.orderId]);
  });
});
