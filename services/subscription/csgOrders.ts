/**
 * What the card payment routes share: the order's reply, the refusal that carries more than the error shape's three
 * fields (the current price, the pending order), the provider when the suite has one, the billing address a card
 * payment or a card change needs in some countries, the provider's payment of an order and its answer as an order
 * outcome.
 */
import type { z } from "zod";
import { billingAddressRequired } from "@/domain/subscription/paymentMethods";
import { badRequest, HttpError } from "../http/HttpError";
import { readJsonBody } from "../http/parseJsonBody";
import { jsonReply } from "../http/reply";
import type { Handler, RouteRequest } from "../http/router";
import { providerFailed, type CardProviderClient } from "./csgProvider";
import type { BillingAddress, ProviderPaymentReply } from "./csgSchemas";
import type { OrderOutcome, OrderRow, OrderStatus } from "./orderStore";
import type { CardProviderDeps, SubscriptionDeps } from "./subscriptionDeps";

/** An error whose reply carries details beside `status`, `code` and `message` (`{ error: { …, currentPrice } }`). */
export class DetailedHttpError extends HttpError {
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown>) {
    super(status, code, message);
    this.name = "DetailedHttpError";
    this.details = details;
  }
}

/** The handler, with a DetailedHttpError answered as the service's error shape plus its details. */
export function withDetails(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (!(error instanceof DetailedHttpError)) throw error;
      return jsonReply({ error: { status: error.status, code: error.code, message: error.message, ...error.details } }, error.status);
    }
  };
}

/** A JSON body of at most `maxBytes`, checked with the schema; a 400 `invalid-json` or `invalid-request` otherwise. */
export async function readJson<T>(request: RouteRequest, schema: z.ZodType<T>, maxBytes = 16 * 1024): Promise<T> {
  return readJsonBody(request, schema, maxBytes);
}

export function requireProvider(deps: SubscriptionDeps): CardProviderDeps {
  if (deps.cardProvider === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "Card payments are not available: the suite runs without a card provider.");
  return deps.cardProvider;
}

/** How long an authorised order blocks another payment while its notification has not come. */
const pendingWindowMs = 60 * 60 * 1000;

/** 409 PAYMENT_PENDING, naming the order, while an order of the account is authorised and awaits its notification. */
export function refuseWhilePending(deps: SubscriptionDeps, userId: string): void {
  const pending = deps.orders.awaitingNotification(userId, new Date(deps.now().getTime() - pendingWindowMs));
  if (pending !== undefined) {
    throw new DetailedHttpError(409, "PAYMENT_PENDING", "A payment of this account is authorised and awaits the provider's confirmation.", { orderId: pending.id });
  }
}

/** The billing address when the account's country needs one (400 BILLING_ADDRESS_REQUIRED without it), nothing elsewhere. */
export function billingAddressFor(country: string, body: { billingAddress?: BillingAddress | undefined }): BillingAddress | undefined {
  if (!billingAddressRequired(country)) return undefined;
  if (body.billingAddress === undefined) throw badRequest("BILLING_ADDRESS_REQUIRED", `Card payments from ${country} need the billing address.`);
  return body.billingAddress;
}

export function orderUnknown(orderId: string): HttpError {
  return new HttpError(404, "ORDER_UNKNOWN", `No order ${orderId} on this account.`);
}

export interface OrderReply {
  orderId: string;
  status: OrderStatus;
  refusalReason?: string;
  redirectUrl?: string;
}

/** The reply of `csg/subscribe` and `csg/paymentDetails`: the status, why it was refused, where the challenge is. */
export function orderReply(order: OrderRow): OrderReply {
  return {
    orderId: order.id,
    status: order.status,
    ...(order.status === "REFUSED" && order.refusal_reason !== null ? { refusalReason: order.refusal_reason } : {}),
    ...(order.status === "CHALLENGE" && order.redirect_url !== null ? { redirectUrl: order.redirect_url } : {}),
  };
}

/** The provider's answer as the order's new state; Authorised stays PENDING until the signed notification. */
export function outcomeOf(reply: Pick<ProviderPaymentReply, "pspReference" | "resultCode" | "refusalReason" | "action">): OrderOutcome {
  switch (reply.resultCode) {
    case "Authorised":
      return { status: "PENDING", pspReference: reply.pspReference };
    case "Refused":
      return { status: "REFUSED", pspReference: reply.pspReference, refusalReason: reply.refusalReason || "Refused" };
    case "RedirectShopper":
      if (reply.action === undefined) throw providerFailed("The card provider asked for a challenge without saying where.");
      return { status: "CHALLENGE", pspReference: reply.pspReference, redirectUrl: reply.action.url };
  }
}

/** The shopper's way back from 3-D Secure names the order, so the return page knows which order to finish. */
export function withOrder(returnUrl: string, orderId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("order", orderId);
  return url.toString();
}

/** The provider's payment of the order (its id as the idempotency key) with the card token, and the order as it then stands. */
export async function chargeOrder(deps: SubscriptionDeps, client: CardProviderClient, order: OrderRow, payWith: { token: string; returnUrl: string }): Promise<OrderReply> {
  const reply = await client.payment({
    orderId: order.id,
    amount: { value: order.amount, currency: order.currency },
    token: payWith.token,
    returnUrl: withOrder(payWith.returnUrl, order.id),
    userId: order.user_id,
    billingAddress: order.billing_address,
  });
  // Only an order still waiting for this answer takes it: a notification may have come first.
  deps.orders.settle(order.id, ["PENDING"], outcomeOf(reply));
  const settled = deps.orders.byId(order.id);
  if (settled === undefined) throw new Error(`The order ${order.id} is gone.`);
  return orderReply(settled);
}
