/**
 * The payment pages' API (issue 29 §2): pay by card, finish after 3-D Secure, follow an order. Who pays is the
 * session's account, never a field of the request; a kids profile cannot buy (checked here from the server's own
 * viewer ticket, and the service refuses what it does not hold). The price sent is the one the page showed: the
 * subscription service compares it with the pricing service's and refuses a difference (`price-changed`), so a
 * tampered amount or package never charges anything. No card data passes here: only the provider's token.
 * When an order is paid, this browser's viewer ticket is renewed at once (userType, the header, the page cache's
 * segment and plus playback follow without signing out).
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import { viewerCookies, writeCookies } from "@/app/_session/authCookies";
import { deriveViewer } from "@/app/_session/viewer";
import { noStore, ownerWrite, payerOf, refusalReply, refuse, type RefusalWords } from "./accountOwner";
import { viewerOrigin } from "@/domain/origins";

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);

export const cardPaymentBody = z.object({
  packageId: id,
  amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) }),
  paymentToken: z.string().min(1).max(200),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  billingAddress: z
    .object({ addressLine1: z.string().trim().min(1).max(120), city: z.string().trim().min(1).max(80), zip: z.string().trim().min(1).max(20), state: z.string().trim().min(1).max(80).optional(), country: z.string().regex(/^[A-Z]{2}$/) })
    .optional(),
  /** A coupon the account reserved (codes/redeem): the service charges its price, which `amount` must be. */
  couponId: id.optional(),
  /** A partner deal's price the account reserved (deals/…/redeem), likewise. */
  dealRedemptionId: id.optional(),
  /** A special offer the account takes: the service decides it may and charges its price, which `amount` must be. */
  offerId: id.optional(),
});

/** Another card as the saved one: the provider's token of it, and its billing address where the country asks for one. */
const cardChangeBody = cardPaymentBody.pick({ paymentToken: true, idempotencyKey: true, billingAddress: true });

const detailsBody = z.object({ orderId: id, redirectResult: z.string().min(1).max(500) });

/** The service's refusals the payment page has a message for: an unknown order stays a 404, the rest are 409. */
const refusals: RefusalWords = {
  codes: {
    PRICE_CHANGED: "price-changed",
    BILLING_ADDRESS_REQUIRED: "address-required",
    ALREADY_SUBSCRIBED: "already-subscribed",
    PRODUCT_UNKNOWN: "product-unavailable",
    NOT_SOLD_IN_COUNTRY: "product-unavailable",
    ORDER_UNKNOWN: "order-unknown",
    PAYMENT_PENDING: "payment-pending",
    COUPON_UNKNOWN: "code-unknown",
    COUPON_USED: "code-redeemed",
    NOT_RESERVED_FOR_PRODUCT: "code-unknown",
    EXPIRED: "code-expired",
    DEAL_REDEMPTION_UNKNOWN: "code-unknown",
    DEAL_REDEMPTION_USED: "code-redeemed",
    DEAL_ENDED: "code-expired",
    NOT_PAID_BY_CARD: "no-card",
    SUBSCRIPTION_PIN_REQUIRED: "pin-required",
    OFFER_UNKNOWN: "offer-unavailable",
    OFFER_NOT_FOR_PRODUCT: "offer-unavailable",
    OFFER_NOT_ELIGIBLE: "offer-unavailable",
  },
  keptStatuses: [404],
  logCode: "payment-failed",
};

/** POST /api/payments/card?lang= */
export function payByCard(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: cardPaymentBody, operation: "subscribe", refusals }, async (payer, body) => {
    const origin = viewerOrigin() ?? request.nextUrl.origin;
    const reply = await getServices().subscription.subscribeByCard(
      {
        productId: body.packageId,
        amount: body.amount,
        paymentToken: body.paymentToken,
        idempotencyKey: body.idempotencyKey,
        returnUrl: `${origin}/${payer.locale}/hub/adyen-process-payment`,
        ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
        ...(body.couponId ? { couponId: body.couponId } : {}),
        ...(body.dealRedemptionId ? { dealRedemptionId: body.dealRedemptionId } : {}),
        ...(body.offerId ? { offerId: body.offerId } : {}),
      },
      payer.token,
      payer.call,
    );
    return NextResponse.json(reply, { headers: noStore });
  });
}

/** POST /api/payments/card/change?lang=: the provider checks the new card; 3-D Secure comes back to the card's page. */
export function changeCard(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: cardChangeBody, operation: "change-card", refusals }, async (payer, body) => {
    const origin = viewerOrigin() ?? request.nextUrl.origin;
    const input = { paymentToken: body.paymentToken, idempotencyKey: body.idempotencyKey, returnUrl: `${origin}/${payer.locale}/hub/card-maintain`, ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}) };
    return NextResponse.json(await getServices().subscription.changeCard(input, payer.token, payer.call), { headers: noStore });
  });
}

/** POST /api/payments/card/details: back from 3-D Secure with the provider's result. */
export function finishChallenge(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: detailsBody, operation: "payment-details", refusals }, async (payer, body) =>
    NextResponse.json(await getServices().subscription.cardPaymentDetails(body.orderId, body.redirectResult, payer.token, payer.call), { headers: noStore }),
  );
}

/** GET /api/payments/orders/{orderId}: the order's state; paid, the viewer ticket is renewed in the same reply. */
export async function orderState(request: NextRequest, orderId: string): Promise<NextResponse> {
  const payer = payerOf(request);
  if (payer instanceof NextResponse) return payer;
  if (!id.safeParse(orderId).success) return refuse(404, "order-unknown");
  try {
    const order = await getServices().subscription.order(orderId, payer.token, payer.call);
    const response = NextResponse.json(
      { orderId: order.orderId, status: order.status, productId: order.productId, ...(order.refusalReason ? { refusalReason: order.refusalReason } : {}) },
      { headers: noStore },
    );
    if (order.status === "PAID") writeCookies(response.cookies, viewerCookies(await deriveViewer(payer.call, payer.token), payer.token));
    return response;
  } catch (error) {
    return refusalReply(error, refusals, "order");
  }
}
