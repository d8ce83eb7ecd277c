/**
 * What a payment does: its result by the test card the token stands for (services/README.md), once per idempotency
 * key; the 3-D Secure challenge's answers; and the notification of every final result, queued in the same transaction.
 */
import { refusals, type Refusal } from "./cardRules";
import { notificationFor } from "./notificationOutbox";
import { opaqueReference, type PaymentRow, type ResultCode } from "./paymentStore";
import { providerError, type ProviderContext } from "./providerContext";
import type { TokenRow } from "./tokenStore";

export interface PaymentRequest {
  merchantAccount: string;
  reference: string;
  amount: { value: number; currency: string };
  paymentMethod: { token: string };
  returnUrl: string;
  shopperReference: string;
}

interface Decision {
  resultCode: ResultCode;
  refusal?: Refusal;
  challengeRef?: string;
}

/** The answer the challenge wants. */
export const challengeAnswer = "1234";
/** Wrong answers that end a challenge as not authenticated. */
export const challengeTries = 3;

function decide(card: TokenRow | undefined): Decision {
  if (card === undefined) return { resultCode: "Refused", refusal: refusals.invalidToken };
  switch (card.test_outcome) {
    case "authorised":
      return { resultCode: "Authorised" };
    case "challenge":
      // A stored card pays again without the shopper (a renewal): only a first payment is challenged.
      return card.stored_at === null ? { resultCode: "RedirectShopper", challengeRef: opaqueReference() } : { resultCode: "Authorised" };
    default:
      return { resultCode: "Refused", refusal: refusals[card.test_outcome] };
  }
}

function paymentReply(pspReference: string, decision: Decision, publicUrl: string) {
  return {
    pspReference,
    resultCode: decision.resultCode,
    ...(decision.refusal === undefined ? {} : { refusalReason: decision.refusal.reason, refusalReasonCode: decision.refusal.code }),
    ...(decision.challengeRef === undefined
      ? {}
      : { action: { type: "redirect", url: `${publicUrl}/checkoutshopper/threeds?ref=${encodeURIComponent(decision.challengeRef)}` } }),
  };
}

function queueNotification(context: ProviderContext, payment: PaymentRow, card: TokenRow | undefined, now: Date): void {
  const body = notificationFor(payment, card, now);
  context.outbox.add(payment.psp_reference, JSON.stringify(body), Date.now());
}

/**
 * The payment's reply: the stored one for a key seen before with the same request (nothing is charged again), a 422
 * `idempotency-conflict` for a key seen with another request, else a new payment.
 */
export function makePayment(context: ProviderContext, request: PaymentRequest, idempotencyKey: string, requestHash: string): unknown {
  const { reply, queued } = context.db.transaction(() => {
    const existing = context.payments.byIdempotencyKey(idempotencyKey);
    if (existing !== undefined) {
      if (existing.request_hash !== requestHash) throw providerError(422, "idempotency-conflict", "This Idempotency-Key was used with another request.");
      const stored: unknown = JSON.parse(existing.reply);
      return { reply: stored, queued: false };
    }
    const now = context.now();
    const card = context.tokens.usable(request.paymentMethod.token, request.shopperReference, now);
    const decision = decide(card);
    const row = context.payments.insert(
      {
        idempotencyKey,
        requestHash,
        merchantAccount: request.merchantAccount,
        merchantReference: request.reference,
        amount: request.amount,
        token: request.paymentMethod.token,
        shopperReference: request.shopperReference,
        returnUrl: request.returnUrl,
        resultCode: decision.resultCode,
        ...(decision.refusal === undefined ? {} : { refusal: decision.refusal }),
        ...(decision.challengeRef === undefined ? {} : { challengeRef: decision.challengeRef }),
      },
      (pspReference) => paymentReply(pspReference, decision, context.publicUrl),
      now,
    );
    if (decision.resultCode === "Authorised") context.tokens.store(request.paymentMethod.token, request.shopperReference, now);
    if (decision.resultCode === "RedirectShopper") return { reply: paymentReply(row.psp_reference, decision, context.publicUrl), queued: false };
    queueNotification(context, row, card, now);
    return { reply: paymentReply(row.psp_reference, decision, context.publicUrl), queued: true };
  })();
  if (queued) context.kickNotifications();
  return reply;
}

export type ChallengeOutcome = { kind: "unavailable" } | { kind: "again"; payment: PaymentRow } | { kind: "done"; location: string };

/** The return URL with `redirectResult` added to its query. */
function returnLocation(returnUrl: string, redirectResult: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("redirectResult", redirectResult);
  return url.toString();
}

/** A challenge's answer: the right code authorises; Cancel, or the third wrong code, refuses ("3D Not Authenticated"). */
export function answerChallenge(context: ProviderContext, ref: string, answer: { action: "confirm" | "cancel"; code: string }): ChallengeOutcome {
  const outcome = context.db.transaction((): ChallengeOutcome => {
    const payment = context.payments.byChallengeRef(ref);
    if (payment === undefined || payment.result_code !== "RedirectShopper") return { kind: "unavailable" };
    const now = context.now();
    const right = answer.action === "confirm" && answer.code.trim() === challengeAnswer;
    if (!right && answer.action === "confirm" && context.payments.countWrongAnswer(payment.psp_reference, now) < challengeTries) {
      return { kind: "again", payment };
    }
    const result = right ? { resultCode: "Authorised" as const } : { resultCode: "Refused" as const, refusal: refusals.notAuthenticated };
    const redirectResult = context.payments.finishChallenge(payment.psp_reference, result, now);
    if (right) context.tokens.store(payment.token, payment.shopper_reference, now);
    const finished = context.payments.byPspReference(payment.psp_reference) ?? payment;
    queueNotification(context, finished, context.tokens.find(payment.token), now);
    return { kind: "done", location: returnLocation(payment.return_url, redirectResult) };
  })();
  if (outcome.kind === "done") context.kickNotifications();
  return outcome;
}

/** `POST /v1/payments/details`: the result a redirect result stands for (asked again, the same answer). */
export function paymentDetails(context: ProviderContext, redirectResult: string) {
  const payment = context.payments.byRedirectResult(redirectResult);
  if (payment === undefined) throw providerError(422, "invalid-redirect-result", "No payment has this redirectResult.");
  return {
    pspReference: payment.psp_reference,
    resultCode: payment.result_code,
    ...(payment.refusal_reason === null ? {} : { refusalReason: payment.refusal_reason }),
    ...(payment.refusal_reason_code === null ? {} : { refusalReasonCode: payment.refusal_reason_code }),
    merchantReference: payment.merchant_reference,
  };
}
