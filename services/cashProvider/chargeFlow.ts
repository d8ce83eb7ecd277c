/**
 * What happens to a charge request (docs/cash-payments.md "The provider"): created UNPAID with a reference number that
 * expires 48 hours later; PAID at an outlet (the development kiosk route); CANCELED by the merchant while unpaid;
 * EXPIRED when a read, a payment attempt, a cancel or the periodic check finds it past its expiry (no timer decides it,
 * so a test moves the clock and reads). PAID and EXPIRED are notified to the merchant through the outbox, queued in the
 * transaction that makes the change; the caller kicks the sender afterwards.
 */
import type Database from "better-sqlite3";
import { HttpError } from "../http/HttpError";
import { notificationFor, type CashNotificationOutbox } from "./cashNotificationOutbox";
import type { ChargeStatus } from "./cashSignature";
import type { ChargeRow, ChargeStore } from "./chargeStore";

/** What the provider's routes share (cashProviderServer.ts builds it once the listener is bound). */
export interface CashProviderContext {
  db: Database.Database;
  charges: ChargeStore;
  outbox: CashNotificationOutbox;
  /** Sends the queued notifications now (after the transaction that queued them). */
  kickNotifications(): void;
  apiKey: string;
  now: () => Date;
  /** `POST /dev/kiosk/pay` and `POST /dev/notifications/{referenceNumber}/resend`. */
  devRoutes: boolean;
}

/** How long a reference can be paid: 48 hours, as Fawry's default. */
export const referenceLifetimeMs = 48 * 60 * 60 * 1000;

export interface ChargeRequest {
  merchantRefNumber: string;
  customerProfileId: string;
  amount: { value: number; currency: string };
  description: string;
  language: string;
}

/** A charge as the API answers it (times in milliseconds since the epoch, as Fawry's). */
export function wireCharge(row: ChargeRow) {
  return {
    referenceNumber: row.reference_number,
    merchantRefNumber: row.merchant_ref_number,
    customerProfileId: row.customer_profile_id,
    amount: { value: row.amount_value, currency: row.currency },
    description: row.description,
    orderStatus: row.status,
    paymentMethod: row.payment_method,
    createdTime: row.created_at,
    expirationTime: row.expires_at,
    paymentTime: row.paid_at,
  };
}

export const referenceUnknown = (): HttpError => new HttpError(404, "reference-unknown", "No charge has this reference number.");

/** The refusal of an action on a charge that is no longer UNPAID. */
function notUnpaid(status: Exclude<ChargeStatus, "UNPAID">): HttpError {
  const words = { PAID: "was already paid", EXPIRED: "has expired", CANCELED: "was canceled" } as const;
  return new HttpError(409, `reference-${status.toLowerCase()}`, `This reference ${words[status]}.`);
}

/** UNPAID becomes `status`, and the merchant is told (PAID, EXPIRED) through the outbox; returns the row as it now is. */
function settle(context: CashProviderContext, referenceNumber: string, status: Exclude<ChargeStatus, "UNPAID">, paymentMethod?: string): ChargeRow {
  context.charges.settle(referenceNumber, status, context.now(), paymentMethod);
  const row = context.charges.byReference(referenceNumber);
  if (row === undefined) throw new Error("The charge just settled is not there.");
  if (status !== "CANCELED") context.outbox.add(referenceNumber, notificationFor(row), Date.now());
  return row;
}

/** The charge as it stands now: an UNPAID one past its expiry becomes EXPIRED (and is notified) on the way. */
export function currentCharge(context: CashProviderContext, referenceNumber: string): ChargeRow | undefined {
  const row = context.db.transaction(() => {
    const found = context.charges.byReference(referenceNumber);
    if (found === undefined || found.status !== "UNPAID" || found.expires_at > context.now().getTime()) return found;
    return settle(context, referenceNumber, "EXPIRED");
  })();
  context.kickNotifications();
  return row;
}

/** A new charge, or the merchant's earlier one for the same request (409 for another request with its reference). */
export function createCharge(context: CashProviderContext, request: ChargeRequest, requestHash: string): ChargeRow {
  const row = context.db.transaction(() => {
    const existing = context.charges.byMerchantRef(request.merchantRefNumber);
    if (existing !== undefined) {
      if (existing.request_hash !== requestHash) throw new HttpError(409, "merchant-reference-reused", "This merchant reference was used for another charge.");
      return existing;
    }
    const now = context.now();
    return context.charges.insert({ ...request, requestHash, expiresAt: new Date(now.getTime() + referenceLifetimeMs) }, now);
  })();
  return currentCharge(context, row.reference_number) ?? row;
}

/** The merchant's cancel: UNPAID becomes CANCELED (a canceled one stays so); a paid or expired one is refused. */
export function cancelCharge(context: CashProviderContext, referenceNumber: string): ChargeRow {
  const row = currentCharge(context, referenceNumber);
  if (row === undefined) throw referenceUnknown();
  if (row.status === "CANCELED") return row;
  if (row.status !== "UNPAID") throw notUnpaid(row.status);
  return context.db.transaction(() => settle(context, referenceNumber, "CANCELED"))();
}

/** The customer pays the reference (at an outlet, or in a wallet app): UNPAID becomes PAID and the merchant is told. */
export function payCharge(context: CashProviderContext, referenceNumber: string, paymentMethod: string): ChargeRow {
  const row = currentCharge(context, referenceNumber);
  if (row === undefined) throw referenceUnknown();
  if (row.status !== "UNPAID") throw notUnpaid(row.status);
  const paid = context.db.transaction(() => settle(context, referenceNumber, "PAID", paymentMethod))();
  context.kickNotifications();
  return paid;
}

/** The periodic check: every UNPAID charge past its expiry becomes EXPIRED and is notified; returns how many. */
export function expireDueCharges(context: CashProviderContext): number {
  let count = 0;
  for (;;) {
    const due = context.charges.dueExpiries(context.now());
    const before = count;
    for (const referenceNumber of due) if (currentCharge(context, referenceNumber)?.status === "EXPIRED") count += 1;
    // A full page means there may be more; a page that expired nothing (the clock moved back) ends the check.
    if (due.length < 100 || count === before) return count;
  }
}
