/**
 * How the local suite runs: its secrets and which development conveniences are on (issue 8 "production
 * guards"). Outside production (or with `SHASHA_DEV_DEFAULTS=1`) the well-known development values apply:
 * the management token `shasha-dev-manage-token`, the dev social signing secret and preview secret, the
 * `/user/dev/outbox` route and the seeded test accounts. In production without that flag none of them does:
 * an unset `MANAGE_TOKEN` locks the management API (a random token nobody knows), an unset
 * `SOCIAL_SIGNING_SECRET` gets a random one, an unset `SERVICES_CALLER_SECRET` a random one too (so no caller's
 * `x-client-address` is believed), the card provider's API and HMAC keys random ones (the subscription service, in
 * the same process, still has them), the outbox route is a 404 and the seeded accounts cannot sign in.
 * While any development default is in effect the suite refuses to listen on anything but loopback, on either of
 * its listeners (`SERVICES_HOST`, the API; `SERVICES_PUBLIC_HOST`, images, media and licences).
 */
import { randomBytes } from "node:crypto";
import { isDevelopmentDefaultsAllowed } from "@/domain/runMode";
import { devManageToken } from "./manage/manageAuth";
import { devPreviewSecret } from "@/domain/previewGrant";
import { devRevalidateSecret } from "@/domain/revalidationSignal";
import { devCodeSecret, devSocialSecret } from "./user/userRoutes";
import { devPlayoutSecret } from "@/domain/playoutSignature";
import { devResponseSigningKey } from "@/domain/responseSignature";
import { devDrmSecret } from "./playback/drmToken";
import { devServicesCallerSecret } from "@/domain/servicesCaller";
import { devCardProviderApiKey, devCardProviderHmacKey } from "./cardProvider/cardProviderSettings";
import { devCarrierProviderApiKey, devCarrierProviderHmacKey } from "./carrierProvider/carrierProviderSettings";
import { devCashProviderApiKey, devCashProviderHmacKey } from "./cashProvider/cashProviderSettings";
import { devAppStoreApiKey, devPlayStoreApiKey } from "./storeProvider/storeProviderSettings";
import { devPartnerClients, devPartnerProviderApiKey } from "./partnerProvider/partnerProviderSettings";
import type { ServicesOptions } from "./servicesOptions";

export interface RunConfig {
  manageToken: string;
  socialSecret: string;
  /** `CODE_SECRET`: the key reset links and one-time codes are stored under (services/user/codeStore.ts). */
  codeSecret: string;
  previewSecret: string;
  /** `REVALIDATE_SECRET`, the key of the publish signal to the app (domain/revalidationSignal.ts). */
  revalidateSecret: string;
  playoutSecret: string;
  /** `RESPONSE_SIGNING_KEY`: signs the replies the app reads rights from (domain/responseSignature.ts). */
  responseSigningKey: string;
  drmSecret: string;
  /** `SERVICES_CALLER_SECRET`: the app proves with it that the `x-client-address` it sends is its own (domain/servicesCaller.ts). */
  callerSecret: string;
  /** `CARD_PROVIDER_API_KEY`: the `x-api-key` of the card provider stand-in's server API (services/cardProvider). */
  cardProviderApiKey: string;
  /** `CARD_PROVIDER_HMAC_KEY` (hex): the key its notifications are signed with. */
  cardProviderHmacKey: string;
  /** `CARRIER_PROVIDER_API_KEY`, `CARRIER_PROVIDER_HMAC_KEY` (hex): the carrier billing stand-in's (services/carrierProvider). */
  carrierProviderApiKey: string;
  carrierProviderHmacKey: string;
  /** `CASH_PROVIDER_API_KEY`, `CASH_PROVIDER_HMAC_KEY` (hex): the cash payment stand-in's (services/cashProvider). */
  cashProviderApiKey: string;
  cashProviderHmacKey: string;
  /** `APP_STORE_API_KEY`, `PLAY_STORE_API_KEY`: the App Store's and Google Play's stand-ins' (services/storeProvider). */
  appStoreApiKey: string;
  playStoreApiKey: string;
  /** `PARTNER_PROVIDER_API_KEY`: the partner TV providers' stand-in's development routes (services/partnerProvider). */
  partnerProviderApiKey: string;
  /** `PARTNER_DISH_CLIENT_SECRET`, `PARTNER_DISH_HMAC_KEY` (hex), the same for `SLING`: Shasha's client at each provider. */
  partnerClientKeys: Record<"dish" | "sling", { clientSecret: string; hmacKey: string }>;
  devOutbox: boolean;
  seedAccounts: boolean;
  /** The development defaults in effect, by name, for the log and the bind check. */
  devDefaults: string[];
  /** Lines to log once at start. */
  notices: string[];
}

