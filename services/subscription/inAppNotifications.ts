/**
 * The stores' notifications (no session), docs/in-app-payments.md "Notifications":
 * - `POST applePay/notifications`: App Store Server Notifications V2, `{ signedPayload }`. The JWS is checked with the
 *   store's key first (and the transaction inside it): anything else is a 401 SIGNATURE_INVALID that changes nothing.
 *   Each notificationUUID is acted on once. SUBSCRIBED starts an order still PENDING (the page never came back) or
 *   resumes a resubscribed one; DID_RENEW extends the end date; DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED →
 *   ACTIVE_CANCELED, AUTO_RENEW_ENABLED → ACTIVE; DID_CHANGE_RENEWAL_PREF UPGRADE changes the package now, DOWNGRADE
 *   schedules it (`next_sku`); EXPIRED → REMOVED. A status changes only on a notification signed no earlier than the
 *   last one applied, so a late delivery never undoes a newer change; an end date only ever moves forward.
 * - `POST googlePlay/notifications`: Google's Pub/Sub push, its bearer token checked first (else 401). The
 *   notification is only a hint: the token's state is read from the Play API, and that state is applied
 *   (inAppEffects.ts); each messageId is acted on once. A token that replaced the one an order holds is adopted.
 * An authentic notification is answered 200 `[accepted]` whatever it says (a store failure while reading is a 502:
 * the store tries again).
 */
import { log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { sameSecret } from "../storeProvider/storeServer";
import { readJson } from "./csgOrders";
import { settleFromNotification, settleOrder } from "./inAppActivate";
import { applyGoogleState, extendPeriod, paidRow, setStatus, skuOf, type PaidRow } from "./inAppEffects";
import { appleKind, googleKind } from "./inAppOrders";
import type { InAppProviderDeps } from "./inAppProvider";
import { appleProof, googleProofOf, requireApple, requireGoogle, type StoreProof } from "./inAppProofs";
import { appleNotificationBody, appleNotificationSchema, appleRenewalSchema, googleDeveloperNotification, googlePushBody, type AppleNotification } from "./inAppSchemas";
import type { SubscriptionDeps } from "./subscriptionDeps";

const accepted: Reply = { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "[accepted]" };
const unauthentic = () => new HttpError(401, "SIGNATURE_INVALID", "The notification is not the store's.");

/** An Apple event on the subscription row the store subscription pays. */
function actApple(deps: SubscriptionDeps, inApp: InAppProviderDeps, target: PaidRow, notification: AppleNotification, proof: StoreProof, nextProductId: string | undefined): string {
  const newer = inApp.store.applyEvent(target.purchase.order_id, notification.signedDate);
  const extended = extendPeriod(inApp, appleKind, target, proof);
  const { notificationType: type, subtype } = notification;
  if (type === "DID_RENEW" || type === "SUBSCRIBED") return newer ? setStatus(deps, inApp, target, "ACTIVE") : extended ? "renewed" : "stale";
  if (!newer) return "stale";
  if (type === "EXPIRED") return setStatus(deps, inApp, target, "REMOVED");
  if (type === "DID_CHANGE_RENEWAL_STATUS") return setStatus(deps, inApp, target, subtype === "AUTO_RENEW_DISABLED" ? "ACTIVE_CANCELED" : "ACTIVE");
  if (type === "DID_CHANGE_RENEWAL_PREF") {
    const sku = subtype === "UPGRADE" ? skuOf(inApp, appleKind, proof.storeProductId) : nextProductId === undefined ? undefined : skuOf(inApp, appleKind, nextProductId);
    if (sku === undefined) return "product-unknown";
    if (subtype === "UPGRADE") deps.cardSubscriptions.changePackage(target.userId, target.position, sku);
    else deps.cardSubscriptions.setNextSku(target.userId, target.position, sku === target.row.sku ? null : sku);
    return subtype === "UPGRADE" ? "upgraded" : "renewal-product-changed";
  }
  return "ignored";
}

export async function receiveAppleNotification(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, request: RouteRequest): Promise<Reply> {
  const inApp = requireApple(inAppDeps);
  const body = await readJson(request, appleNotificationBody, 64 * 1024);
  const parsed = appleNotificationSchema.safeParse(await inApp.apple.verified(body.signedPayload));
  let proof: StoreProof | undefined;
  try {
    proof = parsed.success ? await appleProof(inApp, parsed.data.data.signedTransactionInfo, deps.now()) : undefined;
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== "INVALID_RECEIPT") throw error;
  }
  if (!parsed.success || proof === undefined) {
    log({ level: "warn", code: "subscription-apple-notification-unauthentic" });
    throw unauthentic();
  }
  const notification = parsed.data;
  const renewal = notification.data.signedRenewalInfo === undefined ? undefined : appleRenewalSchema.safeParse(await inApp.apple.verified(notification.data.signedRenewalInfo));
  const nextProductId = renewal?.success ? renewal.data.autoRenewProductId : undefined;
  const about = { notificationType: notification.notificationType, subtype: notification.subtype };
  deps.inTransaction(() => {
    if (!inApp.store.recordNotification("apple", notification.notificationUUID, deps.now())) {
      log({ level: "info", code: "subscription-in-app-notification-repeated", store: "apple", ...about });
      return;
    }
    const target = paidRow(inApp, appleKind, inApp.store.bySubscription("apple", proof.subscriptionId));
    let outcome: string;
    if (target !== undefined) outcome = actApple(deps, inApp, target, notification, proof, nextProductId);
    else if (notification.notificationType !== "SUBSCRIBED") outcome = "unknown-subscription";
    else outcome = settleByToken(deps, inApp, proof);
    log({ level: "info", code: "subscription-in-app-notification-handled", store: "apple", ...about, outcome });
  });
  return accepted;
}

