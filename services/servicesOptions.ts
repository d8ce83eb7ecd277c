/** What `startServices` (startServices.ts) is started with, and what it hands back. */
import type { PrepareResult } from "./seed/seedDatabase";

export interface ServicesOptions {
  /** 0 picks a free port. */
  port: number;
  /** `SERVICES_HOST`: the API listener's bind address. */
  host: string;
  /** The images' own listener (issue 8: exposing images never exposes the APIs); 0 picks a free port. */
  imagesPort?: number;
  /**
   * `SERVICES_PUBLIC_HOST`: the public listener's bind address (images, media, licences), which browsers reach, so it
   * may be exposed while the API stays internal; default `host`.
   */
  publicHost?: string;
  /** Holds `shasha.db`. */
  dataDir: string;
  /** Base of absolute image URLs, as browsers reach the images listener; default `http://localhost:<imagesPort>`. */
  publicUrl?: string;
  /** The app key `/appgrid/session` accepts. */
  appKey: string;
  /** `EXTRA_SCREENS_DIR`: every `*.json` there is stored as a screen at start-up. */
  extraScreensDir?: string;
  /** `EPG_FILE`: an XMLTV guide to serve in place of the seeded one (services/content/guideStartup.ts). */
  epgFile?: string;
  /** `SPORTS_SHOWCASE_MINUTE_MS`: how long a minute of the always-live showcase match lasts (services/sports/sportsOptions.ts). */
  showcaseMinuteMs?: number;
  /**
   * `MANAGE_TOKEN`, the bootstrap admin credential of `/manage` (the first staff account and API tokens; staff sign in
   * to the studio); default the development token (services/runConfig.ts decides for `main.ts`).
   */
  manageToken?: string;
  /** `PREVIEW_SECRET`, the key of the preview grants `/manage` mints; default the development secret. */
  previewSecret?: string;
  /**
   * Where the publish signal goes (`APP_REVALIDATE_URL`, the app's `POST /api/revalidate`; the load balancer's with
   * several instances) and its key; without a URL no signal is sent and viewers see a change within the page
   * cache's 60 s.
   */
  revalidate?: { url: string; secret: string };
  /** Clock, for tests. */
  now?: () => Date;
  /** How much work the bot check's browser challenge asks (services/botCheck); default 20,000, tests ask less. */
  botCheckMaxNumber?: number;
  /** Base of the links in emails and preview links (`APP_PUBLIC_URL`, default `http://localhost:3000`). */
  appPublicUrl?: string;
  /** `SOCIAL_SIGNING_SECRET`, the key of the social UIDSignature. */
  socialSecret?: string;
  /** Key reset links and one-time codes are stored under; a development default when absent. */
  codeSecret?: string;
  /** Whether `GET /user/dev/outbox` (and the card provider's `POST /dev/notifications/{pspReference}/resend`) answer; default on (tests). */
  devOutbox?: boolean;
  /** Whether the seeded test accounts and studio staff may sign in; default on (tests). */
  seedAccounts?: boolean;
  /** `MEDIA_DIR`: where the test media live (services/media); default `<dataDir>/media`. */
  mediaDir?: string;
  /** Generate missing test media in the background after start (`main.ts`); default off (tests). */
  generateMedia?: boolean;
  /** `RESPONSE_SIGNING_KEY`, shared with the app: signs the replies it reads rights from; default the development key. */
  responseSigningKey?: string;
  /** `PLAYOUT_SECRET`, shared with the app, which signs `playout/new/drm`; default the development secret. */
  playoutSecret?: string;
  /** `DRM_SECRET`, the key of the DRM tokens the licence endpoint checks; default the development secret. */
  drmSecret?: string;
  /** `STREAM_LIMIT`: simultaneous streams per account (default 2). */
  streamLimit?: number;
  /**
   * `GUEST_STREAM_LIMIT`: simultaneous streams of guests per client address (default 2). A guest has no account to
   * count on, so the address stands in for the household: two screens, as an account gets; more is one free sign-in
   * away. A large shared address (an office behind one NAT) may need more: the deployment sets it.
   */
  guestStreamLimit?: number;
  /** `PLAYOUT_RATE_LIMIT`: playouts per client address in 10 minutes (default 60; why: services/user/throttle.ts). */
  playoutRateLimit?: number;
  /**
   * `SERVICES_CALLER_SECRET`, shared with the app: only a call that carries it may name the viewer's address in
   * `x-client-address` (services/user/clientAddress.ts); default the development secret.
   */
  callerSecret?: string;
  /** `CARD_PROVIDER_PORT`: the card payment provider stand-in's own listener (services/cardProvider); 0 picks a free port (default). */
  cardProviderPort?: number;
  /** `CARD_PROVIDER_PUBLIC_URL`: the provider as browsers reach it; default `http://localhost:<cardProviderPort>`. */
  cardProviderPublicUrl?: string;
  /** `CARD_PROVIDER_API_KEY`: the `x-api-key` of its server API; default the development key. */
  cardProviderApiKey?: string;
  /** `CARD_PROVIDER_HMAC_KEY`: the key (hex) its notifications are signed with; default the development key. */
  cardProviderHmacKey?: string;
  /** `CARD_PROVIDER_ALLOWED_ORIGINS`: the origins that may frame the hosted fields; default `[origin of appPublicUrl]`. */
  cardProviderAllowedOrigins?: string[];
  /** `CARRIER_PROVIDER_PORT`: the mobile carrier billing stand-in's own listener (services/carrierProvider); 0 picks a free port (default). */
  carrierProviderPort?: number;
  /** `CARRIER_PROVIDER_API_KEY` / `CARRIER_PROVIDER_HMAC_KEY` (hex): its server API's key and its notifications'; default the development ones. */
  carrierProviderApiKey?: string;
  carrierProviderHmacKey?: string;
  /** `CASH_PROVIDER_PORT`: the cash payment stand-in's own listener (services/cashProvider); 0 picks a free port (default). */
  cashProviderPort?: number;
  /** `CASH_PROVIDER_API_KEY` / `CASH_PROVIDER_HMAC_KEY` (hex): its server API's key and its notifications'; default the development ones. */
  cashProviderApiKey?: string;
  cashProviderHmacKey?: string;
  /** `APP_STORE_PORT`, `PLAY_STORE_PORT`: the App Store's and Google Play's stand-ins (services/storeProvider); 0 picks a free port (default). */
  appStorePort?: number;
  playStorePort?: number;
  /** `APP_STORE_API_KEY`, `PLAY_STORE_API_KEY`: their server APIs' keys (Google's also the bearer of its pushes); default the development ones. */
  appStoreApiKey?: string;
  playStoreApiKey?: string;
  /** `PARTNER_PROVIDER_PORT`: the partner TV providers' stand-in (Dish, Sling; services/partnerProvider); 0 picks a free port (default). */
  partnerProviderPort?: number;
  /** `PARTNER_PROVIDER_PUBLIC_URL`: the stand-in as browsers reach its sign-in pages; default `http://localhost:<partnerProviderPort>`. */
  partnerProviderPublicUrl?: string;
  /** `PARTNER_PROVIDER_API_KEY`: the `x-api-key` of its development routes; default the development key. */
  partnerProviderApiKey?: string;
  /**
   * `PARTNER_DISH_CLIENT_SECRET` / `PARTNER_DISH_HMAC_KEY` (hex), the same for `SLING`: Shasha's client secret at each
   * provider and the key of its notifications; a provider left out keeps the development ones.
   */
  partnerClientKeys?: Partial<Record<"dish" | "sling", { clientSecret: string; hmacKey: string }>>;
  /** `PARTNER_PROVIDER_REDIRECT_ORIGINS`: origins beside localhost the providers send browsers back to; default `[origin of appPublicUrl]`. */
  partnerProviderRedirectOrigins?: string[];
}

export interface RunningServices {
  url: string;
  /** The images listener's address. */
  imagesUrl: string;
  /** The card provider's listener (its server API; browsers use its public URL, by default `http://localhost:<port>`). */
  cardProviderUrl: string;
  /** The carrier billing provider's and the cash provider's listeners (server to server; their development routes). */
  carrierProviderUrl: string;
  cashProviderUrl: string;
  /** The partner TV providers' stand-in's listener (server to server; its sign-in pages are at its public URL). */
  partnerProviderUrl: string;
  /** How the database was prepared on this start (seeded or reused, and how long it took). */
  startup: PrepareResult;
  /** Where the test media are, and the background generation (resolved at once when it is off). */
  mediaDir: string;
  mediaReady: Promise<void>;
  close(): Promise<void>;
}
