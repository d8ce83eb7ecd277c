import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { createUserStore } from "../user/userStore";
import { countRows, get, newAccount, orderReplySchema, post, startCsgKit, subscribeBodyOf, type CsgKit } from "./csgTestKit";
import type { NotificationFields } from "./fakeCardProvider";
import { errorCodeOf } from "./testKit";

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
const captureLog = () => setLogSink((entry) => void logged.push(entry));

const notify = (body: unknown) => post(csg.kit, "/csg/notifications", body);

/** A new Jordanian account with a PENDING VIP order, and the notification fields of its authorisation. */
async function pendingOrder() {
  const account = newAccount(csg.kit);
  const { orderId } = orderReplySchema.parse((await post(csg.kit, "/csg/subscribe", subscribeBodyOf(), account.token)).body);
  const fields: NotificationFields = { pspReference: `PSP-${orderId.slice(0, 8)}`, merchantReference: orderId, amount: { value: 4000, currency: "JOD" } };
  return { ...account, orderId, fields };
}

const orderState = z.object({ status: z.string(), paidAt: z.string().nullable(), refusalReason: z.string().nullable() });
const subscriptionState = z.object({
  userCalculatedStatus: z.string(),
  activeSubscription: z.object({ productId: z.string(), subscriptionStatus: z.string(), startDate: z.string(), endDate: z.string(), nextSku: z.null(), paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }) }).nullable(),
});

