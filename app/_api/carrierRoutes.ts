/**
 * The payment page's API for mobile carrier billing (issue 29 §2, docs/carrier-billing.md): start a purchase on a
 * typed number (the operator texts a PIN), send the PIN again, confirm it. Who pays is the session's adult owner
 * (accountOwner.ts); the price is the pricing service's, never the page's; the order turns PAID only on the operator's
 * signed notification, which the status page follows (/api/payments/orders/{id}). The number and the PIN pass here in
 * the body only, and neither is logged. The same on the account's own number (no number typed): carrierFrictionless.ts.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import { noStore, ownerWrite, type RefusalWords } from "./accountOwner";

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);
const idempotencyKey = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

export const carrierPurchaseBody = z.object({
  packageId: id,
  operatorCode: z.string().regex(/^[A-Z0-9-]{2,40}$/),
  /** E.164: a plus and 8 to 15 digits. */
  msisdn: z.string().regex(/^\+[1-9]\d{7,14}$/),
  idempotencyKey,
});

export const pinBody = z.object({ orderId: id, pinCode: z.string().regex(/^\d{3,8}$/) });

const resendBody = z.object({ orderId: id });

/** The service's refusals the page has words for; the PIN's own statuses (410, 422, 429) and 404 are kept. */
export const carrierRefusals: RefusalWords = {
  codes: {
    INVALID_MSISDN: "invalid-number",
    OPERATOR_UNKNOWN: "invalid-number",
    MSISDN_BARRED: "number-barred",
    PRODUCT_NOT_AVAILABLE: "product-unavailable",
    PRODUCT_UNKNOWN: "product-unavailable",
    ALREADY_SUBSCRIBED: "already-subscribed",
    WRONG_PIN: "wrong-pin",
    PIN_EXPIRED: "pin-expired",
    TOO_MANY_ATTEMPTS: "too-many-attempts",
    RESEND_TOO_SOON: "resend-too-soon",
    TOO_MANY_RESENDS: "too-many-resends",
    ORDER_UNKNOWN: "order-unknown",
    ORDER_NOT_AWAITING_PIN: "order-unknown",
    TOO_MANY_PIN_REQUESTS: "too-many-resends",
    PAYMENT_PENDING: "payment-pending",
    KID_PROFILE_NOT_ALLOWED: "kid-profile",
  },
  keptStatuses: [404, 410, 422, 429],
  logCode: "carrier-payment-failed",
};

/** POST /api/payments/carrier?lang= */
export function startCarrierPurchase(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: carrierPurchaseBody, operation: "carrier-subscribe", refusals: carrierRefusals }, async (payer, body) => {
    const purchase = { productId: body.packageId, operatorCode: body.operatorCode, msisdn: body.msisdn, idempotencyKey: body.idempotencyKey };
    return NextResponse.json(await getServices().carrierBilling.subscribe(purchase, payer.token, payer.call), { headers: noStore });
  });
}

/** POST /api/payments/carrier/pin: a new PIN for the order. */
export function resendCarrierPin(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: resendBody, operation: "carrier-resend", refusals: carrierRefusals }, async (payer, body) =>
    NextResponse.json(await getServices().carrierBilling.resendPin(body.orderId, payer.token, payer.call), { headers: noStore }),
  );
}

/** POST /api/payments/carrier/activate: the PIN typed; the order then waits for the operator's notification. */
export function activateCarrierPurchase(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: pinBody, operation: "carrier-activate", refusals: carrierRefusals }, async (payer, body) =>
    NextResponse.json(await getServices().carrierBilling.activate(body.orderId, body.pinCode, payer.token, payer.call), { headers: noStore }),
  );
}