/** Apple's SUBSCRIBED for an order the page never activated. */
function settleByToken(deps: SubscriptionDeps, inApp: InAppProviderDeps, proof: StoreProof): string {
  const purchase = proof.appAccountToken === undefined ? undefined : inApp.store.byAccountToken(proof.appAccountToken);
  if (purchase === undefined || purchase.store !== "apple") return "unknown-purchase";
  try {
    settleOrder(deps, inApp, appleKind, purchase.order_id, proof);
    return "paid";
  } catch (error) {
    if (error instanceof HttpError) return `refused-${error.code.toLowerCase()}`;
    throw error;
  }
}

/** The bearer token of Google's push, in constant time; else 401. */
function requirePushToken(inApp: InAppProviderDeps, request: RouteRequest): void {
  const header = request.headers.authorization;
  const given = (Array.isArray(header) ? header[0] : header)?.match(/^Bearer (.+)$/)?.[1];
  if (inApp.googlePushToken === undefined || !sameSecret(given, inApp.googlePushToken)) {
    log({ level: "warn", code: "subscription-google-notification-unauthentic" });
    throw unauthentic();
  }
}

function decodeNotification(data: string): unknown {
  try {
    return JSON.parse(Buffer.from(data, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}

export async function receiveGoogleNotification(deps: SubscriptionDeps, inAppDeps: InAppProviderDeps | undefined, request: RouteRequest): Promise<Reply> {
  const inApp = requireGoogle(inAppDeps);
  requirePushToken(inApp, request);
  const push = await readJson(request, googlePushBody, 32 * 1024);
  const parsed = googleDeveloperNotification.safeParse(decodeNotification(push.message.data));
  const about = parsed.success ? parsed.data.subscriptionNotification : undefined;
  if (!parsed.success || about === undefined || parsed.data.packageName !== inApp.google.packageName) {
    log({ level: "info", code: "subscription-in-app-notification-ignored", store: "google", reason: parsed.success ? "not-a-subscription-notification" : "malformed" });
    return accepted;
  }
  const purchase = await inApp.google.purchase(about.purchaseToken);
  if (purchase === undefined) return accepted;
  const proof = googleProofOf(about.purchaseToken, purchase);
  let outcome: string | undefined;
  deps.inTransaction(() => {
    if (!inApp.store.recordNotification("google", push.message.messageId, deps.now())) return;
    const held = inApp.store.bySubscription("google", proof.subscriptionId);
    const replaced = held === undefined && proof.linkedId !== undefined ? inApp.store.bySubscription("google", proof.linkedId) : undefined;
    // A token that replaced the order's (a change of product, a resubscription) is the order's from now on.
    if (replaced !== undefined) inApp.store.relink(replaced.order_id, proof.subscriptionId);
    const target = paidRow(inApp, googleKind, held ?? (replaced === undefined ? undefined : inApp.store.byOrder(replaced.order_id)));
    outcome = target === undefined ? "pending" : applyGoogleState(deps, inApp, googleKind, target, proof);
  });
  // Not a subscription the service holds: an order the page never activated, settled (and acknowledged) the same way.
  if (outcome === "pending") outcome = await settleFromNotification(deps, inApp, googleKind, proof);
  log({ level: "info", code: outcome === undefined ? "subscription-in-app-notification-repeated" : "subscription-in-app-notification-handled", store: "google", notificationType: about.notificationType, outcome });
  return accepted;
}
