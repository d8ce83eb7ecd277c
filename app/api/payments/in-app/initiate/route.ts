/** POST /api/payments/in-app/initiate?lang=: an order for the native app's store (app/_api/inAppRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { initiateInApp } from "@/app/_api/inAppRoutes";

export function POST(request: NextRequest) {
  return initiateInApp(request);
}
