/**
 * The payment pages' calls to the app's own API (app/api/payments): pay by card, finish after 3-D Secure, and follow
 * an order until the provider's signed notification has settled it. Replies are checked, never cast.
 */
import * as check from "@/domain/check";
import { requestJson } from "@/components/api/appApi";

const payReply = check.object({
  status: check.oneOf(["PENDING", "CHALLENGE", "REFUSED", "PAID"]),
  orderId: check.nonEmptyString,
  refusalReason: check.optional(check.string),
  redirectUrl: check.optional(check.string),
  productId: check.optional(check.string),
});

const errorReply = check.object({ error: check.object({ code: check.string }) });

export type PayReply = check.Infer<typeof payReply>;

/** The app's answer, or the refusal's code (`price-changed`, `address-required`...), or `unavailable` when no answer came. */
export type PayOutcome = { kind: "reply"; reply: PayReply } | { kind: "refused"; code: string };

async function outcomeOf(path: string, body: unknown): Promise<PayOutcome> {
  try {
    const reply = await requestJson(path, { body, timeoutMs: 30_000 });
    const parsed = payReply.parse(reply.body);
    if (reply.ok && parsed.ok) return { kind: "reply", reply: parsed.value };
    const error = errorReply.parse(reply.body);
    return { kind: "refused", code: error.ok ? error.value.error.code : "unavailable" };
  } catch {
    return { kind: "refused", code: "unavailable" };
  }
}

export interface CardPayment {
  packageId: string;
  amount: { value: number; currency: string };
  paymentToken: string;
  idempotencyKey: string;
  billingAddress?: { addressLine1: string; city: string; zip: string; state?: string; country: string };
}

export function payByCard(locale: string, payment: CardPayment): Promise<PayOutcome> {
  return outcomeOf(`/api/payments/card?lang=${locale}`, payment);
}

export function finishChallenge(orderId: string, redirectResult: string): Promise<PayOutcome> {
  return outcomeOf("/api/payments/card/details", { orderId, redirectResult });
}

/** The order's state now; when it is paid the reply has also renewed this browser's viewer ticket. */
export async function orderState(orderId: string): Promise<PayOutcome> {
  try {
    const reply = await requestJson(`/api/payments/orders/${encodeURIComponent(orderId)}`);
    const parsed = payReply.parse(reply.body);
    if (reply.ok && parsed.ok) return { kind: "reply", reply: parsed.value };
    return { kind: "refused", code: reply.status === 404 ? "order-unknown" : "unavailable" };
  } catch {
    return { kind: "refused", code: "unavailable" };
  }
}
