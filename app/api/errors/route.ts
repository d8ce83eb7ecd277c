/**
 * `POST /api/errors`: the browser error reporter's tunnel (adapters/errors/errorTunnel.ts). Same origin only, like
 * every state-changing call, with the SDK's own envelope type (proxy.ts, app/_api/forgery.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { forwardEnvelope, parseDsn, readServiceConfig } from "@/app/_server/services";
import { log } from "@/ops/log";

const maxBytes = 512 * 1024;

export async function POST(request: NextRequest): Promise<NextResponse> {
  const envelope = await request.text();
  if (envelope.length > maxBytes) return NextResponse.json({ ok: false, error: "too-large" }, { status: 413 });
  const outcome = await forwardEnvelope(envelope, parseDsn(readServiceConfig().errorReporterDSN));
  if (outcome === "malformed") return NextResponse.json({ ok: false, error: "malformed" }, { status: 400 });
  // The browser cannot do anything about a reporter that is down: it is told all is well, and the server logs it.
  if (outcome === "failed") log({ level: "warn", code: "error-report-not-forwarded", message: "the error-reporting service did not take an envelope" });
  return NextResponse.json({}, { status: 200, headers: { "Cache-Control": "no-store" } });
}
