/**
 * GET /api/me: the signed-in user and the account's profiles, fetched anew with the session token (the spec's
 * user-data call), for the shell's refetch after load, which puts them in the client store
 * (`{ user, profiles, selectedProfileId }`). A refusal keeps the service's status and fault code, so the client can
 * tell an expired session from an invalid token (code "407", spec 4 and 8).
 *
 * `notice` (spec 4 "Page load and routing"): "revoked-parking" when the account's subscription was revoked after its
 * parking period (services/user/subscriptionStatus.ts), so the shell shows its popup (components/session/
 * RevokedNotice.tsx); else null. Decided here from the user this call already read, never from the request: null for
 * a kids profile, and null when the profiles could not be read (nobody can tell then whether a kid is watching).
 */
import { NextResponse, type NextRequest } from "next/server";
import { getServices, UserServiceError, type CallContext } from "@/app/_server/services";
import type { AccountProfile, AccountUser } from "@/domain/account";
import { callContextOf } from "@/app/_api/formRoute";
import { sessionForStore } from "@/app/_session/completeSignIn";
import { loadProfileSession } from "@/app/_session/profileSession";
import { isLocale } from "@/domain/types";
import { authCookieNames } from "@/app/_session/authCookies";

const noStore = { "Cache-Control": "no-store" };

function fault(status: number, code: string) {
  return NextResponse.json({ status, fault: { error: { code } } }, { status, headers: noStore });
}

/** The profiles and the selected one, for the store and the call's profile headers; without them the call still goes, with the token only. */
async function profileSession(call: CallContext, token: string) {
  try {
    return await loadProfileSession(call, token);
  } catch {
    return { profiles: [], selected: undefined };
  }
}

/**
 * What the user data says of the subscription: `revokedAfterParking` is the adapter's reading of the wire user
 * (adapters/user/toAccount.ts, domain/userStatus.ts); a user without it has nothing to be told.
 */
type UserFacts = AccountUser & { revokedAfterParking?: boolean };

function noticeOf(user: UserFacts, profiles: readonly AccountProfile[], selected: AccountProfile | undefined): "revoked-parking" | null {
  if (profiles.length === 0 || selected?.type === "KID") return null;
  return user.userType === "registered" && user.revokedAfterParking === true ? "revoked-parking" : null;
}

export async function GET(request: NextRequest) {
  const token = request.cookies.get(authCookieNames.token)?.value;
  if (!token) return fault(401, "407");
  const lang = request.nextUrl.searchParams.get("lang");
  try {
    const call = callContextOf(request, isLocale(lang) ? lang : "ar");
    const { profiles, selected } = await profileSession(call, token);
    const user = await getServices().user.userData(call, token, selected);
    const reply = { ...sessionForStore(user, profiles), selectedProfileId: selected?.id ?? null, notice: noticeOf(user, profiles, selected) };
    return NextResponse.json(reply, { headers: noStore });
  } catch (error) {
    if (error instanceof UserServiceError) return fault(error.status, error.code);
    return NextResponse.json({ error: "unavailable" }, { status: 502, headers: noStore });
  }
}
