/**
 * Where the external services live. Defaults point at the embedded local suite (services/); set the
 * variables to point the app at real services. An explicitly empty value is kept, so that a call to that
 * service fails with 'baseURL is empty' (spec 8) rather than silently using the local suite.
 */
import { devPlayoutSecret } from "@/domain/playoutSignature";
import { devResponseSigningKey } from "@/domain/responseSignature";
import { isDevelopmentDefaultsAllowed } from "@/domain/runMode";
import { servicesCallerSecret } from "@/domain/servicesCaller";

function env(name: string, fallback: string): string {
  return process.env[name] ?? fallback;
}

export interface ServiceConfig {
  appgridBaseURL: string;
  appgridAppKey: string;
  contentBaseURL: string;
  userBaseURL: string;
  /**
   * `SOCIAL_AUTHORIZE_URL`: where the browser is sent to sign in with a social provider, as the browser reaches it.
   * Locally the user service's stand-in (development defaults only); never the internal user-service address.
   */
  socialAuthorizeURL: string;
  profilesBaseURL: string;
  /** The subscription-config and pricing services (spec 7 "Subscription and pricing"). */
  subscriptionBaseURL: string;
  /** `SPORTS_BASE_URL`: the sports data service (spec 7 "Sports", docs/sports-service.md). */
  sportsBaseURL: string;
  imagesBaseURL: string;
  /** `BOT_CHECK_BASE_URL`: the bot-check provider's challenges (issue 31 §5); locally the services' stand-in. */
  botCheckBaseURL: string;
  /**
   * `CARD_PROVIDER_URL`: the card payment provider as browsers reach it (its hosted fields are framed from there;
   * the local suite's stand-in listens on SERVICES_PORT + 2).
   */
  cardProviderURL: string;
  defaultCountry: string;
  /**
   * `COUNTRY_HEADER`: the name of the header the deployment's edge (CDN, load balancer) sets with the viewer's
   * country and strips from client requests (e.g. `cf-ipcountry`). Unset: no header is trusted.
   */
  countryHeader: string | undefined;
  /** `PLAYOUT_SECRET`: signs `playout/new/drm` (spec 7); shared with the content service. */
  playoutSecret: string;
  /**
   * `SERVICES_CALLER_SECRET`: sent beside `x-client-address` so the services believe the viewer's address
   * (domain/servicesCaller.ts); shared with the services. Outside production the development default; in production
   * required: empty, the services take every viewer for the app's own address.
   */
  servicesCallerSecret: string;
  /**
   * `IOS_APP_STORE_URL`, `ANDROID_APP_STORE_URL`: the apps' store listings, which the app-install banner links to
   * (spec 9: store links for iOS and Android). Defaults: a search of the App Store, and the Play listing of the app's
   * package (`com.shasha.app`, the Play stand-in's).
   */
  appStoreURLs: { ios: string; android: string };
  /**
   * `RESPONSE_SIGNING_KEY`, shared with the services: the key of the protected replies' signatures
   * (domain/responseSignature.ts). Outside production the development key; in production required: empty, every
   * protected call fails (SIGNATURE_MISMATCH) rather than trust an unsigned reply.
   */
  responseSigningKey: string;
  /** `APP_PUBLIC_URL`: the viewer app's public origin, which link previews and structured data give as the pages' address. */
  appPublicURL: string;
  /**
   * `TAG_MANAGER_ID` (`GTM-…`): the tag manager container loaded once consent allows (components/tracking); unset or
   * malformed, the stand-in that sends to the app's own collector.
   */
  tagManagerId: string | undefined;
  /**
   * `ERROR_REPORTER_DSN`: the error-reporting service (a Sentry DSN) the browser's reports are passed on to through
   * `POST /api/errors` (adapters/errors/errorTunnel.ts); `npm start` points it at the local suite's sink. Unset: dropped.
   */
  errorReporterDSN: string | undefined;
}

export function readServiceConfig(): ServiceConfig {
  return {
    appgridBaseURL: env("APPGRID_BASE_URL", "http://127.0.0.1:4000/appgrid"),
    appgridAppKey: env("APPGRID_APP_KEY", "shasha-web-dev"),
    contentBaseURL: env("CONTENT_BASE_URL", "http://127.0.0.1:4000/content"),
    userBaseURL: env("USER_BASE_URL", "http://127.0.0.1:4000/user"),
    socialAuthorizeURL: env("SOCIAL_AUTHORIZE_URL", `${env("USER_BASE_URL", "http://127.0.0.1:4000/user").replace(/\/$/, "")}/social/authorize`),
    profilesBaseURL: env("PROFILES_BASE_URL", "http://127.0.0.1:4000/userprofile"),
    subscriptionBaseURL: env("SUBSCRIPTION_BASE_URL", "http://127.0.0.1:4000/subscription"),
    sportsBaseURL: env("SPORTS_BASE_URL", "http://127.0.0.1:4000/sports"),
    cardProviderURL: env("CARD_PROVIDER_URL", "http://localhost:4002"),
    imagesBaseURL: env("IMAGES_BASE_URL", "http://localhost:4001/images"),
    botCheckBaseURL: env("BOT_CHECK_BASE_URL", "http://127.0.0.1:4000/captcha"),
    defaultCountry: env("DEFAULT_COUNTRY", "JO"),
    countryHeader: process.env.COUNTRY_HEADER?.trim().toLowerCase() || undefined,
    playoutSecret: playoutSecret(),
    servicesCallerSecret: servicesCallerSecret() ?? "",
    appStoreURLs: {
      ios: env("IOS_APP_STORE_URL", "https://apps.apple.com/search?term=Shasha"),
      android: env("ANDROID_APP_STORE_URL", "https://play.google.com/store/apps/details?id=com.shasha.app"),
    },
    appPublicURL: env("APP_PUBLIC_URL", "http://localhost:3000"),
    responseSigningKey: responseSigningKey(),
    errorReporterDSN: process.env.ERROR_REPORTER_DSN?.trim() || undefined,
    tagManagerId: /^GTM-[A-Z0-9]{4,12}$/.test(process.env.TAG_MANAGER_ID?.trim() ?? "") ? process.env.TAG_MANAGER_ID?.trim() : undefined,
  };
}

/** Outside production (or with SHASHA_DEV_DEFAULTS=1) the local suite's development key; in production, required. */
function responseSigningKey(): string {
  const configured = process.env.RESPONSE_SIGNING_KEY?.trim();
  if (configured) return configured;
  return isDevelopmentDefaultsAllowed(process.env) ? devResponseSigningKey : "";
}

/** Outside production (or with SHASHA_DEV_DEFAULTS=1) the local suite's development secret; in production, required. */
function playoutSecret(): string {
  const configured = process.env.PLAYOUT_SECRET?.trim();
  if (configured) return configured;
  return isDevelopmentDefaultsAllowed(process.env) ? devPlayoutSecret : "";
}
