/**
 * The signed-in viewer's profiles and the selected one, for profile-aware calls (spec 7 "Profiles"). The
 * selection is the profile service's own session state (profiles/me's `selectedProfileId`), never a cookie:
 * a session without one has no selected profile, and no master right.
 */
import { getServices, type CallContext, type ProfileCaller } from "@/app/_server/services";
import type { AccountProfile } from "@/domain/account";
import { isMasterProfile, profileAgeLimit } from "@/domain/ageLimit";
import { isLocale } from "@/domain/types";
import type { ViewerProfile } from "@/domain/viewer";

export interface ProfileSession {
  profiles: AccountProfile[];
  selected: AccountProfile | undefined;
  caller: ProfileCaller;
}

export async function loadProfileSession(call: CallContext, token: string): Promise<ProfileSession> {
  const { profiles, selectedId } = await getServices().profiles.session(call, { token });
  const selected = profiles.find((profile) => profile.id === selectedId);
  return { profiles, selected, caller: { token, profile: selected } };
}

/**
 * What the viewer ticket says of a profile: its kind, whether it is the master and the highest age rating it
 * sees (domain/ageLimit.ts). The master profile needs no call; any other one reads the account's
 * parental-control ceiling.
 */
export async function viewerProfileOf(call: CallContext, caller: ProfileCaller, profile: AccountProfile): Promise<ViewerProfile> {
  const language = profile.language.toLowerCase();
  const master = isMasterProfile(profile);
  const ceiling = master ? null : (await getServices().profiles.settings(call, caller)).maxAgeRestriction;
  return {
    id: profile.id,
    kind: profile.type === "KID" ? "kid" : "adult",
    master,
    ageLimit: profileAgeLimit(profile, ceiling),
    language: isLocale(language) ? language : undefined,
  };
}
