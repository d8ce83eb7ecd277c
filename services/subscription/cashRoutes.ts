/**
 * Cash payments (spec 7 "Payment providers": cash/…, docs/cash-payments.md), over the cash payment provider (like
 * Fawry; services/cashProvider is the local stand-in):
 * - `POST cash/generate-reference-number`, `POST cash/generate-encoded-reference-number` (cashGenerate.ts): a reference
 *   number to pay a package at an outlet, the second with the digits of its barcode (cashEncoding.ts);
 * - `GET cash/reference-code-details?referenceNumber=`, `GET cash/references`: the account's own references only
 *   (another account's is as unknown as one that does not exist, so references cannot be probed);
 * - `POST cash/notifications` (cashNotifications.ts): the provider's signed word, the only one that makes an order PAID.
 * Every call but the notifications needs the session; all answer 503 PROVIDER_UNAVAILABLE without the provider.
 */
import { badRequest, HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { encodedReference } from "./cashEncoding";
import { generateReference, requireCash } from "./cashGenerate";
import { receiveCashNotification } from "./cashNotifications";
import { statusAt, type CashReferenceRow } from "./cashStore";
import { withDetails } from "./csgOrders";
import { requireAccount } from "./subscriber";
import { subscriptionRoute, type SubscriptionDeps } from "./subscriptionDeps";

/** A reference number as the provider makes them: digits (nine, Fawry's; 6 to 20 accepted). */
export const referenceNumberPattern = /^\d{6,20}$/;

const iso = (ms: number): string => new Date(ms).toISOString();

/** The reply of the generate calls: the reference to pay, its amount and expiry, its status now. */
function generatedReply(row: CashReferenceRow, now: Date, encoded: boolean) {
  return {
    orderId: row.order_id,
    referenceNumber: row.reference_number,
    productId: row.product_id,
    amount: row.amount,
    currency: row.currency,
    expiresAt: iso(row.expires_at),
    status: statusAt(row, now),
    ...(encoded ? { encodedReference: encodedReference(row.reference_number) } : {}),
  };
}

/** A reference as `reference-code-details` and `references` show it. */
function referenceDetails(row: CashReferenceRow, now: Date) {
  return {
    referenceNumber: row.reference_number,
    orderId: row.order_id,
    productId: row.product_id,
    amount: row.amount,
    currency: row.currency,
    status: statusAt(row, now),
    expiresAt: iso(row.expires_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    encodedReference: encodedReference(row.reference_number),
  };
}

export function createCashRoutes(deps: SubscriptionDeps): Route[] {
  const generate = (encoded: boolean) => withDetails(async (request) => jsonReply(generatedReply(await generateReference(deps, request), deps.now(), encoded)));
  return [
    subscriptionRoute("POST", "/cash/generate-reference-number", generate(false)),
    subscriptionRoute("POST", "/cash/generate-encoded-reference-number", generate(true)),
    subscriptionRoute("GET", "/cash/reference-code-details", (request) => {
      const account = requireAccount(deps, request.headers);
      const referenceNumber = request.query.get("referenceNumber")?.trim() ?? "";
      if (!referenceNumberPattern.test(referenceNumber)) throw badRequest("invalid-query", "`referenceNumber` must be 6 to 20 digits.");
      const row = requireCash(deps).store.ofUser(account.user.id, referenceNumber);
      if (row === undefined) throw new HttpError(404, "REFERENCE_UNKNOWN", "This account has no such reference.");
      return jsonReply(referenceDetails(row, deps.now()));
    }),
    subscriptionRoute("GET", "/cash/references", (request) => {
      const account = requireAccount(deps, request.headers);
      const now = deps.now();
      return jsonReply({ references: requireCash(deps).store.history(account.user.id).map((row) => referenceDetails(row, now)) });
    }),
    subscriptionRoute("POST", "/cash/notifications", (request) => receiveCashNotification(deps, request)),
  ];
}
