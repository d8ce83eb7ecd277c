import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { cashNotificationSchema, signCashNotification, type CashNotification } from "../cashProvider/cashSignature";
import { cashTestHmacKey, generated, startCashKit, type CashKit } from "./cashTestKit";
import { cardSubscriber, countRows, newAccount, subscriptionRows } from "./csgTestKit";
import { errorCodeOf } from "./testKit";

// The settled orders' lines are not these tests' business, unless a test captures them.
const quiet = () => setLogSink(() => undefined);
let cash: CashKit;
beforeAll(async () => {
  quiet();
  cash = await startCashKit();
});
afterAll(async () => {
  await cash.close();
  setLogSink(undefined);
});

const logged: LogEntry[] = [];
afterEach(() => {
  quiet();
  logged.length = 0;
});
const captureLog = () => setLogSink((entry) => void logged.push(entry));

const activeSchema = z.object({
  userCalculatedStatus: z.string(),
  activeSubscription: z
    .object({ productId: z.string(), subscriptionStatus: z.string(), startDate: z.string(), endDate: z.string(), nextSku: z.string().nullable(), paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }) })
    .nullable(),
});
const subscriptionData = async (token: string) => activeSchema.parse((await cash.get("/subscriptionData", token)).body);

/** The provider's notifications of a reference, as queued (unsigned). */
function queuedNotifications(referenceNumber: string): CashNotification[] {
  const bodies = z.array(z.string()).parse(cash.kit.db.prepare("SELECT body FROM cash_provider_notifications WHERE reference_number = ? ORDER BY id").pluck().all(referenceNumber));
  return bodies.map((body) => cashNotificationSchema.parse(JSON.parse(body)));
}

/** An Egyptian account with a VIP reference paid at the kiosk, once the service has taken the notification. */
async function paidReference() {
  const account = newAccount(cash.kit, "EG");
  const reference = await generated(cash, account.token);
  expect((await cash.payAtKiosk(reference.referenceNumber)).status).toBe(200);
  await expect.poll(() => cash.order(reference.orderId).status).toBe("PAID");
  return { ...account, reference };
}

