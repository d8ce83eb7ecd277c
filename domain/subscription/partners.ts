/**
 * The service's partners (spec 1: telecom operators, banks, retailers, and the two partner TV providers; spec 3
 * "Subscription configuration": partners; docs/partner-login.md): what the partner list and a partner's page show.
 * The TV providers (`dish`, `sling`, spec 3's payment method names) are the ones with `signIn`: their customers sign in
 * with the provider's account and are subscribed for as long as the provider says.
 */

export const partnerKinds = ["TV", "TELECOM", "BANK", "RETAILER"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export interface PartnerDeal {
  dealParam: string;
  title: string;
}

export interface Partner {
  id: string;
  kind: PartnerKind;
  name: string;
  description: string;
  logo: string;
  /** A TV provider whose customers sign in with its account (partner login). */
  signIn: boolean;
  /** Its deals running now in the viewer's country, each with its landing page. */
  deals: PartnerDeal[];
}

/** A partner's id as a path segment may carry it (`/hub/partner-list/{partnerName}`). */
export const partnerIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Why a partner sign-in did not subscribe the account, as the partner's page says it (its `?partnerError=`): the
 * service's refusals, the viewer cancelling at the provider, and a round trip the app could not match to its start.
 */
export const partnerSignInErrors = ["cancelled", "failed", "not-entitled", "account-in-use", "already-subscribed", "kid-profile", "unavailable"] as const;
export type PartnerSignInError = (typeof partnerSignInErrors)[number];

export function isPartnerSignInError(value: unknown): value is PartnerSignInError {
  return partnerSignInErrors.some((error) => error === value);
}

/** The page's words for the service's refusal codes (docs/partner-login.md); anything else is "failed". */
export function partnerSignInErrorOf(serviceCode: string | undefined): PartnerSignInError {
  switch (serviceCode) {
    case "PARTNER_NOT_ENTITLED":
      return "not-entitled";
    case "PARTNER_ACCOUNT_IN_USE":
      return "account-in-use";
    case "ALREADY_SUBSCRIBED":
      return "already-subscribed";
    case "KID_PROFILE_NOT_ALLOWED":
      return "kid-profile";
    case "PROVIDER_UNAVAILABLE":
      return "unavailable";
    default:
      return "failed";
  }
}
