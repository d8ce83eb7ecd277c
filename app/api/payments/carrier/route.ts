/** POST /api/payments/carrier?lang=: pay for a package on the phone bill (app/_api/carrierRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { startCarrierPurchase } from "@/app/_api/carrierRoutes";

export function POST(request: NextRequest) {
  return startCarrierPurchase(request);
}
