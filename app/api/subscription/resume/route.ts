/** POST /api/subscription/resume?lang=: renew a canceled subscription again (app/_api/renewalRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { resumeRenewal } from "@/app/_api/renewalRoutes";

export function POST(request: NextRequest) {
  return resumeRenewal(request);
}
