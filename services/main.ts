import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { errorText, log } from "@/ops/log";
import { guardProcess } from "@/ops/processGuards";
import { readAllowedOrigins, readListenHosts, readPartnerProviderOptions, readRunConfig } from "./runConfig";
import { startServices } from "./startServices";
import { playoutLimit } from "./user/throttle";
import { readShowcaseMinuteMs } from "./sports/sportsService";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

function readPort(name: string, value: string | undefined, fallback: number): number {
  const port = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} is not a port: ${value}`);
  return port;
}

function readCount(name: string, value: string | undefined, fallback: number, max = 100): number {
  const count = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > max) throw new Error(`${name} is not a whole number from 1 to ${max}: ${value}`);
  return count;
}

/** `CARD_PROVIDER_ALLOWED_ORIGINS`, when set (else the suite allows `APP_PUBLIC_URL`'s origin). */
function cardProviderOrigins(): { cardProviderAllowedOrigins?: string[] } {
  const origins = readAllowedOrigins(process.env.CARD_PROVIDER_ALLOWED_ORIGINS);
  return origins === undefined ? {} : { cardProviderAllowedOrigins: origins };
}

async function main(): Promise<void> {
  guardProcess("services");
  const port = readPort("SERVICES_PORT", process.env.SERVICES_PORT, 4000);
  const config = readRunConfig();
  // Two listeners, two settings: the API (internal, the app's) and the public one (images, media, licences).
  const hosts = readListenHosts(process.env, config);
  for (const notice of config.notices) log({ level: "warn", code: "services-setting", message: notice });
  if (config.devDefaults.length > 0) log({ level: "warn", code: "services-dev-defaults", message: `development defaults in effect: ${config.devDefaults.join(", ")}.`, defaults: config.devDefaults });
  const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, "data");
  const services = await startServices({
    port,
    host: hosts.api,
    publicHost: hosts.public,
    imagesPort: readPort("IMAGES_PORT", process.env.IMAGES_PORT, port === 0 ? 0 : port + 1),
    dataDir,
    publicUrl: process.env.SERVICES_PUBLIC_URL,
    appKey: process.env.APPGRID_APP_KEY ?? "shasha-web-dev",
    extraScreensDir: process.env.EXTRA_SCREENS_DIR,
    epgFile: process.env.EPG_FILE,
    showcaseMinuteMs: readShowcaseMinuteMs(process.env.SPORTS_SHOWCASE_MINUTE_MS),
    manageToken: config.manageToken,
    previewSecret: config.previewSecret,
    ...(process.env.APP_REVALIDATE_URL ? { revalidate: { url: process.env.APP_REVALIDATE_URL, secret: config.revalidateSecret } } : {}),
    socialSecret: config.socialSecret,
    codeSecret: config.codeSecret,
    devOutbox: config.devOutbox,
    seedAccounts: config.seedAccounts,
    // The test media are shared by every data folder (tests reset theirs), generated once per checkout.
    mediaDir: process.env.MEDIA_DIR ?? path.join(repoRoot, "data", "media"),
    generateMedia: process.env.GENERATE_MEDIA !== "0",
    playoutSecret: config.playoutSecret,
    responseSigningKey: config.responseSigningKey,
    drmSecret: config.drmSecret,
    streamLimit: readCount("STREAM_LIMIT", process.env.STREAM_LIMIT, 2),
    guestStreamLimit: readCount("GUEST_STREAM_LIMIT", process.env.GUEST_STREAM_LIMIT, 2),
    playoutRateLimit: readCount("PLAYOUT_RATE_LIMIT", process.env.PLAYOUT_RATE_LIMIT, playoutLimit.max, 100_000),
    callerSecret: config.callerSecret,
    // The card payment provider stand-in, on its own origin (services/cardProvider).
    cardProviderPort: readPort("CARD_PROVIDER_PORT", process.env.CARD_PROVIDER_PORT, port === 0 ? 0 : port + 2),
    ...(process.env.CARD_PROVIDER_PUBLIC_URL ? { cardProviderPublicUrl: process.env.CARD_PROVIDER_PUBLIC_URL } : {}),
    cardProviderApiKey: config.cardProviderApiKey,
    cardProviderHmacKey: config.cardProviderHmacKey,
    // The carrier billing and cash stand-ins (services/carrierProvider, services/cashProvider), server to server.
    carrierProviderPort: readPort("CARRIER_PROVIDER_PORT", process.env.CARRIER_PROVIDER_PORT, port === 0 ? 0 : port + 3),
    carrierProviderApiKey: config.carrierProviderApiKey,
    carrierProviderHmacKey: config.carrierProviderHmacKey,
    cashProviderPort: readPort("CASH_PROVIDER_PORT", process.env.CASH_PROVIDER_PORT, port === 0 ? 0 : port + 4),
    cashProviderApiKey: config.cashProviderApiKey,
    cashProviderHmacKey: config.cashProviderHmacKey,
    // The App Store's and Google Play's stand-ins (services/storeProvider), server to server.
    appStorePort: readPort("APP_STORE_PORT", process.env.APP_STORE_PORT, port === 0 ? 0 : port + 5),
    playStorePort: readPort("PLAY_STORE_PORT", process.env.PLAY_STORE_PORT, port === 0 ? 0 : port + 6),
    appStoreApiKey: config.appStoreApiKey,
    playStoreApiKey: config.playStoreApiKey,
    // The partner TV providers' stand-in (services/partnerProvider): the browser opens its sign-in pages.
    ...readPartnerProviderOptions({ ...process.env, PARTNER_PROVIDER_PORT: process.env.PARTNER_PROVIDER_PORT ?? String(port === 0 ? 0 : port + 7) }, config),
    ...cardProviderOrigins(),
  });
  // The pid, for operators and the supervision test (scripts/start.mjs restarts a stopped suite).
  const pidFile = path.join(dataDir, "services.pid");
  writeFileSync(pidFile, String(process.pid));
  const { seeded, durationMs } = services.startup;
  // The ready line: what was bound and how the data were prepared. Launchers and tests wait by asking `/` (scripts/
  // processes.mjs); the message keeps its old words, so a search of the logs for "[services] listening on" still works.
  log({
    level: "info",
    code: "services-listening",
    message: `[services] listening on ${services.url}, images on ${services.imagesUrl}, card provider on ${services.cardProviderUrl} (${seeded ? "seeded" : "reused data"} in ${Math.round(durationMs)} ms)`,
    url: services.url,
    imagesUrl: services.imagesUrl,
    cardProviderUrl: services.cardProviderUrl,
    seeded,
    startupMs: Math.round(durationMs),
    pid: process.pid,
  });
  const stop = (): void => {
    rmSync(pidFile, { force: true });
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log({ level: "error", code: "services-close-failed", error: errorText(error) });
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  log({ level: "error", code: "services-start-failed", message: "the services could not start", error: errorText(error) });
  process.exit(1);
});
