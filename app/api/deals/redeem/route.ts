/** POST /api/deals/redeem?lang=: take a partner's deal (app/_api/codeRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { redeemDeal } from "@/app/_api/codeRoutes";

export function POST(request: NextRequest) {
  return redeemDeal(request);
}
