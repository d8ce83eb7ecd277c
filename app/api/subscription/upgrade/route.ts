/** POST /api/subscription/upgrade?lang=: move up now, charged to the saved card (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { upgradeNow } from "@/app/_api/renewalRoutes";

export function POST(request: NextRequest) {
  return upgradeNow(request);
}
