/** POST /api/payments/in-app/activate: the store's proof of the purchase (app/_api/inAppRoutes.ts). */
import type { NextRequest } from "next/server";
import { activateInApp } from "@/app/_api/inAppRoutes";

export function POST(request: NextRequest) {
  return activateInApp(request);
}