describe("paying a reference at an outlet", () => {
  test("generate → kiosk pay → signed notification → the order PAID and a cash subscription ACTIVE for a month", async () => {
    const { userId, token, reference } = await paidReference();
    expect(await subscriptionData(token)).toEqual({
      userCalculatedStatus: "SUBSCRIBED",
      activeSubscription: {
        productId: "shasha-vip",
        subscriptionStatus: "ACTIVE",
        startDate: "2026-11-26T12:00:00.000Z",
        endDate: "2026-12-26T12:00:00.000Z",
        nextSku: null,
        paymentMethod: { paymentMethodType: "CASH", paymentMethodName: "fawry" },
      },
    });
    const details = await cash.get(`/cash/reference-code-details?referenceNumber=${reference.referenceNumber}`, token);
    expect(details.body).toMatchObject({ status: "PAID", paidAt: "2026-11-26T12:00:00.000Z", orderId: reference.orderId });
    const order = await cash.get(`/csg/order/${reference.orderId}`, token);
    expect(order.body).toMatchObject({ status: "PAID", amount: { value: 9900, currency: "EGP" }, paidAt: "2026-11-26T12:00:00.000Z" });
    expect(countRows(cash.kit, "user_subscriptions", userId)).toBe(1);
    // No card was saved: cash is no card.
    expect(countRows(cash.kit, "user_payment_instruments", userId)).toBe(0);
  });

  test("a replayed notification (the provider's resend, or the same body posted again) changes nothing", async () => {
    const { userId, reference } = await paidReference();
    const before = subscriptionRows(cash.kit, userId);
    const resend = await cash.providerPost(`/dev/notifications/${reference.referenceNumber}/resend`, {});
    expect(resend.status).toBe(202);
    await expect.poll(() => cash.kit.db.prepare("SELECT count(*) FROM cash_provider_notifications WHERE reference_number = ? AND delivered_at IS NOT NULL").pluck().get(reference.referenceNumber)).toBe(2);
    const [paid] = queuedNotifications(reference.referenceNumber);
    if (paid === undefined) throw new Error("no notification");
    const again = await cash.post("/cash/notifications", { ...paid, messageSignature: signCashNotification(paid, cashTestHmacKey) });
    expect(again).toEqual({ status: 200, body: "[accepted]" });
    expect(subscriptionRows(cash.kit, userId)).toEqual(before);
    expect(cash.order(reference.orderId).status).toBe("PAID");
  });

  test("a forged notification is refused and changes nothing: unsigned, another key, or a changed field", async () => {
    const { userId, token } = newAccount(cash.kit, "EG");
    const reference = await generated(cash, token);
    const forged: CashNotification = {
      referenceNumber: reference.referenceNumber,
      merchantRefNumber: reference.orderId,
      orderStatus: "PAID",
      amount: { value: 9900, currency: "EGP" },
      paymentMethod: "PAYATFAWRY",
      paymentTime: Date.parse("2026-11-26T12:00:00.000Z"),
      expirationTime: Date.parse(reference.expiresAt),
    };
    captureLog();
    const attempts = [
      forged,
      { ...forged, messageSignature: signCashNotification(forged, "ff".repeat(32)) },
      { ...forged, messageSignature: signCashNotification({ ...forged, amount: { value: 1, currency: "EGP" } }, cashTestHmacKey), amount: { value: 9900, currency: "EGP" } },
      { ...forged, orderStatus: "PAID", messageSignature: signCashNotification({ ...forged, orderStatus: "EXPIRED" }, cashTestHmacKey) },
    ];
    for (const body of attempts) {
      const reply = await cash.post("/cash/notifications", body);
      expect([reply.status, errorCodeOf(reply)]).toEqual([401, "SIGNATURE_INVALID"]);
    }
    expect(cash.order(reference.orderId).status).toBe("PENDING");
    expect(countRows(cash.kit, "user_subscriptions", userId)).toBe(0);
    // The log says that it happened, nothing of the body.
    expect(logged.map((entry) => entry.code)).toEqual(Array.from({ length: 4 }, () => "subscription-cash-notification-unauthentic"));
    expect(JSON.stringify(logged)).not.toContain(reference.referenceNumber);
    expect((await cash.post("/cash/notifications", "not json")).status).toBe(400);
  });

  test("an authentic notification about another order or amount changes nothing", async () => {
    const { userId, token } = newAccount(cash.kit, "EG");
    const reference = await generated(cash, token);
    const other = await generated(cash, newAccount(cash.kit, "EG").token);
    const base: CashNotification = {
      referenceNumber: reference.referenceNumber,
      merchantRefNumber: reference.orderId,
      orderStatus: "PAID",
      amount: { value: 9900, currency: "EGP" },
      paymentMethod: "PAYATFAWRY",
      paymentTime: Date.parse("2026-11-26T12:00:00.000Z"),
      expirationTime: Date.parse(reference.expiresAt),
    };
    for (const body of [{ ...base, merchantRefNumber: other.orderId }, { ...base, amount: { value: 100, currency: "EGP" } }, { ...base, referenceNumber: "100000001" }]) {
      expect(await cash.post("/cash/notifications", { ...body, messageSignature: signCashNotification(body, cashTestHmacKey) })).toEqual({ status: 200, body: "[accepted]" });
    }
    expect(cash.order(reference.orderId).status).toBe("PENDING");
    expect(cash.order(other.orderId).status).toBe("PENDING");
    expect(countRows(cash.kit, "user_subscriptions", userId)).toBe(0);
  });
});

