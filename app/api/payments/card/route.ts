/** POST /api/payments/card?lang=: pay for a package by card (app/_api/paymentRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { payByCard } from "@/app/_api/paymentRoutes";

export function POST(request: NextRequest) {
  return payByCard(request);
}
