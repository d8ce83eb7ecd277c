/**
 * POST /api/profiles/select (spec 4 "Selecting a profile"): its body, and where the viewer goes once the
 * profiles service has selected the profile (it checks that the profile is the account's and the PIN of a
 * protected one): a kid profile to the kids home in that profile's language when the site has it, an adult
 * one home in the current language.
 */
import { z } from "zod";
import type { AccountProfile } from "@/domain/account";
import { onboardingPath } from "@/domain/onboarding";
import { isLocale, type Locale } from "@/domain/types";

export const selectBody = z.object({
  profileId: z.string().min(1).max(64),
  pin: z.string().regex(/^\d{4}$/).optional(),
});
export type SelectBody = z.infer<typeof selectBody>;

/**
 * Where the viewer goes once the profile is selected; onboarding first when the profile has it ahead and the journey
 * is on (issue 31 §4), in the same language.
 */
export function selectionRedirect(profile: Pick<AccountProfile, "type" | "language" | "requiresOnboarding">, lang: Locale, journeyOn = false): string {
  const onboarding = profile.requiresOnboarding && journeyOn;
  if (profile.type !== "KID") return `/${lang}${onboarding ? onboardingPath : ""}`;
  const language = profile.language.toLowerCase();
  return `/${isLocale(language) ? language : lang}${onboarding ? onboardingPath : "/kids"}`;
}
