/** POST /api/payments/carrier/frictionless/pin?lang=: a PIN texted to the account's own number (app/_api/carrierFrictionless.ts). */
import type { NextRequest } from "next/server";
import { sendOwnNumberPin } from "@/app/_api/carrierFrictionless";

export function POST(request: NextRequest) {
  return sendOwnNumberPin(request);
}
