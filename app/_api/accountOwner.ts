/**
 * Who may act on an account's subscription and payments through the app's API: the signed-in adult of the session's
 * own account. Decided from the session's HttpOnly cookies as the server issued them (the token, the signed viewer
 * ticket), never from a field of the request: a guest or a forged ticket is 401, a kids profile 403. The services then
 * act on the token's own account only.
 */
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import type { CallContext } from "@/app/_server/services";
import { callContextOf } from "@/app/_api/formRoute";
import { authCookieNames } from "@/app/_session/authCookies";
import { viewerOfCookies } from "@/app/_session/viewer";
import { isLocale, type Locale } from "@/domain/types";

export const noStore = { "Cache-Control": "no-store" };

export function refuse(status: number, code: string): NextResponse {
  return NextResponse.json({ error: { code } }, { status, headers: noStore });
}

export interface Payer {
  token: string;
  call: CallContext;
  locale: Locale;
}

/** The signed-in adult who may pay or change the subscription, or the refusal: a guest (401), a kids profile (403). */
export function payerOf(request: NextRequest): Payer | NextResponse {
  const token = request.cookies.get(authCookieNames.token)?.value;
  const viewer = viewerOfCookies((name) => request.cookies.get(name)?.value);
  if (!token || viewer.userType === "anonymous") return refuse(401, "signed-out");
  if (viewer.profile?.kind === "kid") return refuse(403, "kid-profile");
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  return { token, locale, call: callContextOf(request, locale) };
}

/** The request's JSON body checked with `schema`; undefined when it is not JSON or does not match. */
export async function jsonOf<T>(request: NextRequest, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(await request.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
