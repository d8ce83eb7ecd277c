/**
 * The payment pages' calls to the app's own API (app/api/payments): pay by card, change the saved card, finish after 3-D Secure, and follow
 * an order until the provider's signed notification has settled it (components/api/orderReply.ts checks the replies).
 */
import type { ReservationFields } from "@/domain/subscription/codes";
import { postForOrder, type PayOutcome } from "@/components/api/orderReply";

export { orderState, type PayOutcome, type PayReply } from "@/components/api/orderReply";

export interface CardPayment extends ReservationFields {
  packageId: string;
  amount: { value: number; currency: string };
  paymentToken: string;
  idempotencyKey: string;
  billingAddress?: { addressLine1: string; city: string; zip: string; state?: string; country: string };
}

export function payByCard(locale: string, payment: CardPayment): Promise<PayOutcome> {
  return postForOrder(`/api/payments/card?lang=${locale}`, payment);
}

/** Another card as the saved one: the provider checks it for nothing; its notification saves it (follow the order). */
export function changeCard(locale: string, card: Pick<CardPayment, "paymentToken" | "idempotencyKey" | "billingAddress">): Promise<PayOutcome> {
  return postForOrder(`/api/payments/card/change?lang=${locale}`, card);
}

export function finishChallenge(orderId: string, redirectResult: string): Promise<PayOutcome> {
  return postForOrder("/api/payments/card/details", { orderId, redirectResult });
}
