/**
 * A partner TV provider's notifications (`POST partners/{partner}/notifications`; no session): the provider's word on
 * a linked customer. The `x-partner-signature` (HMAC-SHA256 of the raw body under the partner's key,
 * services/partnerProvider/partnerSignature.ts) is checked in constant time before anything is read from the body: a
 * wrong or missing one is a 401 and nothing changes. An authentic one is answered `[accepted]` whatever it says, in one
 * transaction:
 * - an event id already handled, a customer linked to no account, an event older than the last one acted on, or a
 *   row no longer this partner's: nothing changes (logged);
 * - RENEWED: the subscription ACTIVE until `validUntil`, on the product its packages now map to (none: it ends now);
 *   a subscription that had ended comes back only while the account holds no other;
 * - CANCELED: it stays until `validUntil` and does not renew (ACTIVE_CANCELED);
 * - SUSPENDED: it ends now (REMOVED).
 */
import { log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { describeIssues } from "../http/parseQuery";
import type { Reply } from "../http/reply";
import type { RouteRequest } from "../http/router";
import { partnerNotificationSchema, partnerSignatureHeader, verifyPartnerBody, type PartnerNotification } from "../partnerProvider/partnerSignature";
import type { CodeSeed } from "./codeSeed";
import { entitledProduct, signInPartner } from "./partnerCatalogue";
import { paidByPartner, requirePartnerProvider } from "./partnerLink";
import type { PartnerStore } from "./partnerStore";
import { headerOf } from "./requestContext";
import { activeRow } from "./subscriber";
import type { SubscriptionDeps } from "./subscriptionDeps";

const accepted: Reply = { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }, body: "[accepted]" };

const activeStatuses: readonly string[] = ["ACTIVE", "ACTIVE_CANCELED", "ACTIVE_FREEZE"];

/** What the event does to the linked row; a string says why nothing changes. */
function apply(deps: SubscriptionDeps, store: PartnerStore, seed: CodeSeed, partnerId: string, event: PartnerNotification): string {
  const link = store.linkOfCustomer(partnerId, event.customerId);
  if (link === undefined) return "not-linked";
  const sentAt = Date.parse(event.sentAt);
  if (sentAt < link.last_event_at) return "stale";
  const row = store.rowAt(link.user_id, link.position);
  if (row === undefined || !paidByPartner(row, partnerId)) return "not-a-partner-row";
  const now = deps.now();
  const isActive = activeStatuses.includes(row.status);
  store.touchLink(partnerId, event.customerId, sentAt);
  if (event.type === "RENEWED") {
    const product = entitledProduct(deps.catalogue, seed, partnerId, event.packages);
    if (product === undefined) {
      if (isActive) store.setRow(link.user_id, link.position, { sku: row.sku, endDate: now, status: "REMOVED" });
      return isActive ? "" : "not-entitled";
    }
    // An ended subscription comes back only where nothing else took its place (the first active row is the active one).
    if (!isActive && activeRow(deps.users.subscriptions(link.user_id)) !== undefined) return "subscribed-otherwise";
    store.setRow(link.user_id, link.position, { sku: product.id, endDate: new Date(event.validUntil), status: "ACTIVE" });
    return "";
  }
  if (!isActive) return "already-ended";
  if (event.type === "CANCELED") store.setRow(link.user_id, link.position, { sku: row.sku, endDate: new Date(event.validUntil), status: "ACTIVE_CANCELED" });
  else store.setRow(link.user_id, link.position, { sku: row.sku, endDate: now, status: "REMOVED" });
  return "";
}

export async function receivePartnerNotification(deps: SubscriptionDeps, seed: CodeSeed, request: RouteRequest): Promise<Reply> {
  const partner = signInPartner(seed, request.params.partner);
  const { store, client } = requirePartnerProvider(deps, partner.id);
  const raw = await request.readBody(16 * 1024);
  if (!verifyPartnerBody(raw, headerOf(request.headers, partnerSignatureHeader), client.config.hmacKey)) {
    log({ level: "warn", code: "subscription-partner-notification-unauthentic", partner: partner.id });
    throw new HttpError(401, "SIGNATURE_INVALID", "The notification's x-partner-signature is missing or wrong.");
  }
  const parsed = partnerNotificationSchema.safeParse(parseJsonBody(raw));
  if (!parsed.success) throw new HttpError(400, "invalid-request", describeIssues(parsed.error));
  const event = parsed.data;
  const about = { partner: partner.id, eventId: event.eventId, type: event.type };
  deps.inTransaction(() => {
    if (!store.recordEvent(partner.id, event.eventId, deps.now())) {
      log({ level: "info", code: "subscription-partner-notification-repeated", ...about });
      return;
    }
    const ignored = apply(deps, store, seed, partner.id, event);
    if (ignored === "") log({ level: "info", code: "subscription-partner-notification-applied", ...about });
    else log({ level: "info", code: "subscription-partner-notification-ignored", ...about, reason: ignored });
  });
  return accepted;
}
