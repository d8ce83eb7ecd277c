/** POST /api/payments/card/details: finish a card payment after 3-D Secure (app/_api/paymentRoutes.ts). */
import type { NextRequest } from "next/server";
import { finishChallenge } from "@/app/_api/paymentRoutes";

export function POST(request: NextRequest) {
  return finishChallenge(request);
}
