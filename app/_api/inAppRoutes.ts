/**
 * The payment page's API for in-app payments (issue 29 §2, docs/in-app-payments.md): start an order for the store of
 * the native app the page is shown in, then hand the service the store's proof the native side returned. Who pays is
 * the session's adult owner (accountOwner.ts). The platform comes from the web view's cookie, which only decides
 * whether the service offers the store: what activates anything is the store's own proof, verified by the service
 * with the store, never the page's word.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import { cookieNames } from "@/domain/cookieNames";
import type { Platform } from "@/domain/types";
import { noStore, ownerWrite, type RefusalWords } from "./accountOwner";

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);
const store = z.enum(["apple", "google"]);

export const initiateBody = z.object({ packageId: id, store, idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) }).strict();
/** A JWS signed transaction (three base64url parts) or a purchase token: opaque, bounded. */
export const activateBody = z.object({ orderId: id, store, proof: z.string().regex(/^[A-Za-z0-9_.=-]{1,8000}$/) }).strict();

const nativePlatforms: readonly Platform[] = ["IOS_APP", "IOS_APP2", "ANDROID_APP", "ANDROID_APP2", "HMS_APP"];

function platformOf(request: NextRequest): Platform {
  const named = request.cookies.get(cookieNames.platform)?.value;
  return nativePlatforms.find((platform) => platform === named) ?? "WEB";
}

const refusals: RefusalWords = {
  codes: {
    ALREADY_SUBSCRIBED: "already-subscribed",
    PRODUCT_UNKNOWN: "product-unavailable",
    NOT_IN_STORE: "product-unavailable",
    NOT_IN_NATIVE_APP: "method-unavailable",
    INVALID_RECEIPT: "invalid-receipt",
    ORDER_UNKNOWN: "order-unknown",
    PAYMENT_PENDING: "payment-pending",
    KID_PROFILE_NOT_ALLOWED: "kid-profile",
  },
  keptStatuses: [404],
  logCode: "in-app-payment-failed",
};

/** POST /api/payments/in-app/initiate?lang= */
export function initiateInApp(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: initiateBody, operation: "in-app-initiate", refusals }, async (payer, body) => {
    const input = { productId: body.packageId, idempotencyKey: body.idempotencyKey };
    return NextResponse.json(await getServices().inApp.initiate(body.store, input, platformOf(request), payer.token, payer.call), { headers: noStore });
  });
}

/** POST /api/payments/in-app/activate: the store's proof; paid, the page follows the order (which renews the ticket). */
export function activateInApp(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: activateBody, operation: "in-app-activate", refusals }, async (payer, body) =>
    NextResponse.json(await getServices().inApp.activate(body.store, body.orderId, body.proof, payer.token, payer.call), { headers: noStore }),
  );
}
