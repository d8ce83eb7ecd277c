/**
 * The card provider's settings as the suite starts it (startServices.ts): the development key and HMAC key (public,
 * so services/runConfig.ts uses them only with the development defaults), and the options from `ServicesOptions`.
 */
import type Database from "better-sqlite3";
import type { ServicesOptions } from "../servicesOptions";
import type { CardProviderOptions } from "./cardProviderServer";

/** `CARD_PROVIDER_API_KEY` in development. */
export const devCardProviderApiKey = "shasha-dev-card-provider-key";
/** `CARD_PROVIDER_HMAC_KEY` in development (hex of "shasha-dev-card-provider-hmac!!!"). */
export const devCardProviderHmacKey = "7368617368612d6465762d636172642d70726f76696465722d686d6163212121";

/** The path of the subscription service's notification receiver on the API listener. */
export const notificationPath = "/subscription/csg/notifications";

export interface CardProviderParts {
  db: Database.Database;
  now: () => Date;
  /** The API listener's callable base (the notifications go to its receiver). */
  apiUrl: string;
  appPublicUrl: string;
}

export function cardProviderOptionsFrom(options: ServicesOptions, parts: CardProviderParts): CardProviderOptions {
  return {
    db: parts.db,
    now: parts.now,
    port: options.cardProviderPort ?? 0,
    // Browsers reach it, as they reach the images.
    host: options.publicHost ?? options.host,
    ...(options.cardProviderPublicUrl === undefined ? {} : { publicUrl: options.cardProviderPublicUrl }),
    apiKey: options.cardProviderApiKey ?? devCardProviderApiKey,
    hmacKey: options.cardProviderHmacKey ?? devCardProviderHmacKey,
    allowedOrigins: options.cardProviderAllowedOrigins ?? [new URL(parts.appPublicUrl).origin],
    notificationUrl: `${parts.apiUrl}${notificationPath}`,
    // The resend endpoint is a development aid, on with the other ones (the dev outbox).
    devRoutes: options.devOutbox ?? true,
  };
}
