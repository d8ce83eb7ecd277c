/** POST /api/payments/carrier/pin: the operator texts a new PIN (app/_api/carrierRoutes.ts). */
import type { NextRequest } from "next/server";
import { resendCarrierPin } from "@/app/_api/carrierRoutes";

export function POST(request: NextRequest) {
  return resendCarrierPin(request);
}
