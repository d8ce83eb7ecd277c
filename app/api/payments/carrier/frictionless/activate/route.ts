/** POST /api/payments/carrier/frictionless/activate: the PIN texted to the own number, typed (app/_api/carrierFrictionless.ts). */
import type { NextRequest } from "next/server";
import { activateOwnNumber } from "@/app/_api/carrierFrictionless";

export function POST(request: NextRequest) {
  return activateOwnNumber(request);
}
