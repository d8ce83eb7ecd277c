/**
 * The payment page's API for carrier billing on the account's own phone number (docs/carrier-billing.md
 * "frictionless"): what the page offers above the number form, a one-tap purchase where the operator identifies its
 * subscribers by header enrichment, a PIN texted to the own number elsewhere, and that PIN confirmed. Whose number it
 * is comes from the session (accountOwner.ts: guests 401, kids profiles 403) and the user service's own record of the
 * phone the phone sign-in proved, never from the request: the bodies name a package and a key, no number, no price. The
 * full number never leaves the server (the page gets "•••567") and is never logged.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices } from "@/app/_server/services";
import { ownNumberOffer } from "@/domain/subscription/carrierBilling";
import { errorText, log } from "@/ops/log";
import { noStore, ownerWrite, payerOf, type RefusalWords } from "./accountOwner";
import { carrierRefusals, pinBody } from "./carrierRoutes";

const packageId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/);

/** One purchase on the own number: the package and the attempt's key; strict, so a number or a price in it is a 400. */
export const ownNumberPurchaseBody = z.object({ packageId, idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) }).strict();

const ownPinBody = pinBody.strict();

/** The carrier refusals, and those of the own number: none on the account, or one that cannot be billed so here. */
export const frictionlessRefusals: RefusalWords = {
  ...carrierRefusals,
  codes: {
    ...carrierRefusals.codes,
    NO_PHONE_NUMBER: "no-phone-number",
    FRICTIONLESS_UNAVAILABLE: "frictionless-unavailable",
    // A replayed key of a refused order, or a key of another purchase: the page makes a new key and starts again.
    ORDER_REFUSED: "order-refused",
    IDEMPOTENCY_KEY_REUSED: "order-refused",
  },
  logCode: "carrier-frictionless-failed",
};

/**
 * GET /api/payments/carrier/frictionless?lang=: `{ offer: { kind: "one-tap" | "pin", maskedNumber } | null }` for
 * the adult of the session, in the call's country. Nothing to offer when either read fails: the number form stays,
 * which is what the page shows without an offer anyway.
 */
export async function ownNumberOfferRoute(request: NextRequest): Promise<NextResponse> {
  const payer = payerOf(request);
  if (payer instanceof NextResponse) return payer;
  const carrier = getServices().carrierBilling;
  try {
    const [phone, contracts] = await Promise.all([getServices().user.ownPhone(payer.call, payer.token), carrier.countryContracts(payer.call, payer.token)]);
    return NextResponse.json({ offer: ownNumberOffer(phone, contracts.operators) ?? null }, { headers: noStore });
  } catch (error) {
    log({ level: "warn", code: "carrier-own-number-failed", error: errorText(error) });
    return NextResponse.json({ offer: null }, { headers: noStore });
  }
}

/** POST /api/payments/carrier/frictionless?lang= `{ packageId, idempotencyKey }`: charged at once → `{ orderId, status }`. */
export function subscribeOwnNumber(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: ownNumberPurchaseBody, operation: "carrier-frictionless-subscribe", refusals: frictionlessRefusals }, async (payer, body) => {
    const reply = await getServices().carrierBilling.subscribeWithoutPin(body.packageId, body.idempotencyKey, payer.token, payer.call);
    return NextResponse.json({ orderId: reply.orderId, status: reply.status }, { headers: noStore });
  });
}

/** POST /api/payments/carrier/frictionless/pin?lang= `{ packageId, idempotencyKey }`: a PIN texted to the own number. */
export function sendOwnNumberPin(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: ownNumberPurchaseBody, operation: "carrier-frictionless-pin", refusals: frictionlessRefusals }, async (payer, body) =>
    NextResponse.json(await getServices().carrierBilling.subscribeOwnNumber(body.packageId, body.idempotencyKey, payer.token, payer.call), { headers: noStore }),
  );
}

/** POST /api/payments/carrier/frictionless/activate `{ orderId, pinCode }`: the PIN typed (tpay/frictionless/activate). */
export function activateOwnNumber(request: NextRequest): Promise<NextResponse> {
  return ownerWrite(request, { schema: ownPinBody, operation: "carrier-frictionless-activate", refusals: frictionlessRefusals }, async (payer, body) =>
    NextResponse.json(await getServices().carrierBilling.activate(body.orderId, body.pinCode, payer.token, payer.call, true), { headers: noStore }),
  );
}
