/**
 * The partner TV providers' stand-in settings (services/startServices.ts wires them; docs/partner-login.md): the two
 * providers it stands for, each under its own path prefix as if on its own origin, and each one's OAuth client as
 * Shasha is registered there (client id, client secret) with the key its notifications are signed with. The
 * development values are public, so services/runConfig.ts uses them only with the development defaults.
 */

/** The providers the stand-in serves: `/dish/…` and `/sling/…`. */
export const partnerProviderIds = ["dish", "sling"] as const;
export type PartnerProviderId = (typeof partnerProviderIds)[number];

export function isPartnerProviderId(value: string): value is PartnerProviderId {
  return partnerProviderIds.some((id) => id === value);
}

/** Shasha's registration at one provider. */
export interface PartnerClient {
  clientId: string;
  clientSecret: string;
  /** The notifications' HMAC-SHA256 key, hex. */
  hmacKey: string;
}

/** What each provider calls itself on its sign-in page. */
export const partnerProviderNames: Readonly<Record<PartnerProviderId, string>> = { dish: "Dish", sling: "Sling" };

/** `PARTNER_PROVIDER_API_KEY` in development: the `x-api-key` of the stand-in's development routes. */
export const devPartnerProviderApiKey = "shasha-dev-partner-provider-key";

/**
 * `PARTNER_DISH_CLIENT_SECRET`, `PARTNER_DISH_HMAC_KEY`, `PARTNER_SLING_…` in development (the keys: hex of
 * "shasha-dev-dish-partner-hmac-key!" and "shasha-dev-sling-partner-hmac-ky!"). The client ids are not secret.
 */
export const devPartnerClients: Readonly<Record<PartnerProviderId, PartnerClient>> = {
  dish: { clientId: "shasha-tv-everywhere", clientSecret: "shasha-dev-dish-client-secret", hmacKey: "7368617368612d6465762d646973682d706172746e65722d686d61632d6b657921" },
  sling: { clientId: "shasha-sling-client", clientSecret: "shasha-dev-sling-client-secret", hmacKey: "7368617368612d6465762d736c696e672d706172746e65722d686d61632d6b7921" },
};

/** The path of the subscription service's notification receiver for one provider, on the API listener. */
export function partnerNotificationPath(partner: string): string {
  return `/subscription/partners/${partner}/notifications`;
}

/** The path every redirect URI must end with (the app's callback page). */
export const partnerCallbackPath = "/api/partners/callback";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the provider sends a browser back to `value`: an http(s) URL without credentials nor fragment whose path
 * ends with the callback path, on this machine or on one of `extraOrigins` (registered with the provider).
 */
export function isRegisteredRedirect(value: string, extraOrigins: readonly string[]): boolean {
  if (value.length > 2048 || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username !== "" || url.password !== "" || url.hash !== "" || !url.pathname.endsWith(partnerCallbackPath)) return false;
  return localHosts.has(url.hostname) || extraOrigins.includes(url.origin);
}
