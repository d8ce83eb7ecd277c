/**
 * The Google Play stand-in (the Play Developer API's subscriptionsv2 and real-time developer notifications, as far as
 * the suite uses them) on its own listener. A purchase is proved by its purchase token (random, opaque); the server
 * reads what it is worth from the API, every call with `x-api-key`:
 * - `GET /androidpublisher/v3/applications/{packageName}/purchases/subscriptionsv2/tokens/{token}` → `{ kind,
 *   startTime, subscriptionState (SUBSCRIPTION_STATE_ACTIVE | _CANCELED: auto-renew off, still paid | _EXPIRED),
 *   latestOrderId, linkedPurchaseToken?, acknowledgementState, externalAccountIdentifiers: {
 *   obfuscatedExternalAccountId }, lineItems: [{ productId, expiryTime, autoRenewingPlan: { autoRenewEnabled } }] }`;
 * - `POST …/tokens/{token}:acknowledge` → `{}` (Google refunds a purchase not acknowledged within three days);
 * - notifications to `notificationUrl`, a Pub/Sub push with the header `Authorization: Bearer <the API key>`:
 *   `{ message: { data: base64(JSON { version, packageName, eventTimeMillis, subscriptionNotification: { version,
 *   notificationType (4 PURCHASED, 2 RENEWED, 3 CANCELED, 7 RESTARTED, 13 EXPIRED), purchaseToken, subscriptionId }
 *   }), messageId, publishTime }, subscription }`: only a hint, the receiver reads the token's state from the API.
 */
import { randomBytes, randomInt } from "node:crypto";
import { HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import type { RunningStore, StoreProviderOptions } from "./appStore";
import { loadStoreProducts } from "./storeCatalogue";
import { createStoreDevRoutes } from "./storeDevRoutes";
import { requireSubscription, type StoreContext, type StoreEvent } from "./storeLifecycle";
import { startNotificationSender } from "../providerKit/notificationSender";
import { createStoreOutbox } from "./storeNotifications";
import { createStoreRecords, type StoreSubscription } from "./storeRecords";
import { requireApiKey, startStoreListener } from "./storeServer";

export const googleNotificationTypes: Record<StoreEvent, number> = {
  PURCHASED: 4,
  RESUBSCRIBED: 4,
  UPGRADED: 4,
  DOWNGRADED: 4,
  RENEWED: 2,
  AUTO_RENEW_DISABLED: 3,
  AUTO_RENEW_ENABLED: 7,
  EXPIRED: 13,
};

const digits = (count: number): string => String(randomInt(10 ** count)).padStart(count, "0");

/** The token's state as Google words it. */
function stateOf(subscription: StoreSubscription, now: number): string {
  if (subscription.status !== "ACTIVE" || subscription.expires_at <= now) return "SUBSCRIPTION_STATE_EXPIRED";
  return subscription.auto_renew ? "SUBSCRIPTION_STATE_ACTIVE" : "SUBSCRIPTION_STATE_CANCELED";
}

function tokenView(context: StoreContext, subscription: StoreSubscription) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    kind: "androidpublisher#subscriptionPurchaseV2",
    startTime: iso(subscription.purchased_at),
    subscriptionState: stateOf(subscription, context.now().getTime()),
    latestOrderId: subscription.latest_transaction_id,
    ...(subscription.linked_id === null ? {} : { linkedPurchaseToken: subscription.linked_id }),
    acknowledgementState: subscription.acknowledged ? "ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED" : "ACKNOWLEDGEMENT_STATE_PENDING",
    externalAccountIdentifiers: { obfuscatedExternalAccountId: subscription.app_account_token },
    lineItems: [{ productId: subscription.product_id, expiryTime: iso(subscription.expires_at), autoRenewingPlan: { autoRenewEnabled: subscription.auto_renew } }],
    testPurchase: {},
  };
}

export async function startPlayStore(options: StoreProviderOptions): Promise<RunningStore> {
  if (options.apiKey.trim() === "") throw new Error("The Play stand-in's API key (PLAY_STORE_API_KEY) must not be empty.");
  const { db, now } = options;
  const products = loadStoreProducts();
  const packageName = products.google.packageName;
  const listener = await startStoreListener("play-store", options.host, options.port);
  const outbox = createStoreOutbox(db, "google");
  const headers = { Authorization: `Bearer ${options.apiKey}` };
  // The body was signed when it was queued (Apple) or needs no signature (Google's push carries a bearer).
  const sender = startNotificationSender({
    outbox,
    url: options.notificationUrl,
    sign: (body) => body,
    logName: "google-store",
    rowDetails: (row) => ({ notificationId: row.id }),
    headers, requireAccepted: false,
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  });
  const context: StoreContext = {
    store: "google",
    db,
    now,
    records: createStoreRecords(db, "google", now),
    products,
    apiKey: options.apiKey,
    devRoutes: options.devRoutes,
    newSubscriptionId: () => `${randomBytes(48).toString("base64url")}`,
    newTransactionId: () => `GPA.${digits(4)}-${digits(4)}-${digits(4)}-${digits(5)}`,
    notify: (event, id) => {
      const subscription = requireSubscription(context, id);
      const at = now().getTime();
      const notification = {
        version: "1.0",
        packageName,
        eventTimeMillis: String(at),
        subscriptionNotification: { version: "1.0", notificationType: googleNotificationTypes[event], purchaseToken: id, subscriptionId: subscription.product_id },
      };
      const message = { data: Buffer.from(JSON.stringify(notification), "utf8").toString("base64"), messageId: `${digits(8)}${digits(8)}`, publishTime: new Date(at).toISOString() };
      outbox.add(id, JSON.stringify({ message, subscription: "projects/shasha/subscriptions/play-rtdn" }));
    },
    kick: () => sender.kick(),
  };
  const tokenPath = "/androidpublisher/v3/applications/:packageName/purchases/subscriptionsv2/tokens/:token";
  /** The token a request names, in this app's package; 404 otherwise. */
  const subscriptionOf = (request: RouteRequest, token: string): StoreSubscription => {
    requireApiKey(options.apiKey, request.headers);
    if (request.params.packageName !== packageName) throw new HttpError(404, "PACKAGE_UNKNOWN", "No such application.");
    return requireSubscription(context, token);
  };
  const routes: Route[] = [
    { method: "GET", pattern: "/", handler: () => jsonReply({ provider: "shasha-play-store" }) },
    { method: "GET", pattern: tokenPath, handler: (request) => jsonReply(tokenView(context, subscriptionOf(request, request.params.token ?? ""))) },
    {
      // `{token}:acknowledge`: the action is a suffix of the path's last segment, as in Google's API.
      method: "POST",
      pattern: tokenPath,
      handler: (request) => {
        const segment = request.params.token ?? "";
        if (!segment.endsWith(":acknowledge")) throw new HttpError(404, "not-found", "No such action.");
        const subscription = subscriptionOf(request, segment.slice(0, -":acknowledge".length));
        if (subscription.status === "ACTIVE") context.records.acknowledge(subscription.id);
        return jsonReply({});
      },
    },
    ...createStoreDevRoutes(context, (subscription) => ({ purchaseToken: subscription.id })),
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
