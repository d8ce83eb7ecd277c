/** POST /api/subscription/cancel-reason?lang=: store why the account leaves (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { addCancelReason } from "@/app/_api/renewalRoutes";

export function POST(request: NextRequest) {
  return addCancelReason(request);
}
