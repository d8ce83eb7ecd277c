/** GET /api/partners/callback: the partner TV provider's way back (app/_api/partnerSignIn.ts). */
import type { NextRequest } from "next/server";
import { finishPartnerSignIn } from "@/app/_api/partnerSignIn";

export async function GET(request: NextRequest) {
  return finishPartnerSignIn(request);
}
