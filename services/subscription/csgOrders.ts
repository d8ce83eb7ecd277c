/**
 * What the card payment routes share: the order's reply, the refusal that carries more than the error shape's three
 * fields (the current price, the pending order), the provider when the suite has one, and the provider's answer as an
 * order outcome.
 */
import type { z } from "zod";
import { badRequest, HttpError } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { describeIssues } from "../http/parseQuery";
import { jsonReply } from "../http/reply";
import type { Handler, RouteRequest } from "../http/router";
import { providerFailed } from "./csgProvider";
import type { ProviderPaymentReply } from "./csgSchemas";
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
  const parsed = schema.safeParse(parseJsonBody((await request.readBody(maxBytes)) || "{}"));
  if (!parsed.success) throw badRequest("invalid-request", describeIssues(parsed.error));
  return parsed.data;
}

export function requireProvider(deps: SubscriptionDeps): CardProviderDeps {
  if (deps.cardProvider === undefined) throw new HttpError(503, "PROVIDER_UNAVAILABLE", "Card payments are not available: the suite runs without a card provider.");
  return deps.cardProvider;
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
