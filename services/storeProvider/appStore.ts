/**
 * The App Store stand-in (App Store Server API and App Store Server Notifications V2, as far as the suite uses them)
 * on its own listener. Everything Apple says is signed with its ES256 key (storeJws.ts), published at `GET /keys`
 * (a public key: no API key needed, as Apple's root certificates are public):
 * - a signed transaction (what StoreKit 2 hands the app): transactionId, originalTransactionId, bundleId
 *   (com.shasha.app), productId (the store's id), subscriptionGroupIdentifier, appAccountToken, purchaseDate,
 *   originalPurchaseDate, expiresDate (a month later), type "Auto-Renewable Subscription", environment "Sandbox",
 *   transactionReason, signedDate (times in ms);
 * - `GET /inApps/v1/subscriptions/{originalTransactionId}` (x-api-key): its status (1 active, 2 expired) with the
 *   latest signed transaction and signed renewal info (autoRenewStatus, autoRenewProductId);
 * - notifications to `notificationUrl`: `{ signedPayload }`, a JWS of `{ notificationType, subtype?,
 *   notificationUUID, version, signedDate, data: { bundleId, appAppleId, environment, status, signedTransactionInfo,
 *   signedRenewalInfo } }`, through the outbox with retries.
 */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { loadStoreProducts, type StoreProducts } from "./storeCatalogue";
import { createStoreDevRoutes } from "./storeDevRoutes";
import { signJws, storeSigningKey, type SigningKey } from "./storeJws";
import { numericId, requireSubscription, type StoreContext, type StoreEvent } from "./storeLifecycle";
import { startNotificationSender } from "../providerKit/notificationSender";
import { createStoreOutbox } from "./storeNotifications";
import { createStoreRecords, type StoreSubscription } from "./storeRecords";
import { requireApiKey, startStoreListener } from "./storeServer";

export interface StoreProviderOptions {
  db: Database.Database;
  now: () => Date;
  /** 0 picks a free port. */
  port: number;
  host: string;
  apiKey: string;
  devRoutes: boolean;
  /** Where the notifications go (the subscription service's receiver). */
  notificationUrl: string;
  /** The notifications' waits between tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export interface RunningStore {
  url: string;
  /** What the subscription service calls it with. */
  serverApi: { apiUrl: string; apiKey: string };
  close(): Promise<void>;
}

const appleNotifications: Record<StoreEvent, { notificationType: string; subtype?: string }> = {
  PURCHASED: { notificationType: "SUBSCRIBED", subtype: "INITIAL_BUY" },
  RESUBSCRIBED: { notificationType: "SUBSCRIBED", subtype: "RESUBSCRIBE" },
  RENEWED: { notificationType: "DID_RENEW" },
  AUTO_RENEW_DISABLED: { notificationType: "DID_CHANGE_RENEWAL_STATUS", subtype: "AUTO_RENEW_DISABLED" },
  AUTO_RENEW_ENABLED: { notificationType: "DID_CHANGE_RENEWAL_STATUS", subtype: "AUTO_RENEW_ENABLED" },
  EXPIRED: { notificationType: "EXPIRED", subtype: "VOLUNTARY" },
  UPGRADED: { notificationType: "DID_CHANGE_RENEWAL_PREF", subtype: "UPGRADE" },
  DOWNGRADED: { notificationType: "DID_CHANGE_RENEWAL_PREF", subtype: "DOWNGRADE" },
};