describe("expiry and the next month", () => {
  test("an unpaid reference past its 48 hours: EXPIRED, its order REFUSED with reason EXPIRED, no subscription", async () => {
    const { userId, token: before } = newAccount(cash.kit, "EG");
    const reference = await generated(cash, before);
    cash.setNow("2026-11-28T12:00:00.000Z");
    // Sessions expire too: a new one, later.
    const token = cash.kit.tokenFor(userId);
    try {
      // The service already shows it expired; the provider's notification settles the order.
      expect((await cash.get(`/cash/reference-code-details?referenceNumber=${reference.referenceNumber}`, token)).body).toMatchObject({ status: "EXPIRED" });
      expect(cash.provider.checkExpiries()).toBeGreaterThanOrEqual(1);
      await expect.poll(() => cash.order(reference.orderId)).toMatchObject({ status: "REFUSED", refusal_reason: "EXPIRED" });
      expect((await cash.payAtKiosk(reference.referenceNumber)).status).toBe(409);
      expect(countRows(cash.kit, "user_subscriptions", userId)).toBe(0);
      // A new reference is a new one.
      const next = await generated(cash, token);
      expect(next.referenceNumber).not.toBe(reference.referenceNumber);
    } finally {
      cash.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("paying the next month ahead extends the end date; no second subscription", async () => {
    const { userId } = await paidReference();
    cash.setNow("2026-12-20T09:00:00.000Z");
    const token = cash.kit.tokenFor(userId);
    try {
      const next = await generated(cash, token);
      expect(next.status).toBe("UNPAID");
      await cash.payAtKiosk(next.referenceNumber);
      await expect.poll(() => cash.order(next.orderId).status).toBe("PAID");
      expect(subscriptionRows(cash.kit, userId)).toEqual([
        { sku: "shasha-vip", status: "ACTIVE", next_sku: null, start_date: "2026-11-26T12:00:00.000Z", end_date: "2027-01-26T12:00:00.000Z" },
      ]);
      // Another package is not paid ahead: changing package is not a cash payment.
      const sport = await cash.post("/cash/generate-reference-number", { productId: "shasha-sport", idempotencyKey: "cash-sport-ahead-1" }, token);
      expect(errorCodeOf(sport)).toBe("ALREADY_SUBSCRIBED");
    } finally {
      cash.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("a cash subscription not paid again ends at its end date; a later payment starts a new one", async () => {
    const { userId } = await paidReference();
    cash.setNow("2027-01-10T00:00:00.000Z");
    const token = cash.kit.tokenFor(userId);
    try {
      const late = await generated(cash, token);
      expect(subscriptionRows(cash.kit, userId).map((row) => row.status)).toEqual(["REMOVED"]);
      await cash.payAtKiosk(late.referenceNumber);
      await expect.poll(() => cash.order(late.orderId).status).toBe("PAID");
      expect(subscriptionRows(cash.kit, userId).map((row) => [row.status, row.start_date, row.end_date])).toEqual([
        ["REMOVED", "2026-11-26T12:00:00.000Z", "2026-12-26T12:00:00.000Z"],
        ["ACTIVE", "2027-01-10T00:00:00.000Z", "2027-02-10T00:00:00.000Z"],
      ]);
    } finally {
      cash.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("paid while the account became subscribed otherwise: the order PAID, no second subscription, logged", async () => {
    const account = newAccount(cash.kit, "EG");
    const reference = await generated(cash, account.token);
    // Meanwhile, a card subscription (the seeded kind of row).
    const subscriber = cardSubscriber(cash.kit);
    cash.kit.db.prepare("UPDATE user_subscriptions SET user_id = ? WHERE user_id = ?").run(account.userId, subscriber.userId);
    captureLog();
    await cash.payAtKiosk(reference.referenceNumber);
    await expect.poll(() => cash.order(reference.orderId).status).toBe("PAID");
    expect(subscriptionRows(cash.kit, account.userId).map((row) => row.end_date)).toEqual(["2026-12-01T00:00:00.000Z"]);
    expect(logged.some((entry) => entry.code === "subscription-paid-while-subscribed" && entry.orderId === reference.orderId)).toBe(true);
  });
});
