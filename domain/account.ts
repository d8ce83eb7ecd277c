/**
 * The signed-in account as the app uses it (docs/user-service.md, spec 3 "User" and "Profile"), reshaped
 * from the user service's wire objects by adapters/user. `userType` is derived with domain/userStatus.ts.
 */
import type { UserType } from "./types";

export type LoginProvider = "site" | "facebook" | "googleplus" | "apple" | "sso1" | "sso2" | "phone";

export interface AccountUser {
  id: string;
  /** null for a phone-only account. */
  email: string | null;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  loginProvider: LoginProvider;
  userType: UserType;
  /** The SVOD subscription was revoked after its parking period, nothing newer (domain/userStatus.ts revokedAfterParking). */
  revokedAfterParking?: boolean;
  /** Details the settings form shows (absent when the service's reply leaves them out). */
  country?: string;
  subscribeToPromotion?: boolean;
  subscribeToNewsLetter?: boolean;
  /** false for social and phone accounts until they set one (spec 2 set-password). */
  hasPassword?: boolean;
}

export interface AccountProfile {
  id: string;
  name: string;
  type: "ADULT" | "KID";
  avatarUrl: string;
  /** The avatar's alias, as profile forms send it. */
  avatarAlias: string;
  default: boolean;
  age?: number;
  ageRestriction?: number;
  /** ar | en | fr */
  language: string;
  hasPin: boolean;
  requiresOnboarding: boolean;
}

/** What a successful sign-in gives the app: the user and the session token (6 h). */
export interface SignedIn {
  user: AccountUser;
  token: string;
  expiresAt: string;
}

/**
 * One of the account's devices (issue 31 §3): a live session, of a browser through the app (`WEB`) or of a TV paired
 * with a code (`TV`), or a set-top box linked to the account (`STB`, its id `box:{serial}`). `label` is the name its owner or the TV gave it; a browser without one is described by what
 * it reported (`browser`, `os`: CHROME, WINDOWS…). `current` is the one the viewer is using.
 */
export interface AccountDevice {
  id: string;
  type: "WEB" | "TV" | "STB" | "OTHER";
  label?: string;
  browser?: string;
  os?: string;
  lastSeenAt: string;
  current: boolean;
}
