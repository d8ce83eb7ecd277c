/**
 * The payment page's API for cash payments (issue 29 §2, docs/cash-payments.md): a reference to pay a package at an
 * outlet. Who pays is the session's adult owner (accountOwner.ts); the amount is the pricing service's. The order turns
 * PAID only on the provider's signed notification, which the page follows (/api/payments/orders/{id}).
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import { noStore, ownerWrite, type RefusalWords } from "./accountOwner";

export const cashReferenceBody = z.object({
  packageId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});

const refusals: RefusalWords = {
  codes: {
    METHOD_NOT_AVAILABLE: "method-unavailable",
    ALREADY_SUBSCRIBED: "already-subscribed",
    PRODUCT_UNKNOWN: "product-unavailable",
    NOT_SOLD_IN_COUNTRY: "product-unavailable",
    PAYMENT_PENDING: "payment-pending",
  },
  keptStatuses: [],
  logCode: "cash-payment-failed",
};

/** POST /api/payments/cash?lang= */
export function createCashReference(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: cashReferenceBody, operation: "cash-reference", refusals }, async (payer, body) =>
    NextResponse.json(await getServices().cashPayments.generateReference(body.packageId, body.idempotencyKey, payer.token, payer.call), { headers: noStore }),
  );
}
