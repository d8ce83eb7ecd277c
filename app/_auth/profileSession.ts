/**
 * The signed-in viewer's profiles and the selected one, for profile-aware calls (spec 7 "Profiles"): the
 * `profileId` cookie names it; an unknown or missing id falls back to the default adult profile. The
 * lookup itself (profiles/me) carries the token only: it is what tells the selected profile's details.
 */
import { getServices } from "@/adapters";
import type { CallContext } from "@/adapters/http/httpClient";
import type { ProfileCaller } from "@/adapters/user/profilesClient";
import type { AccountProfile } from "@/domain/account";
import { isMasterProfile, profileAgeLimit } from "@/domain/ageLimit";
import type { ChosenProfile } from "./authCookies";

export function selectedProfileOf(profiles: readonly AccountProfile[], profileId: string | undefined): AccountProfile | undefined {
  return (
    profiles.find((profile) => profile.id === profileId) ??
    profiles.find((profile) => profile.default && profile.type === "ADULT") ??
    profiles[0]
  );
}

export interface ProfileSession {
  profiles: AccountProfile[];
  selected: AccountProfile | undefined;
  caller: ProfileCaller;
}

export async function loadProfileSession(call: CallContext, token: string, profileId: string | undefined): Promise<ProfileSession> {
  const profiles = await getServices().profiles.myProfiles(call, { token });
  const selected = selectedProfileOf(profiles, profileId);
  return { profiles, selected, caller: { token, profile: selected } };
}

/**
 * A profile with the highest age rating it sees (domain/ageLimit.ts). The master profile needs no call; any
 * other one reads the account's parental-control ceiling.
 */
export async function chosenProfile(call: CallContext, caller: ProfileCaller, profile: AccountProfile): Promise<ChosenProfile> {
  if (isMasterProfile(profile)) return { profile, ageLimit: null };
  const { maxAgeRestriction } = await getServices().profiles.settings(call, caller);
  return { profile, ageLimit: profileAgeLimit(profile, maxAgeRestriction) };
}
