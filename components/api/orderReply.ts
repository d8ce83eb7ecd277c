/**
 * The app's answer to a call that starts or follows a payment (app/api/payments, app/api/subscription/upgrade): the
 * order's state, or the refusal's code. Shared by the payments module and the change-package button; replies are
 * checked, never cast.
 */
import * as check from "@/domain/check";
import { requestJson } from "./appApi";

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

/** Posts `body` to `path` (a call the provider may take long to answer: 30 s) and checks the answer. */
export async function postForOrder(path: string, body: unknown): Promise<PayOutcome> {
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
