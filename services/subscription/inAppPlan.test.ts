import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { androidHeaders, appleHeaders, initiateReplySchema, startInAppKit, type InAppKit } from "./inAppTestKit";
import { errorCodeOf } from "./testKit";

let kit: InAppKit;
beforeAll(async () => {
  kit = await startInAppKit();
  // Only the page's calls act here (the notifications' part is inAppNotifications.test.ts).
  kit.holdNotifications("apple", true);
  kit.holdNotifications("google", true);
});
afterAll(async () => {
  await kit.close();
});

const subscriptionReply = z.object({ subscription: z.object({ productId: z.string(), subscriptionStatus: z.string(), nextSku: z.string().nullable(), endDate: z.string() }) });

/** A new account subscribed through the App Store (activated by the page). */
async function appleSubscriber(productId = "shasha-sport") {
  const account = kit.newAccount();
  const order = initiateReplySchema.parse((await kit.post("/applePay/initiate", { productId, idempotencyKey: `key-${randomUUID()}` }, account.token, appleHeaders)).body);
  const bought = await kit.applePurchase(order.storeProductId, order.appAccountToken);
  expect((await kit.post("/applePay/activate", { orderId: order.orderId, signedTransaction: bought.signedTransaction }, account.token)).status).toBe(200);
  return { ...account, order, ...bought };
}

async function googleSubscriber(productId = "shasha-sport") {
  const account = kit.newAccount();
  const order = initiateReplySchema.parse((await kit.post("/googlePlay/initiate", { productId, idempotencyKey: `key-${randomUUID()}` }, account.token, androidHeaders)).body);
  const purchaseToken = await kit.googlePurchase(order.storeProductId, order.appAccountToken);
  expect((await kit.post("/googlePlay/activate", { orderId: order.orderId, purchaseToken }, account.token)).status).toBe(200);
  return { ...account, order, purchaseToken };
}

describe("regrade", () => {
  test("Apple up: the package now, a new period; down: next_sku from the signed renewal info", async () => {
    const me = await appleSubscriber();
    const paidUntil = kit.rows(me.userId)[0]?.end_date ?? "";
    kit.advance(60_000);
    const up = await kit.applePurchase("com.shasha.ultimate.monthly", me.order.appAccountToken, me.originalTransactionId);
    const upgraded = await kit.post("/applePay/regrade", { productId: "shasha-ultimate", signedTransaction: up.signedTransaction }, me.token, appleHeaders);
    const afterUpgrade = subscriptionReply.parse(upgraded.body).subscription;
    expect(afterUpgrade).toMatchObject({ productId: "shasha-ultimate", subscriptionStatus: "ACTIVE", nextSku: null });
    // A new month from the upgrade, so a minute past the purchase's end.
    expect(Date.parse(afterUpgrade.endDate) - Date.parse(paidUntil)).toBe(60_000);
    const down = await kit.applePurchase("com.shasha.vip.monthly", me.order.appAccountToken, me.originalTransactionId);
    const downgraded = await kit.post("/applePay/regrade", { productId: "shasha-vip", signedTransaction: down.signedTransaction }, me.token, appleHeaders);
    expect(subscriptionReply.parse(downgraded.body).subscription).toMatchObject({ productId: "shasha-ultimate", nextSku: "shasha-vip" });
  });

  test("Apple: another account's transaction, a package the proof is not of, outside the app or as a kid: refused, nothing changes", async () => {
    const me = await appleSubscriber();
    const other = await appleSubscriber();
    const theirs = await kit.applePurchase("com.shasha.ultimate.monthly", other.order.appAccountToken, other.originalTransactionId);
    expect(errorCodeOf(await kit.post("/applePay/regrade", { productId: "shasha-ultimate", signedTransaction: theirs.signedTransaction }, me.token, appleHeaders))).toBe("INVALID_RECEIPT");
    expect(errorCodeOf(await kit.post("/applePay/regrade", { productId: "shasha-ultimate", signedTransaction: me.signedTransaction }, me.token, appleHeaders))).toBe("INVALID_RECEIPT");
    expect(errorCodeOf(await kit.post("/applePay/regrade", { productId: "shasha-ultimate", signedTransaction: me.signedTransaction }, me.token))).toBe("NOT_IN_NATIVE_APP");
    expect(errorCodeOf(await kit.post("/applePay/regrade", { productId: "shasha-ultimate", signedTransaction: me.signedTransaction }, kit.kidSession(me.userId), appleHeaders))).toBe("KID_PROFILE_NOT_ALLOWED");
    expect(kit.rows(me.userId)[0]).toMatchObject({ sku: "shasha-sport", next_sku: null });
  });

  test("Google up: the new token (linked to the old) holds the subscription, the package now; down: next_sku", async () => {
    const me = await googleSubscriber();
    kit.advance(60_000);
    const upToken = await kit.googlePurchase("shasha_ultimate_monthly", me.order.appAccountToken, me.purchaseToken);
    const upgraded = await kit.post("/googlePlay/regrade", { productId: "shasha-ultimate", purchaseToken: upToken }, me.token, androidHeaders);
    expect(subscriptionReply.parse(upgraded.body).subscription).toMatchObject({ productId: "shasha-ultimate", nextSku: null });
    const downToken = await kit.googlePurchase("shasha_vip_monthly", me.order.appAccountToken, upToken);
    // The old token no longer proves anything for this account.
    expect(errorCodeOf(await kit.post("/googlePlay/regrade", { productId: "shasha-vip", purchaseToken: me.purchaseToken }, me.token, androidHeaders))).toBe("INVALID_RECEIPT");
    const downgraded = await kit.post("/googlePlay/regrade", { productId: "shasha-vip", purchaseToken: downToken }, me.token, androidHeaders);
    expect(subscriptionReply.parse(downgraded.body).subscription).toMatchObject({ productId: "shasha-ultimate", nextSku: "shasha-vip" });
  });
});

