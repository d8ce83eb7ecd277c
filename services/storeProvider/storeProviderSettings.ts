/**
 * The store stand-ins' settings as the suite starts them: the development API keys (public, so for the development
 * defaults only, like the other providers'), the paths of the subscription service's notification receivers on the
 * API listener, and where a viewer manages a store subscription (a merchant cannot cancel one: the store's own
 * settings do).
 */

/** `APP_STORE_API_KEY` in development: the App Store stand-in's server API key. */
export const devAppStoreApiKey = "shasha-dev-app-store-key";
/** `PLAY_STORE_API_KEY` in development: the Play stand-in's server API key, also the bearer token of its pushes. */
export const devPlayStoreApiKey = "shasha-dev-play-store-key";

/** The receiver of App Store Server Notifications V2 (`notificationUrl` is the API listener's base plus this). */
export const appleNotificationPath = "/subscription/applePay/notifications";
/** The push endpoint of Google Play's real-time developer notifications. */
export const googleNotificationPath = "/subscription/googlePlay/notifications";

/** Where an iPhone's viewer turns auto-renew off (Settings › Apple ID › Subscriptions). */
export const appleManageUrl = "https://apps.apple.com/account/subscriptions";

/** Google Play's subscription centre, opened on the product. */
export function googleManageUrl(storeProductId: string, packageName: string): string {
  const url = new URL("https://play.google.com/store/account/subscriptions");
  url.searchParams.set("sku", storeProductId);
  url.searchParams.set("package", packageName);
  return url.toString();
}
