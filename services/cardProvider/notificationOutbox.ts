/**
 * The notifications' outbox (`card_provider_notifications`): every final result (Authorised or Refused) is written
 * there, in the transaction that decides it, as the body the receiver gets (Adyen's standard notification), then sent
 * by notificationSender.ts until the receiver takes it. Each try is signed as it is sent, with the key of the running
 * provider, so a key changed between runs (a random one in production) still signs what an earlier run queued.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { notificationRequestSchema, signNotificationItem, type NotificationItem, type NotificationRequest } from "./notificationSignature";
import type { PaymentRow } from "./paymentStore";
import type { TokenRow } from "./tokenStore";

/** The body of the notification of a payment's final result, not yet signed. */
export function notificationFor(payment: PaymentRow, card: TokenRow | undefined, now: Date): NotificationRequest {
  const success = payment.result_code === "Authorised" ? "true" : "false";
  const item: Omit<NotificationItem, "additionalData"> = {
    eventCode: "AUTHORISATION",
    success,
    pspReference: payment.psp_reference,
    originalReference: "",
    merchantAccountCode: payment.merchant_account,
    merchantReference: payment.merchant_reference,
    amount: { value: payment.amount_value, currency: payment.currency },
    eventDate: now.toISOString(),
    ...(payment.refusal_reason === null ? {} : { reason: payment.refusal_reason }),
  };
  // Without a known card (an unknown or expired token) there is nothing to summarise.
  const cardData: Record<string, string> =
    card === undefined
      ? {}
      : {
          cardSummary: card.last4,
          expiryDate: `${card.expiry_month}/${card.expiry_year}`,
          paymentMethod: card.brand,
          cardBin: card.bin,
          issuerCountry: card.issuer_country,
          "recurring.recurringDetailReference": card.token,
        };
  return { live: "false", notificationItems: [{ NotificationRequestItem: { ...item, additionalData: cardData } }] };
}

/** A queued body with every item's `additionalData.hmacSignature` made with the key (hex). */
export function signedNotification(body: string, hmacKey: string): string {
  const request = notificationRequestSchema.parse(JSON.parse(body));
  const notificationItems = request.notificationItems.map(({ NotificationRequestItem: item }) => {
    const additionalData = Object.fromEntries(Object.entries(item.additionalData ?? {}).filter(([name]) => name !== "hmacSignature"));
    return { NotificationRequestItem: { ...item, additionalData: { hmacSignature: signNotificationItem(item, hmacKey), ...additionalData } } };
  });
  return JSON.stringify({ ...request, notificationItems });
}

const outboxRowSchema = z.object({ id: z.number().int(), psp_reference: z.string(), body: z.string(), attempts: z.number().int() });
export type OutboxRow = z.output<typeof outboxRowSchema>;

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;

export function createNotificationOutbox(db: Database.Database) {
  /** Queues a body, due at once (`at`, in wall-clock milliseconds). */
  const add = (pspReference: string, body: string, at: number): void => {
    db.prepare("INSERT INTO card_provider_notifications (psp_reference, body, created_at, next_at) VALUES (?, ?, ?, ?)").run(pspReference, body, at, at);
  };
  return {
    add,
    /** Queues the payment's latest notification again; false when it has none. */
    resend(pspReference: string, at: number): boolean {
      const raw: unknown = db.prepare("SELECT * FROM card_provider_notifications WHERE psp_reference = ? ORDER BY id DESC LIMIT 1").get(pspReference);
      if (raw === undefined) return false;
      add(pspReference, outboxRowSchema.parse(raw).body, at);
      return true;
    },
    due(at: number, limit = 20): OutboxRow[] {
      return db
        .prepare("SELECT id, psp_reference, body, attempts FROM card_provider_notifications WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT ?")
        .all(at, limit)
        .map((row) => outboxRowSchema.parse(row));
    },
    /** When the next queued notification is due; undefined when none is waiting. */
    nextDue(): number | undefined {
      const raw: unknown = db.prepare("SELECT MIN(next_at) AS next FROM card_provider_notifications WHERE next_at IS NOT NULL").get();
      return z.object({ next: z.number().nullable() }).parse(raw).next ?? undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE card_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    /** A failed try: due again at `nextAt`, or given up (undefined). */
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE card_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}
