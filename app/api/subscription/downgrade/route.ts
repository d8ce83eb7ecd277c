/** POST /api/subscription/downgrade?lang=: the package the subscription renews into (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { downgradeAtRenewal } from "@/app/_api/renewalRoutes";

export function POST(request: NextRequest) {
  return downgradeAtRenewal(request);
}
