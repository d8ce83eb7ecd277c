/** GET /api/partners/{partner}/sign-in?lang=: a partner TV provider's sign-in starts (app/_api/partnerSignIn.ts). */
import type { NextRequest } from "next/server";
import { startPartnerSignIn } from "@/app/_api/partnerSignIn";

export async function GET(request: NextRequest, { params }: { params: Promise<{ partner: string }> }) {
  return startPartnerSignIn(request, (await params).partner);
}
