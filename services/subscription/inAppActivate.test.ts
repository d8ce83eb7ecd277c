import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { signJws } from "../storeProvider/storeJws";
import { androidHeaders, appleHeaders, initiateReplySchema, startInAppKit, type InAppKit } from "./inAppTestKit";
import { createRouter } from "../http/router";
import { createInAppRoutes } from "./inAppRoutes";
import { errorCodeOf } from "./testKit";

let kit: InAppKit;
beforeAll(async () => {
  kit = await startInAppKit();
  // Only the page's calls act here (the stores' purchase notifications are tested in inAppNotifications.test.ts).
  kit.holdNotifications("apple", true);
  kit.holdNotifications("google", true);
});
afterAll(async () => {
  await kit.close();
});

const key = () => `key-${randomUUID()}`;

async function initiate(prefix: "applePay" | "googlePlay", token: string, productId = "shasha-vip") {
  const reply = await kit.post(`/${prefix}/initiate`, { productId, idempotencyKey: key() }, token, prefix === "applePay" ? appleHeaders : androidHeaders);
  expect(reply.status).toBe(200);
  return initiateReplySchema.parse(reply.body);
}

/** A new account's App Store order, bought in the store: its session, the order and the signed transaction. */
async function appleBought(productId = "shasha-vip") {
  const account = kit.newAccount();
  const order = await initiate("applePay", account.token, productId);
  const { signedTransaction, originalTransactionId } = await kit.applePurchase(order.storeProductId, order.appAccountToken);
  return { ...account, order, signedTransaction, originalTransactionId };
}

async function googleBought(productId = "shasha-vip") {
  const account = kit.newAccount();
  const order = await initiate("googlePlay", account.token, productId);
  const purchaseToken = await kit.googlePurchase(order.storeProductId, order.appAccountToken);
  return { ...account, order, purchaseToken };
}

const historySchema = z.object({ orders: z.array(z.object({ orderId: z.string(), status: z.string(), amount: z.object({ value: z.number(), currency: z.string() }), paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }) })) });

describe("applePay/initiate and activate", () => {
  test("initiate → the App Store purchase → activate: PAID, ACTIVE with iTunes until the store's expiry; in the order history", async () => {
    const { userId, token, order, signedTransaction } = await appleBought();
    expect(order.storeProductId).toBe("com.shasha.vip.monthly");
    const reply = await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction }, token);
    expect(reply).toEqual({ status: 200, body: { orderId: order.orderId, status: "PAID" } });
    expect(kit.rows(userId)).toEqual([{ sku: "shasha-vip", status: "ACTIVE", next_sku: null, end_date: "2026-12-26T12:00:00.000Z", payment_method_type: "IN_APP", payment_method_name: "iTunes" }]);
    const history = historySchema.parse((await kit.get("/csg/orderHistory", token)).body).orders;
    expect(history).toEqual([{ orderId: order.orderId, status: "PAID", amount: { value: 4000, currency: "JOD" }, paymentMethod: { paymentMethodType: "IN_APP", paymentMethodName: "iTunes" } }]);
    // A retry: the same answer, no second subscription.
    expect((await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction }, token)).body).toEqual({ orderId: order.orderId, status: "PAID" });
    expect(kit.rows(userId)).toHaveLength(1);
  });

  test("a forged JWS (another key), a tampered payload, another account's proof, another order's proof: 422 INVALID_RECEIPT, nothing changes", async () => {
    const mine = await appleBought();
    const [header = "", payload = "", signature = ""] = mine.signedTransaction.split(".");
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const forger = (await import("node:crypto")).generateKeyPairSync("ec", { namedCurve: "P-256" });
    const kid = z.object({ kid: z.string() }).parse(JSON.parse(Buffer.from(header, "base64url").toString("utf8"))).kid;
    const forged = signJws({ kid, privateKey: forger.privateKey }, claims);
    const richer = Buffer.from(JSON.stringify({ ...z.object({}).loose().parse(claims), expiresDate: Date.parse("2030-01-01T00:00:00Z") })).toString("base64url");
    const other = await appleBought();
    for (const signedTransaction of [forged, `${header}.${richer}.${signature}`, other.signedTransaction]) {
      const reply = await kit.post("/applePay/activate", { orderId: mine.order.orderId, signedTransaction }, mine.token);
      expect([reply.status, errorCodeOf(reply)]).toEqual([422, "INVALID_RECEIPT"]);
    }
    // Another account's order with my proof: not my order (404); my own second order with my first proof: refused.
    expect(errorCodeOf(await kit.post("/applePay/activate", { orderId: other.order.orderId, signedTransaction: mine.signedTransaction }, mine.token))).toBe("ORDER_UNKNOWN");
    expect(kit.rows(mine.userId)).toEqual([]);
    expect((await kit.post("/applePay/activate", { orderId: mine.order.orderId, signedTransaction: mine.signedTransaction }, mine.token)).status).toBe(200);
    expect(kit.rows(other.userId)).toEqual([]);
  });

  test("a proof of another product than the order's: 422; a replayed proof on a second order of the same account: 422", async () => {
    const account = kit.newAccount();
    const vip = await initiate("applePay", account.token);
    const sport = await kit.applePurchase("com.shasha.sport.monthly", vip.appAccountToken);
    expect(errorCodeOf(await kit.post("/applePay/activate", { orderId: vip.orderId, signedTransaction: sport.signedTransaction }, account.token))).toBe("INVALID_RECEIPT");
    const first = await appleBought();
    expect((await kit.post("/applePay/activate", { orderId: first.order.orderId, signedTransaction: first.signedTransaction }, first.token)).status).toBe(200);
    kit.db.prepare("UPDATE user_subscriptions SET status = 'REMOVED' WHERE user_id = ?").run(first.userId);
    const second = await initiate("applePay", first.token);
    expect(errorCodeOf(await kit.post("/applePay/activate", { orderId: second.orderId, signedTransaction: first.signedTransaction }, first.token))).toBe("INVALID_RECEIPT");
  });

  test("initiate's refusals: not in the iOS app, kid profile, subscribed, unknown or mobile-only package, a reused key; no session", async () => {
    const account = kit.newAccount();
    const body = { productId: "shasha-vip", idempotencyKey: key() };
    for (const headers of [{}, { platform: "WEB" }, androidHeaders]) expect(errorCodeOf(await kit.post("/applePay/initiate", body, account.token, headers))).toBe("NOT_IN_NATIVE_APP");
    expect(errorCodeOf(await kit.post("/googlePlay/initiate", body, account.token, appleHeaders))).toBe("NOT_IN_NATIVE_APP");
    expect(errorCodeOf(await kit.post("/applePay/initiate", body, kit.kidSession(account.userId), appleHeaders))).toBe("KID_PROFILE_NOT_ALLOWED");
    expect(errorCodeOf(await kit.post("/applePay/initiate", { ...body, productId: "shasha-gold" }, account.token, appleHeaders))).toBe("PRODUCT_UNKNOWN");
    expect(errorCodeOf(await kit.post("/applePay/initiate", { ...body, productId: "shasha-mobile" }, account.token, appleHeaders))).toBe("NOT_IN_STORE");
    const first = await kit.post("/applePay/initiate", body, account.token, appleHeaders);
    expect((await kit.post("/applePay/initiate", body, account.token, appleHeaders)).body).toEqual(first.body);
    expect(errorCodeOf(await kit.post("/applePay/initiate", { ...body, productId: "shasha-sport" }, account.token, appleHeaders))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(errorCodeOf(await kit.post("/googlePlay/initiate", body, account.token, androidHeaders))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect((await kit.post("/applePay/initiate", body, undefined, appleHeaders)).status).toBe(401);
    const subscribed = await appleBought();
    await kit.post("/applePay/activate", { orderId: subscribed.order.orderId, signedTransaction: subscribed.signedTransaction }, subscribed.token);
    expect(errorCodeOf(await kit.post("/googlePlay/initiate", { productId: "shasha-vip", idempotencyKey: key() }, subscribed.token, androidHeaders))).toBe("ALREADY_SUBSCRIBED");
  });

  test("a kid profile cannot activate either", async () => {
    const { userId, order, signedTransaction } = await appleBought();
    expect(errorCodeOf(await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction }, kit.kidSession(userId)))).toBe("KID_PROFILE_NOT_ALLOWED");
    expect(kit.rows(userId)).toEqual([]);
  });
});

