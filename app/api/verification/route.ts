/** POST /api/verification: the email-confirmation page's button (app/_auth/verificationRoute.ts). */
import type { NextRequest } from "next/server";
import { handleVerificationPost } from "@/app/_auth/verificationRoute";

export async function POST(request: NextRequest) {
  return handleVerificationPost(request);
}
