/**
 * The carrier billing provider's settings as the suite starts it (services/startServices.ts): the development API key
 * and HMAC key (public, so they are for the development defaults only, like the card provider's) and the path of the
 * subscription service's notification receiver on the API listener.
 */

/** `CARRIER_PROVIDER_API_KEY` in development. */
export const devCarrierProviderApiKey = "shasha-dev-carrier-provider-key";
/** `CARRIER_PROVIDER_HMAC_KEY` in development (hex of "shasha-dev-carrier-provider-hmac"). */
export const devCarrierProviderHmacKey = "7368617368612d6465762d636172726965722d70726f76696465722d686d6163";

/** The subscription service's receiver of the provider's notifications (`notificationUrl` is the API listener's base plus this). */
export const carrierNotificationPath = "/subscription/tpay/notifications";
