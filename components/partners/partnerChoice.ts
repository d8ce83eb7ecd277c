/**
 * What the `partner-list` block shows (renderer/data/resolvers.ts): every partner of the kinds it names, or the one
 * partner of the page's `/hub/partner-list/{partnerName}` (undefined when the service has none by that name) with why
 * a sign-in at it just failed, if it did.
 */
import type { Partner, PartnerKind, PartnerSignInError } from "@/domain/subscription/partners";

export type PartnerChoice = { kind: "list"; partners: Partner[] } | { kind: "one"; partner: Partner | undefined; signInError?: PartnerSignInError };

export function pickPartners(partners: readonly Partner[], kinds: readonly PartnerKind[] | undefined): Partner[] {
  return kinds === undefined ? [...partners] : partners.filter((partner) => kinds.includes(partner.kind));
}

/** The partner a page's path names: partner ids are lower case, a typed path may not be. */
export function partnerNamed(partners: readonly Partner[], name: string | undefined): Partner | undefined {
  const wanted = name?.toLowerCase();
  return wanted === undefined ? undefined : partners.find((partner) => partner.id === wanted);
}
