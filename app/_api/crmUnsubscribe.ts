/**
 * POST /api/crm/unsubscribe?lang= `{ code }`: the unsubscribe page's button (spec 2 "/unsubscribe"). Opening a CRM
 * email's link only shows the page; the press posts the link's code here (same-origin JSON, proxy.ts), in the body,
 * never in another URL, and the user service decides from its own key and rows what the code turns off. No session is
 * read: the code is the authority, and it can only turn emails off.
 *
 * Answers `{ ok: true, outcome: "done", list, email }` (email masked by the service), or `{ ok: false, outcome:
 * "missing" | "failed" | "unavailable" }`: "failed" is the link (forged, expired, its account gone), "unavailable" a
 * service that could not answer or a press limit reached (try again later). The page words each in the viewer's
 * language. Neither the code nor the reply's address is ever logged.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices, UserServiceError } from "@/app/_server/services";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import type { UnsubscribeReply } from "@/app/_pages/UnsubscribeConfirm";
import { callContextOf } from "./formRoute";

const unsubscribeBody = z.strictObject({ code: z.string().trim().min(1).max(512) });

function reply(status: number, body: UnsubscribeReply, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

async function readCode(request: NextRequest): Promise<string | undefined> {
  try {
    const parsed = unsubscribeBody.safeParse(await request.json());
    return parsed.success ? parsed.data.code : undefined;
  } catch {
    return undefined;
  }
}

/** A refusal of the service: the link itself, or the per-address limit (with its wait); anything else is logged. */
function refusal(error: unknown): NextResponse {
  if (error instanceof UserServiceError && error.code === "TOO_MANY_ATTEMPTS") {
    const wait: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
    return reply(429, { ok: false, outcome: "unavailable" }, wait);
  }
  if (error instanceof UserServiceError && error.status < 500) return reply(400, { ok: false, outcome: "failed" });
  log({ level: "error", code: "crm-unsubscribe-failed", error: errorText(error) });
  return reply(502, { ok: false, outcome: "unavailable" });
}

export async function handleCrmUnsubscribePost(request: NextRequest): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  const code = await readCode(request);
  if (code === undefined) return reply(400, { ok: false, outcome: "missing" });
  try {
    const done = await getServices().user.crmUnsubscribe(callContextOf(request, locale), code);
    return reply(200, { ok: true, outcome: "done", list: done.list, email: done.email });
  } catch (error) {
    return refusal(error);
  }
}