describe("reactivate and cancel", () => {
  test("Apple: auto-renew off → ACTIVE_CANCELED; back on in the store → reactivate: ACTIVE; an active one: NOT_CANCELED", async () => {
    const me = await appleSubscriber("shasha-vip");
    await kit.storeEvent("apple", me.originalTransactionId, "cancel");
    kit.db.prepare("UPDATE user_subscriptions SET status = 'ACTIVE_CANCELED' WHERE user_id = ?").run(me.userId);
    // Still off in the store: refused.
    expect(errorCodeOf(await kit.post("/applePay/reactivate", { signedTransaction: me.signedTransaction }, me.token, appleHeaders))).toBe("INVALID_RECEIPT");
    const again = await kit.applePurchase("com.shasha.vip.monthly", me.order.appAccountToken, me.originalTransactionId);
    const reply = await kit.post("/applePay/reactivate", { signedTransaction: again.signedTransaction }, me.token, appleHeaders);
    expect(subscriptionReply.parse(reply.body).subscription.subscriptionStatus).toBe("ACTIVE");
    expect(errorCodeOf(await kit.post("/applePay/reactivate", { signedTransaction: again.signedTransaction }, me.token, appleHeaders))).toBe("NOT_CANCELED");
    const other = kit.newAccount();
    expect(errorCodeOf(await kit.post("/applePay/reactivate", { signedTransaction: again.signedTransaction }, other.token, appleHeaders))).toBe("INVALID_RECEIPT");
  });

  test("Google: expired → bought again in the store (a new linked token) → reactivate: ACTIVE on the new token", async () => {
    const me = await googleSubscriber("shasha-vip");
    await kit.storeEvent("google", me.purchaseToken, "expire");
    kit.db.prepare("UPDATE user_subscriptions SET status = 'REMOVED' WHERE user_id = ?").run(me.userId);
    const token = await kit.googlePurchase("shasha_vip_monthly", me.order.appAccountToken, me.purchaseToken);
    const reply = await kit.post("/googlePlay/reactivate", { purchaseToken: token }, me.token, androidHeaders);
    expect(subscriptionReply.parse(reply.body).subscription.subscriptionStatus).toBe("ACTIVE");
    expect(kit.rows(me.userId)).toHaveLength(1);
  });

  test("cancel: MANAGED_BY_STORE with the store's page, nothing changes; no in-app subscription: refused", async () => {
    const apple = await appleSubscriber("shasha-vip");
    const appleReply = await kit.post("/applePay/cancel", {}, apple.token, appleHeaders);
    expect(appleReply).toEqual({ status: 409, body: { error: { status: 409, code: "MANAGED_BY_STORE", message: expect.any(String), manageUrl: "https://apps.apple.com/account/subscriptions" } } });
    expect(kit.rows(apple.userId)[0]?.status).toBe("ACTIVE");
    const google = await googleSubscriber("shasha-vip");
    const googleReply = await kit.post("/googlePlay/cancel", {}, google.token, androidHeaders);
    expect(z.object({ error: z.object({ manageUrl: z.string() }) }).parse(googleReply.body).error.manageUrl).toBe("https://play.google.com/store/account/subscriptions?sku=shasha_vip_monthly&package=com.shasha.app");
    expect(errorCodeOf(await kit.post("/googlePlay/cancel", {}, apple.token, androidHeaders))).toBe("NOT_AN_IN_APP_SUBSCRIPTION");
    expect(errorCodeOf(await kit.post("/applePay/cancel", {}, kit.newAccount().token, appleHeaders))).toBe("NO_ACTIVE_SUBSCRIPTION");
    expect(errorCodeOf(await kit.post("/applePay/cancel", {}, kit.kidSession(apple.userId), appleHeaders))).toBe("KID_PROFILE_NOT_ALLOWED");
  });
});
