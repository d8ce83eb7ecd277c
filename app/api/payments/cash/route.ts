/** POST /api/payments/cash?lang=: a reference to pay a package in cash (app/_api/cashRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { createCashReference } from "@/app/_api/cashRoutes";

export function POST(request: NextRequest) {
  return createCashReference(request);
}
