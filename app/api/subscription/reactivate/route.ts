/**
 * POST /api/subscription/reactivate?lang=: charge a suspended phone-bill subscription again; GET: its standing while
 * the operator confirms, the viewer ticket renewed once active (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts).
 */
import type { NextRequest } from "next/server";
import { reactivateOnPhoneBill, reactivationState } from "@/app/_api/renewalRoutes";

export function GET(request: NextRequest) {
  return reactivationState(request);
}

export function POST(request: NextRequest) {
  return reactivateOnPhoneBill(request);
}
