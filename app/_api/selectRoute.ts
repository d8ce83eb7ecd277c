/**
 * POST /api/profiles/select `{ profileId, pin? }` → `{ ok: true, redirectTo, profiles, selectedId } | { ok: false,
 * needsPin?, fieldErrors?, formError? }`: the profiles service makes one of the signed-in account's profiles
 * this session's (checking the PIN of a protected one); the viewer ticket is then derived anew from the
 * services and the reply says where to go, in the user's language.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices, UserServiceError } from "@/app/_server/services";
import { isLocale, type Locale } from "@/domain/types";
import { errorText, log } from "@/ops/log";
import { createUiContext, loadAppFlags } from "@/renderer";
import { authCookieNames, droppedTicketCookies, viewerCookies, writeCookies } from "@/app/_session/authCookies";
import { storedProfile } from "@/app/_session/completeSignIn";
import { callContextOf } from "./formRoute";
import { selectBody, selectionRedirect, type SelectBody } from "@/app/_session/selectProfile";
import { viewerOfSession } from "@/app/_session/viewer";

type Refusal = { ok: false; needsPin?: true; fieldErrors?: Record<string, string>; formError?: string };

function refuse(status: number, reply: Refusal): NextResponse {
  return NextResponse.json(reply, { status, headers: { "Cache-Control": "no-store" } });
}

async function readBody(request: NextRequest): Promise<SelectBody | undefined> {
  try {
    const parsed = selectBody.safeParse(await request.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function handleSelectPost(request: NextRequest): Promise<NextResponse> {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale: Locale = isLocale(lang) ? lang : "ar";
  const t = createUiContext(locale, "").t;
  const token = request.cookies.get(authCookieNames.token)?.value;
  if (token === undefined) return refuse(401, { ok: false, formError: t("form.errors.sessionExpired") });
  const body = await readBody(request);
  if (!body) return refuse(400, { ok: false, fieldErrors: { pin: t("profiles.pinFormat") } });
  const call = callContextOf(request, locale);
  // Once the service has switched, the old ticket speaks for a profile this session no longer has.
  let switched = false;
  try {
    const selected = await getServices().profiles.select(call, { token }, body.profileId, body.pin);
    switched = true;
    const { viewer, profiles } = await viewerOfSession(call, await getServices().user.userData(call, token), token);
    const response = NextResponse.json(
      { ok: true, redirectTo: selectionRedirect(selected, locale, (await loadAppFlags(getServices().appgrid, call)).onboardingJourney), profiles: profiles.map(storedProfile), selectedId: selected.id },
      { headers: { "Cache-Control": "no-store" } },
    );
    writeCookies(response.cookies, viewerCookies(viewer, token));
    return response;
  } catch (error) {
    const response = refusalOf(error, t);
    if (switched) writeCookies(response.cookies, droppedTicketCookies());
    return response;
  }
}

function refusalOf(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): NextResponse {
  if (error instanceof UserServiceError && error.code === "NOT_FOUND") return refuse(404, { ok: false, formError: t("profiles.unknown") });
  if (error instanceof UserServiceError && error.code === "PIN_REQUIRED") return refuse(403, { ok: false, needsPin: true, fieldErrors: { pin: t("profiles.pinNeeded") } });
  if (error instanceof UserServiceError && error.code === "PIN_INVALID") return refuse(403, { ok: false, fieldErrors: { pin: t("form.errors.pinInvalid") } });
  if (error instanceof UserServiceError && error.code === "TOO_MANY_ATTEMPTS") return refuse(429, { ok: false, fieldErrors: { pin: t("form.errors.tooManyAttempts", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) }) } });
  if (error instanceof UserServiceError && error.isInvalidToken) return refuse(401, { ok: false, formError: t("form.errors.sessionExpired") });
  log({ level: "error", code: "profile-select-failed", error: errorText(error) });
  return refuse(502, { ok: false, formError: t("form.errors.unavailable") });
}
