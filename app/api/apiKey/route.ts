/**
 * `GET /api/apiKey` (spec 7 "Local calls"): the client stores the reply's inner `response` value in app
 * state. It is the app-grid application key the browser identifies itself with; nothing secret.
 */
import { NextResponse } from "next/server";
import { getServices } from "@/app/_server/services";

export function GET() {
  return NextResponse.json({ response: getServices().config.appgridAppKey }, { headers: { "Cache-Control": "private, max-age=3600" } });
}
