/** POST /api/subscription/cancel?lang=: stop the renewal (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { cancelRenewal } from "@/app/_api/renewalRoutes";

export function POST(request: NextRequest) {
  return cancelRenewal(request);
}