const randomSecret = (): string => randomBytes(32).toString("base64url");
const randomHexKey = (): string => randomBytes(32).toString("hex");

export function readRunConfig(env: NodeJS.ProcessEnv = process.env): RunConfig {
  const dev = isDevelopmentDefaultsAllowed(env);
  const devDefaults: string[] = [];
  const notices: string[] = [];
  const secret = (name: string, devValue: string, random = randomSecret): string => {
    const configured = env[name];
    // A development value set by hand in production counts as not set: it is public.
    const usable = configured !== undefined && configured.trim() !== "" && (dev || configured !== devValue);
    if (usable) return configured;
    if (dev) {
      devDefaults.push(name);
      return devValue;
    }
    notices.push(`${name} is not set: a random value is used, so what it protects is unusable from outside this process.`);
    return random();
  };
  const manageToken = secret("MANAGE_TOKEN", devManageToken);
  const socialSecret = secret("SOCIAL_SIGNING_SECRET", devSocialSecret);
  const codeSecret = secret("CODE_SECRET", devCodeSecret);
  const previewSecret = secret("PREVIEW_SECRET", devPreviewSecret);
  const revalidateSecret = secret("REVALIDATE_SECRET", devRevalidateSecret);
  const playoutSecret = secret("PLAYOUT_SECRET", devPlayoutSecret);
  const responseSigningKey = secret("RESPONSE_SIGNING_KEY", devResponseSigningKey);
  const drmSecret = secret("DRM_SECRET", devDrmSecret);
  const callerSecret = secret("SERVICES_CALLER_SECRET", devServicesCallerSecret);
  const cardProviderApiKey = secret("CARD_PROVIDER_API_KEY", devCardProviderApiKey);
  const cardProviderHmacKey = secret("CARD_PROVIDER_HMAC_KEY", devCardProviderHmacKey, randomHexKey);
  if (callerSecret !== env.SERVICES_CALLER_SECRET && !dev) {
    notices.push("Without SERVICES_CALLER_SECRET (the app's too) the services believe no x-client-address: every viewer the app serves shares the app's own address for the per-address limits.");
  }
  if (dev) devDefaults.push("the dev outbox (/user/dev/outbox) and the card provider's notification resend", "the seeded test accounts and studio staff");
  const carrierProviderApiKey = secret("CARRIER_PROVIDER_API_KEY", devCarrierProviderApiKey);
  const carrierProviderHmacKey = secret("CARRIER_PROVIDER_HMAC_KEY", devCarrierProviderHmacKey, randomHexKey);
  const cashProviderApiKey = secret("CASH_PROVIDER_API_KEY", devCashProviderApiKey);
  const cashProviderHmacKey = secret("CASH_PROVIDER_HMAC_KEY", devCashProviderHmacKey, randomHexKey);
  const appStoreApiKey = secret("APP_STORE_API_KEY", devAppStoreApiKey);
  const playStoreApiKey = secret("PLAY_STORE_API_KEY", devPlayStoreApiKey);
  const partnerProviderApiKey = secret("PARTNER_PROVIDER_API_KEY", devPartnerProviderApiKey);
  const partnerClientKeys = {
    dish: { clientSecret: secret("PARTNER_DISH_CLIENT_SECRET", devPartnerClients.dish.clientSecret), hmacKey: secret("PARTNER_DISH_HMAC_KEY", devPartnerClients.dish.hmacKey, randomHexKey) },
    sling: { clientSecret: secret("PARTNER_SLING_CLIENT_SECRET", devPartnerClients.sling.clientSecret), hmacKey: secret("PARTNER_SLING_HMAC_KEY", devPartnerClients.sling.hmacKey, randomHexKey) },
  };
  const cardProvider = { partnerProviderApiKey, partnerClientKeys, cardProviderApiKey, cardProviderHmacKey, carrierProviderApiKey, carrierProviderHmacKey, cashProviderApiKey, cashProviderHmacKey, appStoreApiKey, playStoreApiKey };
  return { manageToken, socialSecret, codeSecret, previewSecret, revalidateSecret, playoutSecret, responseSigningKey, drmSecret, callerSecret, ...cardProvider, devOutbox: dev, seedAccounts: dev, devDefaults, notices };
}

