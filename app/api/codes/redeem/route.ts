/** POST /api/codes/redeem?lang=: redeem a coupon or voucher code (app/_api/codeRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { redeemCode } from "@/app/_api/codeRoutes";

export function POST(request: NextRequest) {
  return redeemCode(request);
}
