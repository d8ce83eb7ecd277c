/** What profiles/me would return for a family account, for profile-list stories and tests. */
import type { AccountProfile } from "@/domain/account";

const avatar = (alias: string) => `/images/square/avatar-${alias}-{resolution}.svg`;

export const familyProfiles: readonly AccountProfile[] = [
  { id: "p-1", name: "Layla", type: "ADULT", avatarUrl: avatar("falcon"), avatarAlias: "falcon", default: true, language: "ar", hasPin: false, requiresOnboarding: false },
  { id: "p-2", name: "Zaid", type: "KID", avatarUrl: avatar("star"), avatarAlias: "star", default: false, age: 8, ageRestriction: 7, language: "ar", hasPin: false, requiresOnboarding: false },
  { id: "p-3", name: "Sara", type: "ADULT", avatarUrl: avatar("rose"), avatarAlias: "rose", default: false, language: "en", hasPin: true, requiresOnboarding: false },
];
