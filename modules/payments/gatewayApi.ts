/**
 * The carrier, cash and in-app payment forms' calls to the app's own API (app/api/payments/carrier, cash and in-app):
 * each reply checked with its checker, a refusal read as its code with what the page shows beside it (a PIN's tries
 * left, the seconds before a new PIN), and no answer as `unavailable`.
 */
import { requestJson } from "@/components/api/appApi";
import * as check from "@/domain/check";

const refusalReply = check.object({
  error: check.object({ code: check.string, attemptsLeft: check.optional(check.number), retryIn: check.optional(check.number) }),
});

export type Refusal = { kind: "refused"; code: string; attemptsLeft?: number | undefined; retryIn?: number | undefined };
export type Outcome<T> = { kind: "reply"; reply: T } | Refusal;

/** Posts `body` (the operator or the provider may take long: 30 s) and checks the answer with `checker`. */
export async function postChecked<T>(path: string, body: unknown, checker: check.Checker<T>): Promise<Outcome<T>> {
  try {
    const reply = await requestJson(path, { body, timeoutMs: 30_000 });
    const parsed = checker.parse(reply.body);
    if (reply.ok && parsed.ok) return { kind: "reply", reply: parsed.value };
    const refusal = refusalReply.parse(reply.body);
    return refusal.ok ? { kind: "refused", ...refusal.value.error } : { kind: "refused", code: "unavailable" };
  } catch {
    return { kind: "refused", code: "unavailable" };
  }
}

export const pinSent = check.object({
  orderId: check.nonEmptyString,
  maskedNumber: check.string,
  pinLength: check.number,
  expiresIn: check.number,
  resendIn: check.number,
});
export type PinSentReply = check.Infer<typeof pinSent>;

export const pending = check.object({ orderId: check.nonEmptyString, status: check.string });

export const cashReference = check.object({
  orderId: check.nonEmptyString,
  referenceNumber: check.nonEmptyString,
  productId: check.string,
  amount: check.object({ minor: check.number, currency: check.string }),
  expiresAt: check.string,
  status: check.oneOf(["UNPAID", "PAID", "EXPIRED", "CANCELED"]),
  encoded: check.optional(check.string),
});
export type CashReferenceReply = check.Infer<typeof cashReference>;

export const inAppOrder = check.object({ orderId: check.nonEmptyString, storeProductId: check.nonEmptyString, appAccountToken: check.nonEmptyString });
export type InAppOrderReply = check.Infer<typeof inAppOrder>;

export function initiateInApp(locale: string, body: { packageId: string; store: "apple" | "google"; idempotencyKey: string }) {
  return postChecked(`/api/payments/in-app/initiate?lang=${locale}`, body, inAppOrder);
}

export function activateInApp(orderId: string, store: "apple" | "google", proof: string) {
  return postChecked("/api/payments/in-app/activate", { orderId, store, proof }, pending);
}

export function startCarrierPurchase(locale: string, body: { packageId: string; operatorCode: string; msisdn: string; idempotencyKey: string }) {
  return postChecked(`/api/payments/carrier?lang=${locale}`, body, pinSent);
}

export function resendPin(orderId: string) {
  return postChecked("/api/payments/carrier/pin", { orderId }, pinSent);
}

export function confirmPin(orderId: string, pinCode: string) {
  return postChecked("/api/payments/carrier/activate", { orderId, pinCode }, pending);
}

export function createCashReference(locale: string, body: { packageId: string; idempotencyKey: string }) {
  return postChecked(`/api/payments/cash?lang=${locale}`, body, cashReference);
}
