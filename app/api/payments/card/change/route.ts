/** POST /api/payments/card/change?lang=: make another card the saved one (app/_api/paymentRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { changeCard } from "@/app/_api/paymentRoutes";

export function POST(request: NextRequest) {
  return changeCard(request);
}
