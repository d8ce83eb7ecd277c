/**
 * What the code and deal routes share: the buyer (a live session, never watching as a kid profile: redeeming buys
 * something, as in tpayOrders.ts), the viewer's address for the guess throttle (services/user/clientAddress.ts: the
 * app's `x-client-address` only when the listener vouched for it), the refusals, the replies made from a redemption
 * row (so a replayed key answers exactly as the first time) and the error shape with its details.
 */
import { z } from "zod";
import { badRequest, HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Handler, RouteRequest } from "../http/router";
import { clientAddressOf } from "../user/clientAddress";
import { normaliseCode } from "./codeSeed";
import type { Redemption } from "./codeStore";
import type { CodeReason } from "./codeTerms";
import { DetailedHttpError } from "./csgOrders";
import { idempotencyKeySchema } from "./csgSchemas";

export { idempotencyKeySchema };

/** A code as typed: longer than this is refused before it is read. */
export const typedCodeSchema = z.string().max(64);

export function addressOf(request: RouteRequest): string {
  return clientAddressOf(request.headers, request.peer);
}

/** The typed code normalised; 400 `invalid-code` when nothing of it is a code (the throttle is not charged). */
export function codeOf(typed: string): string {
  const code = normaliseCode(typed);
  if (code === undefined) throw badRequest("invalid-code", "A code is 1 to 32 letters and digits (spaces and dashes are ignored).");
  return code;
}

/** One message for every code the caller may not know of: made up, mistyped, or a unique code someone else used. */
export function codeUnknown(): HttpError {
  return new HttpError(404, "CODE_UNKNOWN", "There is no such code.");
}

const reasonMessages: Record<CodeReason, [number, string]> = {
  ALREADY_REDEEMED: [409, "This account has already redeemed this code."],
  EXPIRED: [410, "This code has expired."],
  USED_UP: [409, "This code has been redeemed as many times as it can be."],
  NOT_IN_COUNTRY: [409, "This code cannot be used in this country."],
  NOT_ELIGIBLE: [409, "This code is for new subscribers only."],
};

export function codeRefusal(reason: CodeReason): HttpError {
  const [status, message] = reasonMessages[reason];
  return new HttpError(status, reason, message);
}

export function alreadySubscribed(): HttpError {
  return new HttpError(409, "ALREADY_SUBSCRIBED", "This account has an active subscription.");
}

export function keyReused(): HttpError {
  return new HttpError(409, "IDEMPOTENCY_KEY_REUSED", "This idempotency key was used for another redemption; use a new key.");
}

const money = (amount: number, currency: string) => ({ amount, currency });

/** The reply a redemption gives, the first time and on every replay of its key. */
export function redemptionReply(row: Redemption) {
  if (row.kind === "VOUCHER") {
    return { kind: "VOUCHER" as const, orderId: row.order_id, productId: row.product_id, periods: row.periods, endDate: row.end_date, ...(row.deal_param === null ? {} : { dealParam: row.deal_param }) };
  }
  const priced = { productId: row.product_id, price: money(row.amount, row.currency), regularPrice: money(row.regular_amount, row.currency), periods: row.periods, status: row.status };
  if (row.kind === "COUPON") return { kind: "COUPON" as const, couponId: row.id, code: row.code, ...priced };
  return { kind: "PRICED" as const, dealRedemptionId: row.id, dealParam: row.deal_param, ...priced };
}

/** The handler, with a DetailedHttpError answered as the error shape plus its details (and Retry-After for a 429). */
export function withCodeErrors(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (!(error instanceof DetailedHttpError)) throw error;
      const reply = jsonReply({ error: { status: error.status, code: error.code, message: error.message, ...error.details } }, error.status);
      const retry = error.details.retryAfterSeconds;
      return typeof retry === "number" ? { ...reply, headers: { ...reply.headers, "Retry-After": String(retry) } } : reply;
    }
  };
}