const loopback = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

/**
 * Refuses a non-loopback bind address while any development default is in effect. `setting` names the variable the
 * address came from (each listener has its own), so the message says which to change.
 */
export function checkBindAddress(host: string, config: Pick<RunConfig, "devDefaults">, setting = "SERVICES_HOST"): void {
  if (loopback.has(host) || config.devDefaults.length === 0) return;
  throw new Error(
    `Refusing to listen on ${host} (${setting}) while development defaults are in effect (${config.devDefaults.join(", ")}). ` +
      "Set MANAGE_TOKEN, SOCIAL_SIGNING_SECRET, PREVIEW_SECRET and SERVICES_CALLER_SECRET and run with NODE_ENV=production without SHASHA_DEV_DEFAULTS, or listen on 127.0.0.1.",
  );
}

/** Where the suite's two listeners bind. */
export interface ListenHosts {
  /** `SERVICES_HOST`: the API (app-grid, content, user, profiles, manage), which only the app needs to reach. */
  api: string;
  /** `SERVICES_PUBLIC_HOST`: images, media and DRM licences, which browsers reach; it may be exposed on its own. */
  public: string;
}

/**
 * Both bind addresses, 127.0.0.1 unless set (an empty value counts as unset: it would mean every interface), each
 * through `checkBindAddress`, so neither listener leaves loopback while a development default is in effect.
 */
export function readListenHosts(env: Readonly<Record<string, string | undefined>>, config: Pick<RunConfig, "devDefaults">): ListenHosts {
  const hostOf = (name: string): string => {
    const value = env[name]?.trim();
    const host = value === undefined || value === "" ? "127.0.0.1" : value;
    checkBindAddress(host, config, name);
    return host;
  };
  return { api: hostOf("SERVICES_HOST"), public: hostOf("SERVICES_PUBLIC_HOST") };
}

/**
 * `CARD_PROVIDER_ALLOWED_ORIGINS`: the comma-separated origins that may frame the card provider's hosted fields;
 * undefined when unset (the suite then allows `APP_PUBLIC_URL`'s origin). Anything that is not an origin throws.
 */
export function readAllowedOrigins(value: string | undefined, name = "CARD_PROVIDER_ALLOWED_ORIGINS"): string[] | undefined {
  const parts = (value ?? "").split(",").map((part) => part.trim().replace(/\/$/, "")).filter((part) => part !== "");
  if (parts.length === 0) return undefined;
  return parts.map((part) => {
    let origin: string | undefined;
    try {
      origin = new URL(part).origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined || origin === "null" || origin !== part) throw new Error(`${name}: "${part}" is not an origin such as http://localhost:3000.`);
    return origin;
  });
}

/**
 * The partner TV providers' stand-in as `main.ts` starts it (services/partnerProvider, docs/partner-login.md):
 * `PARTNER_PROVIDER_PORT` (default 0, a free port: browsers get its address from the authorize call),
 * `PARTNER_PROVIDER_PUBLIC_URL`, `PARTNER_PROVIDER_REDIRECT_ORIGINS` (comma-separated origins beside localhost) and the
 * keys `readRunConfig` decided.
 */
export function readPartnerProviderOptions(env: Readonly<Record<string, string | undefined>>, config: Pick<RunConfig, "partnerProviderApiKey" | "partnerClientKeys">) {
  const portText = env.PARTNER_PROVIDER_PORT?.trim() ?? "";
  const port = portText === "" ? 0 : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PARTNER_PROVIDER_PORT is not a port: ${portText}`);
  const publicUrl = env.PARTNER_PROVIDER_PUBLIC_URL?.trim() ?? "";
  const origins = readAllowedOrigins(env.PARTNER_PROVIDER_REDIRECT_ORIGINS, "PARTNER_PROVIDER_REDIRECT_ORIGINS");
  const options: Pick<ServicesOptions, "partnerProviderPort" | "partnerProviderPublicUrl" | "partnerProviderApiKey" | "partnerClientKeys" | "partnerProviderRedirectOrigins"> = {
    partnerProviderPort: port,
    partnerProviderApiKey: config.partnerProviderApiKey,
    partnerClientKeys: config.partnerClientKeys,
    ...(publicUrl === "" ? {} : { partnerProviderPublicUrl: publicUrl }),
    ...(origins === undefined ? {} : { partnerProviderRedirectOrigins: origins }),
  };
  return options;
}
