/** Wire user and profile objects reshaped into the domain's AccountUser and AccountProfile. */
import type { AccountProfile, AccountUser, SignedIn } from "@/domain/account";
import { revokedAfterParking, userStatus } from "@/domain/userStatus";
import type { WireProfile, WireUser } from "./wire";

export function toAccountUser(user: WireUser): AccountUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: user.emailVerified,
    loginProvider: user.loginProvider,
    userType: userStatus(user),
    // Only when it holds: the user object is compared and stored whole elsewhere.
    ...(revokedAfterParking(user.subscriptions) ? { revokedAfterParking: true } : {}),
    ...(user.country === undefined ? {} : { country: user.country }),
    ...(user.hasPassword === undefined ? {} : { hasPassword: user.hasPassword }),
    ...(user.subscribeToPromotion === undefined ? {} : { subscribeToPromotion: user.subscribeToPromotion }),
    ...(user.subscribeToNewsLetter === undefined ? {} : { subscribeToNewsLetter: user.subscribeToNewsLetter }),
  };
}

export function toSignedIn(reply: { user: WireUser; token: string; expiresAt: string }): SignedIn {
  return { user: toAccountUser(reply.user), token: reply.token, expiresAt: reply.expiresAt };
}

export function toAccountProfile(profile: WireProfile): AccountProfile {
  return {
    id: profile.id,
    name: profile.name,
    type: profile.type,
    avatarUrl: profile.avatar.url,
    avatarAlias: profile.avatar.alias,
    default: profile.default,
    ...(profile.age === undefined ? {} : { age: profile.age }),
    ...(profile.ageRestriction === undefined ? {} : { ageRestriction: profile.ageRestriction }),
    language: profile.preference.lang,
    hasPin: profile.hasPin,
    requiresOnboarding: profile.requiresOnboarding,
  };
}
