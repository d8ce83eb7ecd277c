/** POST /api/payments/carrier/activate: the PIN typed (app/_api/carrierRoutes.ts). */
import type { NextRequest } from "next/server";
import { activateCarrierPurchase } from "@/app/_api/carrierRoutes";

export function POST(request: NextRequest) {
  return activateCarrierPurchase(request);
}
