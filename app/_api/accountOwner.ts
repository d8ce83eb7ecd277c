/**
 * Who may act on an account's subscription and payments through the app's API: the signed-in adult of the session's
 * own account. Decided from the session's HttpOnly cookies as the server issued them (the token, the signed viewer
 * ticket), never from a field of the request: a guest or a forged ticket is 401, a kids profile 403. The services then
 * act on the token's own account only. `ownerWrite` is such a route's whole frame: who, the body checked, the call, and
 * the service's refusal answered in the page's words.
 */
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { cardPaymentRefusal, type CallContext } from "@/app/_server/services";
import { callContextOf } from "@/app/_api/formRoute";
import { authCookieNames } from "@/app/_session/authCookies";
import { viewerOfCookies } from "@/app/_session/viewer";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";

export const noStore = { "Cache-Control": "no-store" };

/** What a refusal may add for the page: a carrier PIN's tries left, the seconds before a PIN may be sent again. */
export interface RefusalDetails {
  attemptsLeft?: number;
  retryIn?: number;
}

export function refuse(status: number, code: string, details: RefusalDetails = {}): NextResponse {
  return NextResponse.json({ error: { code, ...details } }, { status, headers: noStore });
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

/** How a route answers the subscription service's refusals. */
export interface RefusalWords {
  /** The page's code for each service code the page has words for. */
  codes: Readonly<Record<string, string>>;
  /** The service's statuses answered as they are; any other refusal with words is a 409. */
  keptStatuses: readonly number[];
  /** The log line's code for a failure the page has no words for (a 502 "unavailable"). */
  logCode: string;
}

/** The answer to a failed service call: the page's code, "signed-out" for a 401, else "unavailable", logged. */
export function refusalReply(error: unknown, words: RefusalWords, operation: string): NextResponse {
  const refusal = cardPaymentRefusal(error);
  const code = refusal ? words.codes[refusal.code] : undefined;
  if (refusal && code) {
    const { attemptsLeft, retryIn } = refusal;
    const details = { ...(attemptsLeft === undefined ? {} : { attemptsLeft }), ...(retryIn === undefined ? {} : { retryIn }) };
    return refuse(words.keptStatuses.includes(refusal.status) ? refusal.status : 409, code, details);
  }
  if (refusal?.status === 401) return refuse(401, "signed-out");
  log({ level: "error", code: words.logCode, operation, error: errorText(error), ...(refusal ? { serviceCode: refusal.code } : {}) });
  return refuse(502, "unavailable");
}

/**
 * A write by the account's adult owner: refused as `payerOf` says, a body `schema` rejects is a 400, then `run` with
 * the owner and the body; a failure of its service call is answered by `refusalReply`.
 */
export async function ownerWrite<T>(
  request: NextRequest,
  route: { schema: z.ZodType<T>; operation: string; refusals: RefusalWords },
  run: (owner: Payer, body: T) => Promise<NextResponse>,
): Promise<NextResponse> {
  const owner = payerOf(request);
  if (owner instanceof NextResponse) return owner;
  const body = await jsonOf(request, route.schema);
  if (body === undefined) return refuse(400, "invalid-request");
  try {
    return await run(owner, body);
  } catch (error) {
    return refusalReply(error, route.refusals, route.operation);
  }
}
