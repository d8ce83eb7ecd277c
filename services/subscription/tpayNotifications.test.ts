import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { signCarrierNotification, type SignedCarrierFields } from "../carrierProvider/notificationSignature";
import { errorCodeOf } from "./testKit";
import { pinReplySchema, startTpayKit, tpayKitHmacKey, type TpayKit } from "./tpayTestKit";

let kit: TpayKit;
const logged: LogEntry[] = [];
beforeAll(async () => {
  setLogSink((entry) => void logged.push(entry));
  kit = await startTpayKit();
});
afterAll(async () => {
  await kit.close();
  setLogSink(undefined);
});
afterEach(() => {
  logged.length = 0;
});

let serial = 0;
const nextNumber = (): string => `+96279${String((serial += 1)).padStart(3, "0")}7777`;
const notify = (body: unknown) => kit.post("/tpay/notifications", body);
const status = async (orderId: string, token: string) => z.object({ status: z.string() }).parse((await kit.get(`/csg/order/${orderId}`, token)).body).status;

/** A new account's VIP order waiting for its PIN, and its contract. */
async function pendingOrder() {
  const account = kit.newAccount();
  const msisdn = nextNumber();
  const reply = await kit.post("/tpay/subscribe", { productId: "shasha-vip", operatorCode: "JO-ZAIN", msisdn, idempotencyKey: `key-${randomUUID()}` }, account.token);
  const { orderId } = pinReplySchema.parse(reply.body);
  return { ...account, msisdn, orderId, contractId: (await kit.contractOf(orderId)).contractId };
}

/** A new account subscribed by mobile bill (PIN confirmed, CHARGED handled). */
async function subscriber() {
  const order = await pendingOrder();
  await kit.post("/tpay/activate", { orderId: order.orderId, pinCode: kit.pinFor(order.msisdn) }, order.token);
  await expect.poll(() => status(order.orderId, order.token)).toBe("PAID");
  return order;
}

/** A notification's fields, as the provider would send them about the order's contract. */
function fieldsFor(order: { orderId: string; contractId: string }, changes: Partial<SignedCarrierFields> = {}): SignedCarrierFields {
  return {
    notificationId: `ntf_${randomUUID()}`,
    event: "CHARGED",
    contractId: order.contractId,
    transactionId: `txn_${randomUUID()}`,
    merchantReference: order.orderId,
    chargeType: "FIRST",
    sequence: 1,
    productId: "shasha-vip",
    amount: { value: 4000, currency: "JOD" },
    occurredAt: "2026-11-26T12:00:00.000Z",
    ...changes,
  };
}
const signed = (fields: SignedCarrierFields, key = tpayKitHmacKey) => ({ ...fields, signature: signCarrierNotification(fields, key) });