describe("POST csg/notifications", () => {
  test("a signed authorisation makes the order PAID, starts the subscription and saves the card; once only", async () => {
    const { userId, token, orderId, fields } = await pendingOrder();
    const reply = await notify(csg.provider.notification(fields));
    expect(reply).toEqual({ status: 200, body: "[accepted]" });
    expect(orderState.parse((await get(csg.kit, `/csg/order/${orderId}`, token)).body)).toEqual({ status: "PAID", paidAt: "2026-11-26T12:00:00.000Z", refusalReason: null });
    const data = subscriptionState.parse((await get(csg.kit, "/subscriptionData", token)).body);
    expect(data).toEqual({
      userCalculatedStatus: "SUBSCRIBED",
      activeSubscription: {
        productId: "shasha-vip",
        subscriptionStatus: "ACTIVE",
        startDate: "2026-11-26T12:00:00.000Z",
        endDate: "2026-12-26T12:00:00.000Z",
        nextSku: null,
        paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard" },
      },
    });
    // The same notification again (the provider retries): accepted, nothing more.
    expect(await notify(csg.provider.notification(fields))).toEqual({ status: 200, body: "[accepted]" });
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(1);
    expect(countRows(csg.kit, "user_payment_instruments", userId)).toBe(1);
    // Subscribed now: a new purchase is refused.
    expect(errorCodeOf(await post(csg.kit, "/csg/subscribe", subscribeBodyOf(), token))).toBe("ALREADY_SUBSCRIBED");
  });

  test("a forged notification (wrong or missing HMAC) is refused (401), changes nothing, and its content is never logged", async () => {
    const { userId, token, orderId, fields } = await pendingOrder();
    captureLog();
    const forged = await notify(csg.provider.notification(fields, randomBytes(32).toString("hex")));
    expect([forged.status, errorCodeOf(forged)]).toEqual([401, "SIGNATURE_INVALID"]);
    expect((await notify(csg.provider.notification(fields, ""))).status).toBe(401);
    // A signed item changed afterwards (a higher-value order's reference, another amount) no longer matches.
    const tampered = csg.provider.notification(fields);
    const item = tampered.notificationItems[0]?.NotificationRequestItem;
    if (item) item.amount = { value: 1, currency: "JOD" };
    expect((await notify(tampered)).status).toBe(401);
    expect(orderState.parse((await get(csg.kit, `/csg/order/${orderId}`, token)).body).status).toBe("PENDING");
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(0);
    expect(logged.map((entry) => entry.code)).toEqual(Array.from({ length: 3 }, () => "subscription-notification-unauthentic"));
    const lines = JSON.stringify(logged);
    for (const secret of [orderId, fields.pspReference, "1111", "STORED-8812", "411111"]) expect(lines).not.toContain(secret);
    // A body that is not a notification at all.
    expect((await notify({ live: "false", notificationItems: [] })).status).toBe(400);
  });

  test("a refusal makes the order REFUSED with the provider's reason, and starts nothing", async () => {
    const { userId, token, orderId, fields } = await pendingOrder();
    expect((await notify(csg.provider.notification({ ...fields, success: false, reason: "Expired Card" }))).body).toBe("[accepted]");
    expect(orderState.parse((await get(csg.kit, `/csg/order/${orderId}`, token)).body)).toEqual({ status: "REFUSED", paidAt: null, refusalReason: "Expired Card" });
    // A later success for the same order is not taken: it was settled.
    expect((await notify(csg.provider.notification({ ...fields, pspReference: "PSP-OTHER" }))).body).toBe("[accepted]");
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(0);
  });

  test("authentic but not applicable (an unknown order, another amount or currency, another merchant, another event): accepted, nothing changes", async () => {
    const { userId, token, orderId, fields } = await pendingOrder();
    captureLog();
    for (const other of [
      { ...fields, merchantReference: "no-such-order" },
      { ...fields, amount: { value: 1, currency: "JOD" } },
      { ...fields, amount: { value: 4000, currency: "USD" } },
      { ...fields, merchantAccountCode: "SomeoneElse" },
      { ...fields, eventCode: "REFUND" },
    ]) {
      expect(await notify(csg.provider.notification(other))).toEqual({ status: 200, body: "[accepted]" });
    }
    expect(orderState.parse((await get(csg.kit, `/csg/order/${orderId}`, token)).body).status).toBe("PENDING");
    expect(countRows(csg.kit, "user_subscriptions", userId)).toBe(0);
    expect(logged.map((entry) => entry.reason)).toEqual(["unknown-order", "amount-mismatch", "amount-mismatch", "unknown-order", "event-code"]);
    // The real one still works afterwards.
    await notify(csg.provider.notification(fields));
    expect(orderState.parse((await get(csg.kit, `/csg/order/${orderId}`, token)).body).status).toBe("PAID");
  });

  test("the order history and the wallet; the stored card reference never leaves the service", async () => {
    const { token, orderId, fields } = await pendingOrder();
    await notify(csg.provider.notification({ ...fields, additionalData: { cardSummary: "0004", paymentMethod: "mastercard", expiryDate: "11/2031", cardBin: "555555" } }));
    const history = await get(csg.kit, "/csg/orderHistory", token);
    expect(history.body).toEqual({
      orders: [
        {
          orderId,
          productId: "shasha-vip",
          amount: { value: 4000, currency: "JOD" },
          status: "PAID",
          createdAt: "2026-11-26T12:00:00.000Z",
          paidAt: "2026-11-26T12:00:00.000Z",
          paymentMethod: { paymentMethodType: "CARD", paymentMethodName: "creditCard", issuer: "mastercard", last4: "0004" },
        },
      ],
    });
    const wallet = await post(csg.kit, "/pricing/retrieveWallet", { isDefault: true }, token);
    expect(wallet.body).toEqual({
      paymentInstruments: [{ type: "CARD", issuer: "mastercard", last4: "0004", expirationMonth: 11, expirationYear: 2031, bin: "555555", issuerCountry: "JO", billingAddress: null }],
    });
    expect(JSON.stringify(wallet.body)).not.toContain("STORED-8812");
    expect((await post(csg.kit, "/pricing/retrieveWallet", {}, token)).body).toEqual(wallet.body);
    const fresh = newAccount(csg.kit);
    expect((await get(csg.kit, "/csg/orderHistory", fresh.token)).body).toEqual({ orders: [] });
    expect((await post(csg.kit, "/pricing/retrieveWallet", {}, fresh.token)).body).toEqual({ paymentInstruments: [] });
    expect((await csg.kit.call("/subscription/csg/orderHistory")).status).toBe(401);
  });

  test("deleting the account deletes its orders and saved cards", async () => {
    const { userId, fields } = await pendingOrder();
    await notify(csg.provider.notification(fields));
    const users = createUserStore(csg.kit.db);
    const row = users.byId(userId);
    if (row === undefined) throw new Error("the account is missing");
    csg.kit.db.transaction(() => {
      csg.kit.db.prepare("DELETE FROM user_sessions WHERE user_id = ?").run(userId);
      users.remove(row);
    })();
    expect([countRows(csg.kit, "subscription_orders", userId), countRows(csg.kit, "user_payment_instruments", userId), countRows(csg.kit, "user_subscriptions", userId)]).toEqual([0, 0, 0]);
  });
});
