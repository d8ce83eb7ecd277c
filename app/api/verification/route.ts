/** POST /api/verification: the email-confirmation page's button (app/_api/verificationRoute.ts). */
import type { NextRequest } from "next/server";
import { handleVerificationPost } from "@/app/_api/verificationRoute";

export async function POST(request: NextRequest) {
  return handleVerificationPost(request);
}