describe("googlePlay/initiate and activate", () => {
  test("initiate → the Play purchase → activate: PAID, ACTIVE with googlePlay, the purchase acknowledged; a retry changes nothing", async () => {
    const { userId, token, order, purchaseToken } = await googleBought("shasha-sport");
    expect(order.storeProductId).toBe("shasha_sport_monthly");
    expect((await kit.post("/googlePlay/activate", { orderId: order.orderId, purchaseToken }, token)).body).toEqual({ orderId: order.orderId, status: "PAID" });
    expect(kit.rows(userId)).toEqual([{ sku: "shasha-sport", status: "ACTIVE", next_sku: null, end_date: "2026-12-26T12:00:00.000Z", payment_method_type: "IN_APP", payment_method_name: "googlePlay" }]);
    expect(kit.db.prepare("SELECT acknowledged FROM store_provider_subscriptions WHERE id = ?").pluck().get(purchaseToken)).toBe(1);
    expect((await kit.post("/googlePlay/activate", { orderId: order.orderId, purchaseToken }, token)).status).toBe(200);
    expect(kit.rows(userId)).toHaveLength(1);
  });

  test("another account's token, an unknown token, a token of another product, an expired one: 422, nothing changes", async () => {
    const mine = await googleBought();
    const other = await googleBought();
    const wrongProduct = await kit.googlePurchase("shasha_ultimate_monthly", mine.order.appAccountToken);
    const expired = await kit.googlePurchase("shasha_vip_monthly", mine.order.appAccountToken);
    await kit.storeEvent("google", expired, "expire");
    for (const purchaseToken of [other.purchaseToken, "not-a-real-token-at-all", wrongProduct, expired]) {
      expect(errorCodeOf(await kit.post("/googlePlay/activate", { orderId: mine.order.orderId, purchaseToken }, mine.token))).toBe("INVALID_RECEIPT");
    }
    expect(kit.rows(mine.userId)).toEqual([]);
    expect(errorCodeOf(await kit.post("/applePay/activate", { orderId: mine.order.orderId, signedTransaction: "a.b.c-not-a-jws-at-all" }, mine.token))).toBe("ORDER_UNKNOWN");
  });
});

test("without the stores every call answers 503 PROVIDER_UNAVAILABLE", async () => {
  const dispatch = createRouter(createInAppRoutes(kit.deps, undefined));
  const { token } = kit.newAccount();
  for (const path of ["/subscription/applePay/initiate", "/subscription/googlePlay/activate", "/subscription/applePay/notifications", "/subscription/googlePlay/cancel"]) {
    const request = { method: "POST", path, query: new URLSearchParams(), headers: { token, platform: "IOS_APP" }, readBody: async () => "{}" };
    await expect(dispatch(request)).rejects.toMatchObject({ status: 503, code: "PROVIDER_UNAVAILABLE" });
  }
});
