/** POST /api/subscription/pin: this session passes the account's PIN before subscription writes (app/_api/subscriptionPin.ts). */
import type { NextRequest } from "next/server";
import { handleSubscriptionPinPost } from "@/app/_api/subscriptionPin";

export async function POST(request: NextRequest) {
  return handleSubscriptionPinPost(request);
}
