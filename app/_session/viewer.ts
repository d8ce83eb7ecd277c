/**
 * Who the viewer is, decided on the server (issue 8): derived from the session token and the services' own
 * state, kept between requests in the signed viewer ticket (viewerTicket.ts), and refreshed from the services
 * once the ticket is older than five minutes. The proxy resolves it for every request; pages and routes
 * behind it read the ticket it left in the request's cookies (viewerOfCookies).
 */
import { getServices, type CallContext, UserServiceError } from "@/app/_server/services";
import type { AccountProfile, AccountUser } from "@/domain/account";
import { anonymousViewer, knownCountry, type Viewer } from "@/domain/viewer";
import { authCookieNames, signOutCookies, viewerCookies, type CookieWrite } from "./authCookies";
import { loadProfileSession, viewerProfileOf } from "./profileSession";
import { readTicket, sessionSecret } from "./viewerTicket";
import { errorText, log } from "@/ops/log";

type CookieReader = (name: string) => string | undefined;

/** The viewer the request's ticket vouches for; no token, or no valid ticket for it, is a guest. */
export function viewerOfCookies(cookie: CookieReader, now = Date.now()): Viewer {
  return readTicket(cookie(authCookieNames.viewer), cookie(authCookieNames.token), sessionSecret(), now)?.viewer ?? anonymousViewer;
}

/** The viewer a user's session makes, with the account's profiles: its selected profile and that profile's limit. */
export async function viewerOfSession(call: CallContext, user: AccountUser, token: string): Promise<{ viewer: Viewer; profiles: AccountProfile[] }> {
  const session = await loadProfileSession(call, token);
  const profile = session.selected ? await viewerProfileOf(call, session.caller, session.selected) : undefined;
  return { viewer: { userType: user.userType, profile, accountCountry: knownCountry(user.country) }, profiles: session.profiles };
}

/** The viewer anew from the services: the user's type and country, the session's selected profile and its limit. */
export async function deriveViewer(call: CallContext, token: string): Promise<Viewer> {
  const user = await getServices().user.userData(call, token);
  return (await viewerOfSession(call, user, token)).viewer;
}

export interface ViewerResolution {
  viewer: Viewer;
  /** Cookies to write: a new ticket, or the sign-out set when the services say the session is gone. */
  writes: CookieWrite[];
}

/**
 * The request's viewer: a fresh ticket as it is; otherwise derived anew from the services and re-issued. When
 * the services say the token is unknown or expired, the viewer is a guest and the session cookies go. When
 * they cannot be asked, an authentic but older ticket still holds (it was issued by this server for this
 * token); without one the viewer is treated as a guest for this request (fail closed).
 */
export async function resolveViewer(cookie: CookieReader, call: CallContext, now = Date.now()): Promise<ViewerResolution> {
  const token = cookie(authCookieNames.token);
  const ticketValue = cookie(authCookieNames.viewer);
  if (!token) return { viewer: anonymousViewer, writes: ticketValue ? signOutCookies() : [] };
  const check = readTicket(ticketValue, token, sessionSecret(), now);
  if (check?.fresh) return { viewer: check.viewer, writes: [] };
  try {
    const viewer = await deriveViewer(call, token);
    return { viewer, writes: viewer.userType === "anonymous" ? signOutCookies() : viewerCookies(viewer, token, now) };
  } catch (error) {
    if (isEndedSession(error)) return { viewer: anonymousViewer, writes: signOutCookies() };
    log({ level: "warn", code: "viewer-refresh-failed", error: errorText(error), staleTicket: check !== undefined });
    return { viewer: check?.viewer ?? anonymousViewer, writes: [] };
  }
}

/** Whether the services say this token's session is over (unknown, signed out or expired); a failure to ask is not. */
export async function sessionHasEnded(call: CallContext, token: string): Promise<boolean> {
  try {
    await getServices().user.userData(call, token);
    return false;
  } catch (error) {
    return isEndedSession(error);
  }
}

function isEndedSession(error: unknown): boolean {
  return error instanceof UserServiceError && (error.isInvalidToken || error.code === "SESSION_EXPIRED" || error.status === 401);
}
