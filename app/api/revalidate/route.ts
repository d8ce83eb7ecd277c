/**
 * `POST /api/revalidate` (issue 18): the management service's signed publish signal (domain/revalidationSignal.ts).
 * The screen's cached pages are revalidated in Next's page cache (shared by every instance when `REDIS_URL` is
 * set), this instance's layout copy is marked out of date, and the other instances are told to do the same.
 * Authenticated by its signature only: no cookie is read, so the proxy lets it through without the same-origin
 * rule meant for browsers. A failure answers 503 and the service sends the signal again.
 */
import { revalidatePath } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { revalidateSecret, revalidationBody, signatureHeader, verifyRevalidation } from "@/domain/revalidationSignal";
import { cacheStatus } from "@/ops/cacheStatus";
import { errorText, log } from "@/ops/log";
import { broadcast, cachedRoutesOf, expireLocally } from "@/ops/revalidation";

const noStore = { "Cache-Control": "no-store" };

function refuse(status: number, code: string, message: string): NextResponse {
  return NextResponse.json({ error: { status, code, message } }, { status, headers: noStore });
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  const secret = revalidateSecret();
  if (secret === undefined) return refuse(503, "signal-off", "this app has no REVALIDATE_SECRET");
  const text = await request.text();
  if (!verifyRevalidation(request.headers.get(signatureHeader), text, secret)) return refuse(401, "unauthorized", "the signal's signature is missing, wrong or too old");
  const parsed = revalidationBody.safeParse(jsonOf(text));
  if (!parsed.success) return refuse(400, "bad-request", "expected { screenId, reason, version }");
  const signal = parsed.data;
  // A revalidation written while the shared cache is unreachable would be lost: the service retries instead.
  if (cacheStatus() === "fallback") return refuse(503, "cache-unreachable", "the shared cache is unreachable; send the signal again");
  try {
    const routes = cachedRoutesOf(signal.screenId);
    for (const route of routes) revalidatePath(route, "page");
    expireLocally(signal);
    await broadcast(signal);
    log({ level: "info", code: "screen-revalidated", screenId: signal.screenId, reason: signal.reason, version: signal.version });
    return NextResponse.json({ revalidated: signal.screenId, routes }, { headers: noStore });
  } catch (error) {
    log({ level: "warn", code: "revalidate-failed", screenId: signal.screenId, error: errorText(error) });
    return refuse(503, "revalidate-failed", "the other instances could not be told; send the signal again");
  }
}
