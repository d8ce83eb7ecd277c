/**
 * POST /api/subscription/pin?lang= `{ pin }` → `{ ok: true }` | `{ error: { status, code, retryAfterSeconds? } }`: the
 * subscription pages' PIN step (spec 3 "Profile state": `isPassedPinCodeOnSubscription`, issue 29). The profiles
 * service checks the master profile's PIN (else the account's) and marks this session as having passed it; the
 * subscription service then lets the session buy, change, cancel and redeem (docs/user-service.md "Subscription PIN").
 * Nothing here is trusted by anyone: the mark lives in the service's session row, not in a cookie or a reply.
 *
 * Same-origin JSON only (proxy.ts refuses cross-site writes before any route runs); the session is the HttpOnly token
 * cookie; the PIN travels in the body only, never in a URL nor a log line. Refusals: `pin-invalid` (400 not four
 * digits, 403 wrong), `throttled` (429, with the wait), `signed-out` (401), `not-allowed` (403, a kids profile's
 * session), `unavailable` (502). The page words each in the viewer's language.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getServices, UserServiceError } from "@/app/_server/services";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { authCookieNames } from "@/app/_session/authCookies";
import { callContextOf } from "./formRoute";

export type SubscriptionPinRefusal = "pin-invalid" | "throttled" | "signed-out" | "not-allowed" | "unavailable";

const pinBody = z.object({ pin: z.string().regex(/^\d{4}$/) });
const noStore = { "Cache-Control": "no-store" };

function refuse(status: number, code: SubscriptionPinRefusal, retryAfterSeconds?: number): NextResponse {
  const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
  const headers = retryAfterSeconds === undefined ? noStore : { ...noStore, "Retry-After": String(retryAfterSeconds) };
  return NextResponse.json({ error: { status, code, ...wait } }, { status, headers });
}

async function readPin(request: NextRequest): Promise<string | undefined> {
  try {
    const parsed = pinBody.safeParse(await request.json());
    return parsed.success ? parsed.data.pin : undefined;
  } catch {
    return undefined;
  }
}

export async function handleSubscriptionPinPost(request: NextRequest): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  const token = request.cookies.get(authCookieNames.token)?.value;
  if (token === undefined) return refuse(401, "signed-out");
  const pin = await readPin(request);
  if (pin === undefined) return refuse(400, "pin-invalid");
  try {
    await getServices().profiles.passSubscriptionPin(callContextOf(request, locale), { token }, pin);
    return NextResponse.json({ ok: true }, { headers: noStore });
  } catch (error) {
    return refusalOf(error);
  }
}

function refusalOf(error: unknown): NextResponse {
  if (error instanceof UserServiceError) {
    if (error.isThrottled) return refuse(429, "throttled", error.retryAfterSeconds ?? 900);
    if (error.code === "PIN_INVALID") return refuse(403, "pin-invalid");
    if (error.code === "INVALID_INPUT") return refuse(400, "pin-invalid");
    if (error.code === "KID_PROFILE_NOT_ALLOWED") return refuse(403, "not-allowed");
    if (error.isInvalidToken || error.code === "SESSION_EXPIRED" || error.status === 401) return refuse(401, "signed-out");
  }
  // The error's text names the call, never its body: the PIN stays out of the log.
  log({ level: "error", code: "subscription-pin-failed", error: errorText(error) });
  return refuse(502, "unavailable");
}
