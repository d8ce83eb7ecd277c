/**
 * POST /api/profiles/select (spec 4 "Selecting a profile"): its body, and where the viewer goes once the
 * profiles service has selected the profile (it checks that the profile is the account's and the PIN of a
 * protected one): a kid profile to the kids home in that profile's language when the site has it, an adult
 * one home in the current language.
 */
import { z } from "zod";
import type { AccountProfile } from "@/domain/account";
import { isLocale, type Locale } from "@/domain/types";

export const selectBody = z.object({
  profileId: z.string().min(1).max(64),
  pin: z.string().regex(/^\d{4}$/).optional(),
});
export type SelectBody = z.infer<typeof selectBody>;

/** Where the viewer goes once the profile is selected. */
export function selectionRedirect(profile: Pick<AccountProfile, "type" | "language">, lang: Locale): string {
  if (profile.type !== "KID") return `/${lang}`;
  const language = profile.language.toLowerCase();
  return `/${isLocale(language) ? language : lang}/kids`;
}
