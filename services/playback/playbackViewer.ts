/**
 * Who asks to watch, decided from the suite's own state (issue 9, rights from the server): the session the
 * `token` header names, the account's subscription, the profile that session selected and its age limit.
 * Nothing a caller says about itself (profile headers, user type) is read. No token: a guest, who may watch
 * free titles. A token that is unknown or expired is a 401.
 */
import type { IncomingHttpHeaders } from "node:http";
import { profileAgeLimit, type AgeLimit } from "@/domain/ageLimit";
import { noProfileAgeLimit } from "@/domain/viewer";
import { HttpError } from "../http/HttpError";
import type { ProfileRow } from "../profiles/profileStore";
import type { createProfileStore } from "../profiles/profileStore";
import { tokenOf, type SessionStore } from "../user/sessionStore";
import type { createUserStore } from "../user/userStore";
import { calculatedStatus } from "../user/wireUser";

export interface PlaybackViewer {
  userId?: string;
  token?: string;
  subscribed: boolean;
  profile?: ProfileRow;
  /** The highest age rating this viewer plays without the parental PIN; null for none. */
  ageLimit: AgeLimit;
}

export interface ViewerDeps {
  sessions: SessionStore;
  users: ReturnType<typeof createUserStore>;
  profiles: ReturnType<typeof createProfileStore>;
}

export function playbackViewer(deps: ViewerDeps, headers: IncomingHttpHeaders): PlaybackViewer {
  if (tokenOf(headers) === undefined) return { subscribed: false, ageLimit: null };
  let session: { userId: string; token: string };
  try {
    session = deps.sessions.require(headers);
  } catch {
    throw new HttpError(401, "SESSION_INVALID", "The session is unknown or has expired; sign in again.");
  }
  const subscribed = calculatedStatus(deps.users.subscriptions(session.userId)) === "SUBSCRIBED";
  const selectedId = deps.sessions.selectedProfileId(session.token);
  const profile = selectedId === undefined ? undefined : deps.profiles.find(session.userId, selectedId);
  if (!profile) return { userId: session.userId, token: session.token, subscribed, ageLimit: noProfileAgeLimit };
  const ceiling = deps.profiles.settings(session.userId).max_age_restriction;
  const limited = { type: profile.type, default: profile.is_default, ageRestriction: profile.age_restriction ?? undefined };
  // The master profile has no limit whatever the ceiling says (profileAgeLimit).
  return { userId: session.userId, token: session.token, subscribed, profile, ageLimit: profileAgeLimit(limited, ceiling) };
}

/** Calls that act for a profile (progress, history): a signed-in session with a selected profile. */
export function requireProfile(viewer: PlaybackViewer): ProfileRow {
  if (!viewer.profile) throw new HttpError(403, "PROFILE_REQUIRED", "Sign in and choose a profile first.");
  return viewer.profile;
}
