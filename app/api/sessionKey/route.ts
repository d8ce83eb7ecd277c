/**
 * `GET /api/sessionKey` (spec 7 "Local calls"): when the session cookie is missing, expired, or holds the
 * text "undefined" or "null", fetch a key from the app-grid service for this device and set the cookies
 * for 6 hours. Replies with the key either way. Asking the service for a key is limited per address (in this
 * instance: see app/_api/addressLimiter.ts): 60 a minute, then 429 with Retry-After.
 */
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { getServices, requestDeadline, requestIdHeader } from "@/app/_server/services";
import { requestIdFrom } from "@/ops/requestId";
import { isLocale } from "@/domain/types";
import { secureCookies } from "@/app/_session/authCookies";
import { viewerOfCookies } from "@/app/_session/viewer";
import { countryOf } from "@/request/context";
import { hasLiveSession, sessionCookies, sessionLifeMs } from "@/app/_session/sessionCookies";
import { createAddressLimiter } from "@/app/_api/addressLimiter";
import { clientAddressOf } from "@/app/_request/clientAddress";
import { errorText, log } from "@/ops/log";

// A browser asks once per 6-hour session; 60 a minute leaves room for a shared address (an office, a mobile carrier).
const newKeys = createAddressLimiter({ max: 60, windowMs: 60_000, maxAddresses: 10_000 });

export async function GET(request: NextRequest) {
  const key = request.cookies.get(sessionCookies.key)?.value;
  const expiry = request.cookies.get(sessionCookies.expiry)?.value;
  if (key && hasLiveSession(key, expiry)) return NextResponse.json({ sessionKey: key, expiresAt: Number(expiry) });

  const clientAddress = clientAddressOf(request.headers);
  const verdict = newKeys.take(clientAddress);
  if (!verdict.ok) {
    return NextResponse.json(
      { error: { status: 429, code: "too-many-requests", message: "Too many session requests from this address" } },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds), "Cache-Control": "no-store" } },
    );
  }
  const services = getServices();
  const lang = request.nextUrl.searchParams.get("lang");
  const device = request.cookies.get(sessionCookies.device)?.value ?? randomUUID();
  try {
    const session = await services.appgrid.viewerSession(device, {
      locale: isLocale(lang) ? lang : "ar",
      country: countryOf({
        viewer: viewerOfCookies((name) => request.cookies.get(name)?.value),
        header: (name) => request.headers.get(name),
        defaultCountry: services.config.defaultCountry,
        countryHeader: services.config.countryHeader,
      }),
      userAgent: request.headers.get("user-agent"),
      clientAddress,
      deadline: requestDeadline(),
      requestId: requestIdFrom(request.headers.get(requestIdHeader)),
    });
    const response = NextResponse.json({ sessionKey: session.key, expiresAt: session.expiresAt });
    const options = { path: "/", sameSite: "lax" as const, secure: secureCookies, maxAge: sessionLifeMs / 1000 };
    response.cookies.set(sessionCookies.key, session.key, options);
    response.cookies.set(sessionCookies.expiry, String(session.expiresAt), options);
    response.cookies.set(sessionCookies.device, device, { ...options, maxAge: 365 * 24 * 3600 });
    return response;
  } catch (error) {
    log({ level: "error", code: "session-failed", error: errorText(error) });
    return NextResponse.json({ error: { status: 502, code: "session-unavailable", message: "The session service did not answer" } }, { status: 502 });
  }
}
