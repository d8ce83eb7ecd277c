/**
 * GET /api/me: the signed-in user, fetched anew with the session token (the spec's user-data call), for
 * the shell's refetch after load. A refusal keeps the service's status and fault code, so the client can
 * tell an expired session from an invalid token (code "407", spec 4 and 8).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices } from "@/adapters";
import { UserServiceError } from "@/adapters/user/UserServiceError";
import type { CallContext } from "@/adapters/http/httpClient";
import { callContextOf } from "@/app/_auth/formRoute";
import { loadProfileSession } from "@/app/_auth/profileSession";
import { isLocale } from "@/domain/types";
import { cookieNames } from "@/renderer/context";

const noStore = { "Cache-Control": "no-store" };

function fault(status: number, code: string) {
  return NextResponse.json({ status, fault: { error: { code } } }, { status, headers: noStore });
}

/** The selected profile for the call's profile headers; without it the call still goes, with the token only. */
async function selectedProfile(call: CallContext, token: string, profileId: string | undefined) {
  try {
    return (await loadProfileSession(call, token, profileId)).selected;
  } catch {
    return undefined;
  }
}

export async function GET(request: NextRequest) {
  const token = request.cookies.get(cookieNames.token)?.value;
  if (!token) return fault(401, "407");
  const lang = request.nextUrl.searchParams.get("lang");
  try {
    const call = callContextOf(request, isLocale(lang) ? lang : "ar");
    const user = await getServices().user.userData(call, token, await selectedProfile(call, token, request.cookies.get(cookieNames.profileId)?.value));
    return NextResponse.json({ user: { id: user.id, userType: user.userType } }, { headers: noStore });
  } catch (error) {
    if (error instanceof UserServiceError) return fault(error.status, error.code);
    return NextResponse.json({ error: "unavailable" }, { status: 502, headers: noStore });
  }
}
