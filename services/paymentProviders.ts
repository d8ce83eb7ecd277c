/**
 * The payment providers' stand-ins the suite starts beside its APIs, each on its own listener as a real provider is
 * another site (ARCHITECTURE.md "Payments"): the card provider (services/cardProvider), the mobile carrier billing
 * provider (services/carrierProvider), the cash provider (services/cashProvider), and the App Store and Google Play
 * (services/storeProvider), and the partner TV providers Dish and Sling (services/partnerProvider). Each sends its signed
 * notifications to the subscription service's receiver on the API listener. When one cannot start, those already
 * started are closed before the error goes on.
 */
import type Database from "better-sqlite3";
import { startCardProvider, type RunningCardProvider } from "./cardProvider/cardProviderServer";
import { callableHost } from "./providerKit/providerServer";
import { cardProviderOptionsFrom } from "./cardProvider/cardProviderSettings";
import { startCarrierProvider, type RunningCarrierProvider } from "./carrierProvider/carrierProviderServer";
import { carrierNotificationPath, devCarrierProviderApiKey, devCarrierProviderHmacKey } from "./carrierProvider/carrierProviderSettings";
import { startCashProvider, type RunningCashProvider } from "./cashProvider/cashProviderServer";
import { cashNotificationPath, devCashProviderApiKey, devCashProviderHmacKey } from "./cashProvider/cashProviderSettings";
import { startAppStore } from "./storeProvider/appStore";
import { startPlayStore } from "./storeProvider/playStore";
import type { RunningStore } from "./storeProvider/appStore";
import { appleNotificationPath, devAppStoreApiKey, devPlayStoreApiKey, googleNotificationPath } from "./storeProvider/storeProviderSettings";
import { startPartnerProvider, type RunningPartnerProvider } from "./partnerProvider/partnerProviderServer";
import { devPartnerClients, devPartnerProviderApiKey, partnerNotificationPath } from "./partnerProvider/partnerProviderSettings";
import type { ServicesOptions } from "./servicesOptions";

export interface RunningProviders {
  card: RunningCardProvider;
  carrier: RunningCarrierProvider;
  cash: RunningCashProvider;
  appStore: RunningStore;
  playStore: RunningStore;
  partner: RunningPartnerProvider;
  close(): Promise<void>;
}

/** The partner TV providers' stand-in as the options say (development keys for a provider left out). */
function partnerOptions(options: ServicesOptions, apiUrl: string, appPublicUrl: string) {
  const keys = options.partnerClientKeys ?? {};
  return {
    port: options.partnerProviderPort ?? 0,
    host: options.host,
    apiKey: options.partnerProviderApiKey ?? devPartnerProviderApiKey,
    clients: { dish: { ...devPartnerClients.dish, ...keys.dish }, sling: { ...devPartnerClients.sling, ...keys.sling } },
    notificationUrls: { dish: `${apiUrl}${partnerNotificationPath("dish")}`, sling: `${apiUrl}${partnerNotificationPath("sling")}` },
    ...(options.partnerProviderPublicUrl === undefined ? {} : { publicUrl: options.partnerProviderPublicUrl }),
    redirectOrigins: options.partnerProviderRedirectOrigins ?? [new URL(appPublicUrl).origin],
  };
}

export async function startPaymentProviders(options: ServicesOptions, parts: { db: Database.Database; now: () => Date; apiPort: number; appPublicUrl: string }): Promise<RunningProviders> {
  const { db, now } = parts;
  const apiUrl = `http://${callableHost(options.host)}:${parts.apiPort}`;
  // The development routes (a renewal now, the kiosk, a notification again) are on with the development outbox.
  const devRoutes = options.devOutbox ?? true;
  const started: { close(): Promise<void> }[] = [];
  const keep = <T extends { close(): Promise<void> }>(provider: T): T => (started.push(provider), provider);
  try {
    const card = keep(await startCardProvider(cardProviderOptionsFrom(options, { db, now, apiUrl, appPublicUrl: parts.appPublicUrl })));
    // Server to server only: they listen where the APIs do, never on the public host.
    const carrier = keep(
      await startCarrierProvider({
        db,
        now,
        port: options.carrierProviderPort ?? 0,
        host: options.host,
        apiKey: options.carrierProviderApiKey ?? devCarrierProviderApiKey,
        hmacKey: options.carrierProviderHmacKey ?? devCarrierProviderHmacKey,
        notificationUrl: `${apiUrl}${carrierNotificationPath}`,
        devRoutes,
      }),
    );
    const cash = keep(
      await startCashProvider({
        db,
        now,
        port: options.cashProviderPort ?? 0,
        host: options.host,
        apiKey: options.cashProviderApiKey ?? devCashProviderApiKey,
        hmacKey: options.cashProviderHmacKey ?? devCashProviderHmacKey,
        notificationUrl: `${apiUrl}${cashNotificationPath}`,
        devRoutes,
      }),
    );
    const stores = { db, now, host: options.host, devRoutes };
    const appStore = keep(await startAppStore({ ...stores, port: options.appStorePort ?? 0, apiKey: options.appStoreApiKey ?? devAppStoreApiKey, notificationUrl: `${apiUrl}${appleNotificationPath}` }));
    const playStore = keep(await startPlayStore({ ...stores, port: options.playStorePort ?? 0, apiKey: options.playStoreApiKey ?? devPlayStoreApiKey, notificationUrl: `${apiUrl}${googleNotificationPath}` }));
    const partner = keep(await startPartnerProvider({ db, now, devRoutes, ...partnerOptions(options, apiUrl, parts.appPublicUrl) }));
    return { card, carrier, cash, appStore, playStore, partner, close: async () => void (await Promise.all(started.map((provider) => provider.close()))) };
  } catch (error) {
    await Promise.all(started.map((provider) => provider.close()));
    throw error;
  }
}