describe("POST tpay/notifications", () => {
  test("a forged notification (another key, none, a field changed after signing) is 401, changes nothing and is not logged", async () => {
    const order = await pendingOrder();
    const fields = fieldsFor(order);
    const forgeries = [signed(fields, randomBytes(32).toString("hex")), fields, { ...signed(fields), amount: { value: 1, currency: "JOD" } }, { ...signed(fields), chargeType: "RENEWAL" }];
    const replies = [];
    for (const forged of forgeries) replies.push(await notify(forged));
    expect(replies.map((reply) => [reply.status, errorCodeOf(reply)])).toEqual(forgeries.map(() => [401, "SIGNATURE_INVALID"]));
    expect(await status(order.orderId, order.token)).toBe("PENDING");
    expect(kit.rows(order.userId)).toEqual([]);
    expect(logged.map((entry) => entry.code)).toEqual(forgeries.map(() => "subscription-carrier-notification-unauthentic"));
    const lines = JSON.stringify(logged);
    for (const secret of [order.orderId, order.contractId, order.msisdn.slice(1)]) expect(lines).not.toContain(secret);
  });

  test("an authentic one is acted on once: a replay or a repeat is accepted and changes nothing", async () => {
    const order = await pendingOrder();
    const first = signed(fieldsFor(order));
    expect(await notify(first)).toEqual({ status: 200, body: "[accepted]" });
    expect(await status(order.orderId, order.token)).toBe("PAID");
    const handled = kit.handled();
    expect(await notify(first)).toEqual({ status: 200, body: "[accepted]" });
    // The same charge under another notification id (a provider's duplicate): still once.
    expect(await notify(signed({ ...fieldsFor(order), transactionId: first.transactionId }))).toEqual({ status: 200, body: "[accepted]" });
    expect(kit.handled()).toBe(handled);
    expect(kit.rows(order.userId)).toHaveLength(1);
    expect(logged.filter((entry) => entry.code === "subscription-carrier-notification-repeated")).toHaveLength(2);
  });

  test("the provider's resend of a renewal extends the period once", async () => {
    const order = await subscriber();
    await kit.renew(order.contractId);
    await expect.poll(() => kit.rows(order.userId)[0]?.end_date).toBe("2027-01-26T12:00:00.000Z");
    const handled = kit.handled();
    await kit.resendLatest(order.contractId);
    await expect.poll(() => logged.some((entry) => entry.code === "subscription-carrier-notification-repeated" && entry.contractId === order.contractId)).toBe(true);
    expect(kit.handled()).toBe(handled);
    expect(kit.rows(order.userId)[0]).toMatchObject({ status: "ACTIVE", end_date: "2027-01-26T12:00:00.000Z" });
  });

  test("a late contract event never undoes a newer one", async () => {
    const order = await subscriber();
    const event = (name: string, sequence: number) => signed(fieldsFor(order, { event: name, chargeType: undefined, sequence, transactionId: `evt_${randomUUID()}` }));
    await notify(event("CONTRACT_CANCELED", 3));
    expect(kit.rows(order.userId)[0]?.status).toBe("ACTIVE_CANCELED");
    await notify(event("CONTRACT_RESUMED", 4));
    expect(kit.rows(order.userId)[0]?.status).toBe("ACTIVE");
    expect(await notify(event("CONTRACT_CANCELED", 2))).toEqual({ status: 200, body: "[accepted]" });
    expect(kit.rows(order.userId)[0]?.status).toBe("ACTIVE");
  });

  test("another amount, an unknown contract or another order's reference: accepted, nothing changes", async () => {
    const order = await pendingOrder();
    const other = await pendingOrder();
    const replies = [
      await notify(signed(fieldsFor(order, { amount: { value: 1, currency: "JOD" } }))),
      await notify(signed(fieldsFor(order, { productId: "shasha-sport", amount: { value: 7000, currency: "JOD" } }))),
      await notify(signed(fieldsFor({ orderId: order.orderId, contractId: "ctr_unknown" }))),
      await notify(signed(fieldsFor({ orderId: other.orderId, contractId: order.contractId }))),
    ];
    expect(replies).toEqual(replies.map(() => ({ status: 200, body: "[accepted]" })));
    expect([await status(order.orderId, order.token), await status(other.orderId, other.token)]).toEqual(["PENDING", "PENDING"]);
    expect(logged.filter((entry) => entry.level === "warn").map((entry) => entry.outcome ?? entry.reason)).toEqual(["amount-mismatch", "amount-mismatch", "unknown-contract", "unknown-contract"]);
    // The mismatched one was acted on (ignored for good); the unknown ones were not, so a later retry still counts.
    expect(await notify(signed(fieldsFor(order)))).toEqual({ status: 200, body: "[accepted]" });
    expect(await status(order.orderId, order.token)).toBe("PAID");
  });

  test("a charge notified before the provider's answer to the order was stored is still the order's", async () => {
    const order = await pendingOrder();
    // As if the provider's answer (the contract id) were still on its way when its notification came.
    kit.db.prepare("UPDATE subscription_carrier_contracts SET contract_id = NULL WHERE order_id = ?").run(order.orderId);
    expect(await notify(signed(fieldsFor(order)))).toEqual({ status: 200, body: "[accepted]" });
    expect(await status(order.orderId, order.token)).toBe("PAID");
    expect(kit.db.prepare("SELECT contract_id FROM subscription_carrier_contracts WHERE order_id = ?").pluck().get(order.orderId)).toBe(order.contractId);
  });

  test("paid while the account became subscribed by card: no second subscription, and the contract is canceled", async () => {
    const order = await pendingOrder();
    kit.db
      .prepare(
        `INSERT INTO user_subscriptions (user_id, position, sku, purchase_type, status, start_date, end_date, payment_method_type, payment_method_name)
         VALUES (?, 1, 'shasha-sport', 'SVOD', 'ACTIVE', '2026-11-26T00:00:00.000Z', '2026-12-26T00:00:00.000Z', 'CARD', 'creditCard')`,
      )
      .run(order.userId);
    await kit.post("/tpay/activate", { orderId: order.orderId, pinCode: kit.pinFor(order.msisdn) }, order.token);
    await expect.poll(() => status(order.orderId, order.token)).toBe("PAID");
    await expect.poll(async () => (await kit.contractOf(order.orderId)).status).toBe("CANCELED");
    expect(kit.rows(order.userId)).toEqual([expect.objectContaining({ sku: "shasha-sport", payment_method_name: "creditCard" })]);
  });

  test("a body that is not a notification is a 400", async () => {
    expect(errorCodeOf(await notify("not json"))).toBe("invalid-json");
    expect(errorCodeOf(await notify({ ...signed(fieldsFor({ orderId: "o", contractId: "c" })), contractId: "a|b" }))).toBe("invalid-request");
  });
});
