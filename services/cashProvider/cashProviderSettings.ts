/**
 * The cash provider stand-in's development settings (services/startServices.ts wires them): its API key and HMAC key
 * (public, so services/runConfig.ts uses them only with the development defaults) and where its notifications go.
 */

/** `CASH_PROVIDER_API_KEY` in development. */
export const devCashProviderApiKey = "shasha-dev-cash-provider-key";
/** `CASH_PROVIDER_HMAC_KEY` in development (hex of "shasha-dev-cash-provider-hmac!!!"). */
export const devCashProviderHmacKey = "7368617368612d6465762d636173682d70726f76696465722d686d6163212121";

/** The path of the subscription service's notification receiver on the API listener. */
export const cashNotificationPath = "/subscription/cash/notifications";
