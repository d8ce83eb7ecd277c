import { generateKeyPairSync, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { signJws } from "../storeProvider/storeJws";
import { addMonths } from "./proration";
import { androidHeaders, appleHeaders, googleKitKey, initiateReplySchema, startInAppKit, type InAppKit } from "./inAppTestKit";

let kit: InAppKit;
beforeAll(async () => {
  kit = await startInAppKit();
});
afterAll(async () => {
  await kit.close();
});

async function initiate(prefix: "applePay" | "googlePlay", productId = "shasha-vip") {
  const account = kit.newAccount();
  const reply = await kit.post(`/${prefix}/initiate`, { productId, idempotencyKey: `key-${randomUUID()}` }, account.token, prefix === "applePay" ? appleHeaders : androidHeaders);
  return { ...account, order: initiateReplySchema.parse(reply.body) };
}

const statusOf = (userId: string) => kit.rows(userId)[0]?.status;
const endOf = (userId: string) => kit.rows(userId)[0]?.end_date;
/** The row's end a month after its current one (a renewal from the period's end). */
const monthAfterEnd = (userId: string) => addMonths(new Date(endOf(userId) ?? 0), 1).toISOString();

/** The bodies the store queued about a subscription, oldest first. */
const queuedBodies = (store: "apple" | "google", id: string): string[] =>
  z.array(z.string()).parse(kit.db.prepare("SELECT body FROM store_provider_notifications WHERE store = ? AND subscription_id = ? ORDER BY id").pluck().all(store, id));

describe("App Store Server Notifications", () => {
  test("the page never came back: SUBSCRIBED activates the order; DID_RENEW extends; auto-renew off and on; EXPIRED removes", async () => {
    const { userId, token, order } = await initiate("applePay");
    const { originalTransactionId, signedTransaction } = await kit.applePurchase(order.storeProductId, order.appAccountToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    expect(kit.rows(userId)[0]).toMatchObject({ sku: "shasha-vip", payment_method_name: "iTunes", end_date: "2026-12-26T12:00:00.000Z" });
    // The page's activation after it: the same answer, still one subscription.
    expect((await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction }, token)).body).toEqual({ orderId: order.orderId, status: "PAID" });
    kit.advance(1000);
    const renewedEnd = monthAfterEnd(userId);
    await kit.storeEvent("apple", originalTransactionId, "renew");
    await expect.poll(() => endOf(userId)).toBe(renewedEnd);
    kit.advance(1000);
    await kit.storeEvent("apple", originalTransactionId, "cancel");
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE_CANCELED");
    kit.advance(1000);
    await kit.applePurchase(order.storeProductId, order.appAccountToken, originalTransactionId);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    kit.advance(1000);
    await kit.storeEvent("apple", originalTransactionId, "expire");
    await expect.poll(() => statusOf(userId)).toBe("REMOVED");
    expect(kit.rows(userId)).toHaveLength(1);
  });

  test("a downgrade in the store schedules the package (next_sku); the renewal takes it", async () => {
    const { userId, order } = await initiate("applePay", "shasha-sport");
    const { originalTransactionId } = await kit.applePurchase(order.storeProductId, order.appAccountToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    kit.advance(1000);
    await kit.applePurchase("com.shasha.vip.monthly", order.appAccountToken, originalTransactionId);
    await expect.poll(() => kit.rows(userId)[0]?.next_sku).toBe("shasha-vip");
    kit.advance(1000);
    const renewedEnd = monthAfterEnd(userId);
    await kit.storeEvent("apple", originalTransactionId, "renew");
    await expect.poll(() => kit.rows(userId)[0]).toMatchObject({ sku: "shasha-vip", next_sku: null, end_date: renewedEnd });
  });

  test("a forged or tampered notification is a 401 that changes nothing; a repeated one is acted on once", async () => {
    const { userId, order } = await initiate("applePay");
    const { originalTransactionId } = await kit.applePurchase(order.storeProductId, order.appAccountToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    await expect.poll(() => kit.undelivered("apple")).toBe(0);
    const genuine = z.object({ signedPayload: z.string() }).parse(JSON.parse(queuedBodies("apple", originalTransactionId)[0] ?? "{}")).signedPayload;
    const [header = "", payload = "", signature = ""] = genuine.split(".");
    const claims = z.object({ data: z.object({}).loose() }).loose().parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    const kid = z.object({ kid: z.string() }).parse(JSON.parse(Buffer.from(header, "base64url").toString("utf8"))).kid;
    const expired = { ...claims, notificationType: "EXPIRED", notificationUUID: randomUUID() };
    const forged = signJws({ kid, privateKey: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey }, expired);
    const tampered = `${header}.${Buffer.from(JSON.stringify(expired)).toString("base64url")}.${signature}`;
    const handled = kit.handled("apple");
    for (const signedPayload of [forged, tampered, `${header}.${payload}.${"A".repeat(86)}`]) {
      const reply = await kit.post("/applePay/notifications", { signedPayload });
      expect(reply.status).toBe(401);
    }
    const again = await kit.post("/applePay/notifications", { signedPayload: genuine });
    expect(again).toEqual({ status: 200, body: "[accepted]" });
    expect(kit.handled("apple")).toBe(handled);
    expect(kit.rows(userId)).toHaveLength(1);
    expect(statusOf(userId)).toBe("ACTIVE");
  });
});

describe("Google Play real-time developer notifications", () => {
  test("PURCHASED activates and acknowledges; RENEWED extends; CANCELED, RESTARTED, EXPIRED as the API says", async () => {
    const { userId, order } = await initiate("googlePlay");
    const purchaseToken = await kit.googlePurchase(order.storeProductId, order.appAccountToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    expect(kit.rows(userId)[0]).toMatchObject({ payment_method_type: "IN_APP", payment_method_name: "googlePlay" });
    await expect.poll(() => kit.db.prepare("SELECT acknowledged FROM store_provider_subscriptions WHERE id = ?").pluck().get(purchaseToken)).toBe(1);
    const renewedEnd = monthAfterEnd(userId);
    await kit.storeEvent("google", purchaseToken, "renew");
    await expect.poll(() => endOf(userId)).toBe(renewedEnd);
    await kit.storeEvent("google", purchaseToken, "cancel");
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE_CANCELED");
    await kit.googlePurchase(order.storeProductId, order.appAccountToken, purchaseToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    await kit.storeEvent("google", purchaseToken, "expire");
    await expect.poll(() => statusOf(userId)).toBe("REMOVED");
  });

  test("without the bearer token, or with another: 401; a repeated message is acted on once", async () => {
    const { userId, order } = await initiate("googlePlay");
    const purchaseToken = await kit.googlePurchase(order.storeProductId, order.appAccountToken);
    await expect.poll(() => statusOf(userId)).toBe("ACTIVE");
    await expect.poll(() => kit.undelivered("google")).toBe(0);
    const body = queuedBodies("google", purchaseToken)[0] ?? "{}";
    expect((await kit.post("/googlePlay/notifications", body)).status).toBe(401);
    expect((await kit.post("/googlePlay/notifications", body, undefined, { authorization: "Bearer guessed" })).status).toBe(401);
    const handled = kit.handled("google");
    expect((await kit.post("/googlePlay/notifications", body, undefined, { authorization: `Bearer ${googleKitKey}` })).status).toBe(200);
    expect(kit.handled("google")).toBe(handled);
    expect(kit.rows(userId)).toHaveLength(1);
  });
});
