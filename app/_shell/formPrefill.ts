/**
 * A form's `prefill` (screens-schema form block) for a signed-in viewer's live render: the values the
 * services already hold, under the field names the operations use (domain/forms/operations.ts), so the
 * settings form shows the viewer's names and the profile edit form the profile's. Which of them a form
 * shows is up to its layout (components/form/formSetup.ts `prefilledValues`).
 */
import { getServices, type CallContext } from "@/app/_server/services";
import type { AccountProfile, AccountUser } from "@/domain/account";
import type { FormValues } from "@/domain/forms/fieldRules";
import type { FormPrefill } from "@/renderer/render/RenderEnv";

export interface PrefillViewer {
  token: string;
  /** The watched profile (from the viewer ticket), whose headers profile-aware calls carry. */
  profileId: string | undefined;
}

export function accountValues(user: AccountUser): FormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.email === null ? {} : { email: user.email }),
    ...(user.country === undefined ? {} : { country: user.country }),
    ...(user.subscribeToPromotion === undefined ? {} : { subscribeToPromotion: user.subscribeToPromotion }),
    ...(user.subscribeToNewsLetter === undefined ? {} : { subscribeToNewsLetter: user.subscribeToNewsLetter }),
  };
}

export function profileValues(profile: AccountProfile | undefined): FormValues {
  if (!profile) return {};
  return {
    name: profile.name,
    avatar: profile.avatarAlias,
    language: profile.language,
    ...(profile.ageRestriction === undefined ? {} : { ageRestriction: String(profile.ageRestriction) }),
  };
}

/**
 * `profiles` is the render's one profiles/me call (shared with profile-list blocks); `editedProfileId` the
 * id in /hub/profile-update/{id}, when the page has one.
 */
export function formPrefill(
  call: CallContext,
  viewer: PrefillViewer,
  profiles: () => Promise<AccountProfile[]>,
  editedProfileId: string | undefined,
): (source: FormPrefill) => Promise<FormValues> {
  const services = getServices();
  return async (source) => {
    if (source === "account") return accountValues(await services.user.userData(call, viewer.token));
    const list = await profiles();
    if (source === "profile") return profileValues(list.find((profile) => profile.id === editedProfileId));
    const caller = { token: viewer.token, profile: list.find((profile) => profile.id === viewer.profileId) };
    const { maxAgeRestriction } = await services.profiles.settings(call, caller);
    return maxAgeRestriction === null ? {} : { maxAgeRestriction: String(maxAgeRestriction) };
  };
}
