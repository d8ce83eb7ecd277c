/** The JSON refusal of the preview routes (opening preview mode, opening a studio frame): never cached. */
import { NextResponse } from "next/server";

export function refusePreview(status: number, message: string): NextResponse {
  const code = status === 401 ? "unauthorized" : status === 503 ? "preview-off" : status === 404 ? "not-found" : "bad-request";
  return NextResponse.json({ error: { status, code, message } }, { status, headers: { "Cache-Control": "no-store" } });
}
