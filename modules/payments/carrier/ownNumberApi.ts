/**
 * The carrier form's calls for the account's own number (app/api/payments/carrier/frictionless): what the page may
 * offer on it (masked; the server decides from its own record of the phone), one tap, a PIN texted to it, that PIN
 * confirmed. Replies are checked as the other carrier calls' are (gatewayApi.ts); no answer is `unavailable`.
 */
import { requestJson } from "@/components/api/appApi";
import * as check from "@/domain/check";
import { pending, pinSent, postChecked } from "../gatewayApi";

const offerReply = check.object({ offer: check.nullable(check.object({ kind: check.oneOf(["one-tap", "pin"]), maskedNumber: check.nonEmptyString })) });
export type OwnNumberOfferReply = NonNullable<check.Infer<typeof offerReply>["offer"]>;

/** The offer on the account's own number; undefined when there is none or it cannot be read (the number form stays). */
export async function readOwnNumberOffer(locale: string, signal: AbortSignal): Promise<OwnNumberOfferReply | undefined> {
  try {
    const reply = await requestJson(`/api/payments/carrier/frictionless?lang=${locale}`, { signal });
    const parsed = offerReply.parse(reply.body);
    return reply.ok && parsed.ok ? (parsed.value.offer ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

export function payWithOwnNumber(locale: string, body: { packageId: string; idempotencyKey: string }) {
  return postChecked(`/api/payments/carrier/frictionless?lang=${locale}`, body, pending);
}

export function sendOwnNumberPin(locale: string, body: { packageId: string; idempotencyKey: string }) {
  return postChecked(`/api/payments/carrier/frictionless/pin?lang=${locale}`, body, pinSent);
}

export function confirmOwnNumberPin(orderId: string, pinCode: string) {
  return postChecked("/api/payments/carrier/frictionless/activate", { orderId, pinCode }, pending);
}

/** The own number's refusals after which the number form is the way on (the offer goes, a sentence says why). */
export const fallbackCodes: readonly string[] = ["no-phone-number", "frictionless-unavailable"];
