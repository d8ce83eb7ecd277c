import { randomUUID, type KeyObject } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { publicJwkSchema, publicKeyOf, verifyJws } from "./storeJws";
import { startStoreKit, type StoreKit } from "./storeProviderTestKit";

let kit: StoreKit;
let keys: Map<string, KeyObject>;
beforeAll(async () => {
  kit = await startStoreKit();
  const jwk = publicJwkSchema.parse(z.object({ keys: z.array(z.unknown()) }).parse((await kit.appleCall("GET", "/keys", undefined, {})).body).keys[0]);
  const key = publicKeyOf(jwk);
  if (key === undefined) throw new Error("No key.");
  keys = new Map([[jwk.kid, key]]);
});
afterAll(async () => {
  await kit.close();
});

const transactionSchema = z.object({
  transactionId: z.string(),
  originalTransactionId: z.string(),
  bundleId: z.string(),
  productId: z.string(),
  appAccountToken: z.string(),
  purchaseDate: z.number(),
  expiresDate: z.number(),
  type: z.string(),
  environment: z.string(),
});
const purchaseReply = z.object({ signedTransaction: z.string(), originalTransactionId: z.string() });
const notificationSchema = z.object({ notificationType: z.string(), subtype: z.string().optional(), notificationUUID: z.string(), data: z.object({ signedTransactionInfo: z.string(), signedRenewalInfo: z.string(), status: z.number() }) });

const verified = <T>(schema: z.ZodType<T>, jws: string): T => schema.parse(verifyJws(jws, keys));

async function buy(productId = "com.shasha.vip.monthly", replaces?: string) {
  const reply = await kit.appleCall("POST", "/dev/purchases", { productId, appAccountToken: randomUUID(), ...(replaces === undefined ? {} : { replaces }) });
  expect(reply.status).toBe(200);
  const parsed = purchaseReply.parse(reply.body);
  return { ...parsed, transaction: verified(transactionSchema, parsed.signedTransaction) };
}

type Notification = z.output<typeof notificationSchema>;
const originalOf = (notification: Notification) => verified(transactionSchema, notification.data.signedTransactionInfo).originalTransactionId;

/** The first `count` notifications about the subscription, verified, once they came. */
async function notifications(originalTransactionId: string, count: number): Promise<Notification[]> {
  const about = (received: readonly { body: unknown }[]) =>
    received.map((delivery) => verified(notificationSchema, z.object({ signedPayload: z.string() }).parse(delivery.body).signedPayload)).filter((notification) => originalOf(notification) === originalTransactionId);
  return about(await kit.appleReceiver.waitUntil((received) => about(received).length >= count)).slice(0, count);
}

describe("the App Store stand-in", () => {
  test("the server API and the development routes need the API key", async () => {
    expect((await kit.appleCall("GET", "/inApps/v1/subscriptions/2000", undefined, {})).status).toBe(401);
    expect((await kit.appleCall("POST", "/dev/purchases", { productId: "com.shasha.vip.monthly", appAccountToken: randomUUID() }, { "x-api-key": "wrong" })).status).toBe(401);
  });

  test("a purchase: a signed transaction that verifies with the published key, with Apple's fields; its status; SUBSCRIBED", async () => {
    const { transaction, originalTransactionId } = await buy();
    expect(transaction).toMatchObject({ originalTransactionId, bundleId: "com.shasha.app", productId: "com.shasha.vip.monthly", type: "Auto-Renewable Subscription", environment: "Sandbox" });
    expect(new Date(transaction.expiresDate).toISOString()).toBe("2026-12-26T12:00:00.000Z");
    const status = await kit.appleCall("GET", `/inApps/v1/subscriptions/${originalTransactionId}`);
    const last = z.object({ data: z.array(z.object({ lastTransactions: z.array(z.object({ status: z.number(), signedRenewalInfo: z.string() })) })) }).parse(status.body).data[0]?.lastTransactions[0];
    expect(last?.status).toBe(1);
    expect(verified(z.object({ autoRenewStatus: z.number(), autoRenewProductId: z.string() }), last?.signedRenewalInfo ?? "")).toEqual({ autoRenewStatus: 1, autoRenewProductId: "com.shasha.vip.monthly" });
    const [subscribed] = await notifications(originalTransactionId, 1);
    expect(subscribed).toMatchObject({ notificationType: "SUBSCRIBED", subtype: "INITIAL_BUY" });
    expect(verified(transactionSchema, subscribed?.data.signedTransactionInfo ?? "").transactionId).toBe(transaction.transactionId);
  });

  test("renew, cancel (auto-renew off), expire: each its notification; an unknown product or subscription is refused", async () => {
    const { originalTransactionId } = await buy();
    const renewed = purchaseReply.parse((await kit.appleCall("POST", `/dev/subscriptions/${originalTransactionId}/renew`)).body);
    expect(new Date(verified(transactionSchema, renewed.signedTransaction).expiresDate).toISOString()).toBe("2027-01-26T12:00:00.000Z");
    expect((await kit.appleCall("POST", `/dev/subscriptions/${originalTransactionId}/cancel`)).status).toBe(200);
    expect((await kit.appleCall("POST", `/dev/subscriptions/${originalTransactionId}/renew`)).status).toBe(409);
    expect((await kit.appleCall("POST", `/dev/subscriptions/${originalTransactionId}/expire`)).status).toBe(200);
    const kinds = (await notifications(originalTransactionId, 4)).slice(1).map((notification) => [notification.notificationType, notification.subtype, notification.data.status]);
    expect(kinds).toEqual([
      ["DID_RENEW", undefined, 1],
      ["DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED", 1],
      ["EXPIRED", "VOLUNTARY", 2],
    ]);
    expect((await kit.appleCall("POST", "/dev/purchases", { productId: "com.shasha.mobile.monthly", appAccountToken: randomUUID() })).status).toBe(404);
    expect((await kit.appleCall("POST", "/dev/subscriptions/999/renew")).status).toBe(404);
  });

  test("an upgrade keeps the originalTransactionId with a new period now; a downgrade waits for the renewal", async () => {
    const { originalTransactionId } = await buy("com.shasha.sport.monthly");
    const down = await buy("com.shasha.vip.monthly", originalTransactionId);
    expect(down.transaction.productId).toBe("com.shasha.sport.monthly");
    const renewed = purchaseReply.parse((await kit.appleCall("POST", `/dev/subscriptions/${originalTransactionId}/renew`)).body);
    expect(verified(transactionSchema, renewed.signedTransaction).productId).toBe("com.shasha.vip.monthly");
    kit.advance(24 * 3600 * 1000);
    const up = await buy("com.shasha.ultimate.monthly", originalTransactionId);
    expect(up.transaction).toMatchObject({ originalTransactionId, productId: "com.shasha.ultimate.monthly" });
    expect(new Date(up.transaction.expiresDate).toISOString()).toBe("2026-12-27T12:00:00.000Z");
  });

  test("a notification the receiver refuses is tried again until it is taken", async () => {
    // Nothing else in flight, so the refusals meet this purchase's notification.
    await expect.poll(() => kit.pendingNotifications()).toBe(0);
    kit.appleReceiver.failNext(503, 500);
    const { originalTransactionId } = await buy();
    const all = await notifications(originalTransactionId, 3);
    expect(all.map((notification) => notification.notificationUUID)).toEqual(Array(3).fill(all[0]?.notificationUUID));
  });
});
