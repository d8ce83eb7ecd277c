/**
 * The shell's session checks (spec 4 "Page load and routing", "Sign-in and session"; spec 8):
 * - the `userType` cookie says anonymous but the store still holds a user: the store signs out;
 * - after the persisted state loads, a signed-in viewer's user is fetched anew (GET /api/me), except on
 *   settings and logout while the store already holds the user; the reply refreshes the store (this is also
 *   how a sign-in that ended in a redirect, social, fills it); a 401 goes to /logout, with the
 *   session-expired flag unless the fault code is "407" ('Invalid Token').
 */
import * as check from "@/domain/check";
import { requestJson, type ApiReply } from "../api/appApi";
import type { Locale } from "@/domain/types";
import { sessionReplyShape } from "@/stores/sessionReply";
import { useAppStore } from "@/stores/appStore";
import { cookieUserType } from "./cookieValue";
import { revokedNoticeEvent } from "./SessionChecks";
import { followingOtherTab } from "./tabSync";

const faultReply = check.object({ fault: check.object({ error: check.object({ code: check.string }) }) });

/** Settings and logout pages skip the refetch (spec 4). */
export function skipsRefetch(pathname: string): boolean {
  return /^\/(?:ar|en|fr)\/(?:logout|hub\/settings)(?:\/|$)/.test(pathname);
}

/** Where a refused refetch sends the browser. */
export function logoutTarget(locale: Locale, faultCode: string | undefined): string {
  return faultCode === "407" ? `/${locale}/logout` : `/${locale}/logout?isSessionExpired=true`;
}

const refetchReply = check.object({
  ...sessionReplyShape,
  selectedProfileId: check.nullable(check.string),
  // What the shell should tell the viewer (app/api/me/route.ts): shown by SessionChecks.tsx.
  notice: check.optional(check.nullable(check.oneOf(["revoked-parking"]))),
});
export type RefetchedSession = check.Infer<typeof refetchReply>;

export type RefetchResult = { kind: "session"; session: RefetchedSession } | { kind: "logout"; target: string } | { kind: "none" };

/** The refetch's verdict: a fresh session for the store, a page to go to (a 401), or nothing (any other failure). */
export async function refetchUser(locale: Locale): Promise<RefetchResult> {
  let reply: ApiReply;
  try {
    reply = await requestJson(`/api/me?lang=${locale}`);
  } catch {
    return { kind: "none" };
  }
  const { body } = reply;
  if (reply.ok) {
    const parsed = refetchReply.parse(body);
    return parsed.ok ? { kind: "session", session: parsed.value } : { kind: "none" };
  }
  if (reply.status !== 401) return { kind: "none" };
  const parsed = faultReply.parse(body);
  return { kind: "logout", target: logoutTarget(locale, parsed.ok ? parsed.value.fault.error.code : undefined) };
}

function afterHydration(run: () => void): void {
  if (useAppStore.getState().hydrated) run();
  else {
    const stop = useAppStore.subscribe((state) => {
      if (!state.hydrated) return;
      stop();
      run();
    });
  }
}

/**
 * The checks above, once per page, after the persisted store has loaded. Loaded by SessionChecks only when
 * the cookie says signed in or this browser holds a stored user, so guests never download it.
 */
export function runSessionSync(locale: Locale): void {
  afterHydration(() => {
    const store = useAppStore.getState();
    const hasUser = store.user !== null;
    if (hasUser && cookieUserType() === "anonymous") store.signOut();
    if (cookieUserType() === "anonymous" || (hasUser && skipsRefetch(window.location.pathname))) return;
    void refetchUser(locale).then((result) => {
      // Another tab's sign-out got here first: its LOGOUT carries the notice (tabSync.ts).
      if (result.kind === "logout" && !followingOtherTab()) window.location.assign(result.target);
      if (result.kind !== "session") return;
      const { user, profiles, selectedProfileId, notice } = result.session;
      const current = useAppStore.getState();
      current.signIn(user, profiles);
      if (selectedProfileId !== null) current.selectProfile(selectedProfileId);
      if (notice === "revoked-parking") window.dispatchEvent(new Event(revokedNoticeEvent));
    });
  });
}
