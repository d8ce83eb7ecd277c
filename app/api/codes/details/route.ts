/** POST /api/codes/details?lang=: what a code gives (app/_api/codeRoutes.ts). Same-origin JSON only (proxy.ts). */
import type { NextRequest } from "next/server";
import { codeDetails } from "@/app/_api/codeRoutes";

export function POST(request: NextRequest) {
  return codeDetails(request);
}
