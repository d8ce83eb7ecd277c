/**
 * `card_provider_payments`: one row per payment, keyed by the merchant's idempotency key, with the reply it got (so a
 * repeat of the same request gets the same reply and charges nothing more), its result and, for a 3-D Secure
 * challenge, the challenge's reference, the wrong answers so far and the redirect result the shopper comes back with.
 */
import { randomBytes, randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

export type ResultCode = "Authorised" | "Refused" | "RedirectShopper";

const paymentRowSchema = z.object({
  psp_reference: z.string(),
  idempotency_key: z.string(),
  request_hash: z.string(),
  merchant_account: z.string(),
  merchant_reference: z.string(),
  amount_value: z.number().int(),
  currency: z.string(),
  token: z.string(),
  shopper_reference: z.string(),
  return_url: z.string(),
  result_code: z.enum(["Authorised", "Refused", "RedirectShopper"]),
  refusal_reason: z.string().nullable(),
  refusal_reason_code: z.string().nullable(),
  reply: z.string(),
  challenge_ref: z.string().nullable(),
  challenge_attempts: z.number().int(),
  redirect_result: z.string().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

export interface NewPayment {
  idempotencyKey: string;
  requestHash: string;
  merchantAccount: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  token: string;
  shopperReference: string;
  returnUrl: string;
  resultCode: ResultCode;
  refusal?: { reason: string; code: string };
  challengeRef?: string;
}

/** Sixteen digits, as Adyen's. */
export function newPspReference(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join("")}`;
}

/** An opaque random reference (challenge references, redirect results). */
export function opaqueReference(): string {
  return randomBytes(32).toString("base64url");
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;

export function createPaymentStore(db: Database.Database) {
  const one = (sql: string, value: string): PaymentRow | undefined => {
    const raw: unknown = db.prepare(sql).get(value);
    return raw === undefined ? undefined : paymentRowSchema.parse(raw);
  };
  return {
    byIdempotencyKey: (key: string) => one("SELECT * FROM card_provider_payments WHERE idempotency_key = ?", key),
    byPspReference: (pspReference: string) => one("SELECT * FROM card_provider_payments WHERE psp_reference = ?", pspReference),
    byChallengeRef: (ref: string) => one("SELECT * FROM card_provider_payments WHERE challenge_ref = ?", ref),
    byRedirectResult: (redirectResult: string) => one("SELECT * FROM card_provider_payments WHERE redirect_result = ?", redirectResult),
    /** Stores a new payment with the reply `replyOf(pspReference)` gives; returns the row. */
    insert(payment: NewPayment, replyOf: (pspReference: string) => unknown, now: Date): PaymentRow {
      const pspReference = newPspReference();
      db.prepare(
        `INSERT INTO card_provider_payments (psp_reference, idempotency_key, request_hash, merchant_account, merchant_reference, amount_value,
           currency, token, shopper_reference, return_url, result_code, refusal_reason, refusal_reason_code, reply, challenge_ref,
           created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        pspReference,
        payment.idempotencyKey,
        payment.requestHash,
        payment.merchantAccount,
        payment.merchantReference,
        payment.amount.value,
        payment.amount.currency,
        payment.token,
        payment.shopperReference,
        payment.returnUrl,
        payment.resultCode,
        payment.refusal?.reason ?? null,
        payment.refusal?.code ?? null,
        JSON.stringify(replyOf(pspReference)),
        payment.challengeRef ?? null,
        now.getTime(),
        now.getTime(),
      );
      const row = one("SELECT * FROM card_provider_payments WHERE psp_reference = ?", pspReference);
      if (row === undefined) throw new Error("The payment just stored is not there.");
      return row;
    },
    /** A wrong 3-D Secure answer; returns how many there have been. */
    countWrongAnswer(pspReference: string, now: Date): number {
      db.prepare("UPDATE card_provider_payments SET challenge_attempts = challenge_attempts + 1, updated_at = ? WHERE psp_reference = ?").run(now.getTime(), pspReference);
      return one("SELECT * FROM card_provider_payments WHERE psp_reference = ?", pspReference)?.challenge_attempts ?? 0;
    },
    /** Ends a challenge: the final result and the redirect result the shopper brings back. */
    finishChallenge(pspReference: string, result: { resultCode: "Authorised" | "Refused"; refusal?: { reason: string; code: string } }, now: Date): string {
      const redirectResult = opaqueReference();
      db.prepare(
        "UPDATE card_provider_payments SET result_code = ?, refusal_reason = ?, refusal_reason_code = ?, redirect_result = ?, updated_at = ? WHERE psp_reference = ?",
      ).run(result.resultCode, result.refusal?.reason ?? null, result.refusal?.code ?? null, redirectResult, now.getTime(), pspReference);
      return redirectResult;
    },
  };
}
