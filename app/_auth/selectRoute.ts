/**
 * POST /api/profiles/select `{ profileId, pin? }` → `{ ok: true, redirectTo, profiles } | { ok: false, needsPin?,
 * fieldErrors?, formError? }`: selects one of the signed-in account's profiles (selectProfile.ts decides),
 * writes the profileId, profileType and profileLanguage cookies and says where to go, in the user's language.
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices } from "@/adapters";
import { UserServiceError } from "@/adapters/user/UserServiceError";
import { isLocale, type Locale } from "@/domain/types";
import { createUiContext } from "@/renderer/i18n/uiContext";
import { cookieNames } from "@/renderer/context";
import { isSecureRequest, profileCookies, writeCookies } from "./authCookies";
import { storedProfile } from "./completeSignIn";
import { callContextOf } from "./formRoute";
import { chosenProfile, loadProfileSession } from "./profileSession";
import { decideSelection, selectBody, selectionRedirect, type SelectBody } from "./selectProfile";

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
  const token = request.cookies.get(cookieNames.token)?.value;
  if (token === undefined) return refuse(401, { ok: false, formError: t("form.errors.sessionExpired") });
  const body = await readBody(request);
  if (!body) return refuse(400, { ok: false, fieldErrors: { pin: t("profiles.pinFormat") } });
  const call = callContextOf(request, locale);
  try {
    const session = await loadProfileSession(call, token, request.cookies.get(cookieNames.profileId)?.value);
    const decision = decideSelection(session.profiles, body);
    if (decision.kind === "unknown-profile") return refuse(404, { ok: false, formError: t("profiles.unknown") });
    if (decision.kind === "needs-pin") return refuse(403, { ok: false, needsPin: true, fieldErrors: { pin: t("profiles.pinNeeded") } });
    if (decision.kind === "check-pin") await getServices().profiles.checkPin(call, session.caller, decision.profile.id, decision.pin);
    const response = NextResponse.json(
      { ok: true, redirectTo: selectionRedirect(decision.profile, locale), profiles: session.profiles.map(storedProfile), selectedId: decision.profile.id },
      { headers: { "Cache-Control": "no-store" } },
    );
    const chosen = await chosenProfile(call, session.caller, decision.profile);
    writeCookies(response.cookies, profileCookies(chosen, isSecureRequest(request.nextUrl)));
    return response;
  } catch (error) {
    if (error instanceof UserServiceError && error.code === "PIN_INVALID") return refuse(403, { ok: false, fieldErrors: { pin: t("form.errors.pinInvalid") } });
    if (error instanceof UserServiceError && error.code === "TOO_MANY_ATTEMPTS") return refuse(429, { ok: false, fieldErrors: { pin: t("form.errors.tooManyAttempts", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) }) } });
    if (error instanceof UserServiceError && error.isInvalidToken) return refuse(401, { ok: false, formError: t("form.errors.sessionExpired") });
    console.error(JSON.stringify({ level: "error", code: "profile-select-failed", error: String(error) }));
    return refuse(502, { ok: false, formError: t("form.errors.unavailable") });
  }
}
