/**
 * The decisions of POST /api/profiles/select (spec 4 "Selecting a profile"): the profile must be one of the
 * account's; a PIN-protected one needs its PIN (checked by the service); a kid profile goes to the kids
 * home in that profile's language when the site has it, an adult one home in the current language.
 */
import { z } from "zod";
import type { AccountProfile } from "@/domain/account";
import { isLocale, type Locale } from "@/domain/types";

export const selectBody = z.object({
  profileId: z.string().min(1).max(64),
  pin: z.string().regex(/^\d{4}$/).optional(),
});
export type SelectBody = z.infer<typeof selectBody>;

export type SelectDecision =
  | { kind: "unknown-profile" }
  | { kind: "needs-pin"; profile: AccountProfile }
  | { kind: "check-pin"; profile: AccountProfile; pin: string }
  | { kind: "select"; profile: AccountProfile };

export function decideSelection(profiles: readonly AccountProfile[], body: SelectBody): SelectDecision {
  const profile = profiles.find((candidate) => candidate.id === body.profileId);
  if (!profile) return { kind: "unknown-profile" };
  if (!profile.hasPin) return { kind: "select", profile };
  return body.pin === undefined ? { kind: "needs-pin", profile } : { kind: "check-pin", profile, pin: body.pin };
}

/** Where the viewer goes once the profile is selected. */
export function selectionRedirect(profile: Pick<AccountProfile, "type" | "language">, lang: Locale): string {
  if (profile.type !== "KID") return `/${lang}`;
  const language = profile.language.toLowerCase();
  return `/${isLocale(language) ? language : lang}/kids`;
}
