/**
 * GET /api/payments/carrier/frictionless?lang=: what the payment page offers on the account's own number (masked);
 * POST: pay in one tap on it (app/_api/carrierFrictionless.ts). Same-origin JSON only (proxy.ts).
 */
import type { NextRequest } from "next/server";
import { ownNumberOfferRoute, subscribeOwnNumber } from "@/app/_api/carrierFrictionless";

export function GET(request: NextRequest) {
  return ownNumberOfferRoute(request);
}

export function POST(request: NextRequest) {
  return subscribeOwnNumber(request);
}