/** What Apple signs about a subscription: its latest transaction and its renewal info. */
function appleSigner(context: StoreContext, key: SigningKey, products: StoreProducts) {
  const common = () => ({ signedDate: context.now().getTime(), environment: "Sandbox" });
  const signedTransaction = (subscription: StoreSubscription): string => {
    const transaction = context.records.transaction(subscription.latest_transaction_id);
    if (transaction === undefined) throw new Error("A subscription's latest transaction is missing.");
    return signJws(key, {
      transactionId: transaction.transaction_id,
      originalTransactionId: subscription.id,
      bundleId: products.apple.bundleId,
      productId: transaction.product_id,
      subscriptionGroupIdentifier: products.subscriptionGroup,
      appAccountToken: subscription.app_account_token,
      purchaseDate: transaction.purchased_at,
      originalPurchaseDate: subscription.purchased_at,
      expiresDate: transaction.expires_at,
      quantity: 1,
      type: "Auto-Renewable Subscription",
      inAppOwnershipType: "PURCHASED",
      transactionReason: transaction.reason === "RENEWAL" ? "RENEWAL" : "PURCHASE",
      ...common(),
    });
  };
  const signedRenewalInfo = (subscription: StoreSubscription): string =>
    signJws(key, {
      originalTransactionId: subscription.id,
      productId: subscription.product_id,
      autoRenewProductId: subscription.next_product_id ?? subscription.product_id,
      autoRenewStatus: subscription.auto_renew ? 1 : 0,
      renewalDate: subscription.expires_at,
      ...common(),
    });
  const status = (subscription: StoreSubscription): number => (subscription.status === "ACTIVE" && subscription.expires_at > context.now().getTime() ? 1 : 2);
  return { signedTransaction, signedRenewalInfo, status, common };
}

export async function startAppStore(options: StoreProviderOptions): Promise<RunningStore> {
  if (options.apiKey.trim() === "") throw new Error("The App Store stand-in's API key (APP_STORE_API_KEY) must not be empty.");
  const { db, now } = options;
  const products = loadStoreProducts();
  const key = db.transaction(() => storeSigningKey(db, now()))();
  const listener = await startStoreListener("app-store", options.host, options.port);
  const outbox = createStoreOutbox(db, "apple");
  // The body was signed when it was queued (Apple) or needs no signature (Google's push carries a bearer).
  const sender = startNotificationSender({
    outbox,
    url: options.notificationUrl,
    sign: (body) => body,
    logName: "apple-store",
    rowDetails: (row) => ({ notificationId: row.id }),
    requireAccepted: false,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  const context: StoreContext = {
    store: "apple",
    db,
    now,
    records: createStoreRecords(db, "apple", now),
    products,
    apiKey: options.apiKey,
    devRoutes: options.devRoutes,
    newSubscriptionId: () => numericId("2"),
    newTransactionId: () => numericId("2"),
    notify: (event, id) => {
      const subscription = requireSubscription(context, id);
      const payload = {
        ...appleNotifications[event],
        notificationUUID: randomUUID(),
        version: "2.0",
        data: {
          bundleId: products.apple.bundleId,
          appAppleId: products.apple.appAppleId,
          status: signer.status(subscription),
          signedTransactionInfo: signer.signedTransaction(subscription),
          signedRenewalInfo: signer.signedRenewalInfo(subscription),
          ...signer.common(),
        },
        ...signer.common(),
      };
      outbox.add(id, JSON.stringify({ signedPayload: signJws(key, payload) }));
    },
    kick: () => sender.kick(),
  };
  const signer = appleSigner(context, key, products);
  const routes: Route[] = [
    { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-app-store" }) },
    { method: "GET", pattern: "/keys", handler: () => jsonReply({ keys: [key.publicJwk] }) },
    {
      method: "GET",
      pattern: "/inApps/v1/subscriptions/:originalTransactionId",
      handler: (request) => {
        requireApiKey(options.apiKey, request.headers);
        const subscription = requireSubscription(context, request.params.originalTransactionId ?? "");
        const lastTransactions = [{ originalTransactionId: subscription.id, status: signer.status(subscription), signedTransactionInfo: signer.signedTransaction(subscription), signedRenewalInfo: signer.signedRenewalInfo(subscription) }];
        return jsonReply({ environment: "Sandbox", bundleId: products.apple.bundleId, appAppleId: products.apple.appAppleId, data: [{ subscriptionGroupIdentifier: products.subscriptionGroup, lastTransactions }] });
      },
    },
    ...createStoreDevRoutes(context, (subscription) => ({ signedTransaction: signer.signedTransaction(subscription), originalTransactionId: subscription.id })),
  ];
  listener.serve(routes);
  return {
    url: listener.url,
    serverApi: { apiUrl: listener.url, apiKey: options.apiKey },
    close: async () => {
      await sender.stop();
      await listener.close();
    },
  };
}
