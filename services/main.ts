import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { guardProcess } from "@/ops/processGuards";
import { checkBindAddress, readRunConfig } from "./runConfig";
import { startServices } from "./startServices";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

function readPort(name: string, value: string | undefined, fallback: number): number {
  const port = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} is not a port: ${value}`);
  return port;
}

function readCount(name: string, value: string | undefined, fallback: number): number {
  const count = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 100) throw new Error(`${name} is not a whole number from 1 to 100: ${value}`);
  return count;
}

async function main(): Promise<void> {
  guardProcess("services");
  const port = readPort("SERVICES_PORT", process.env.SERVICES_PORT, 4000);
  const host = process.env.SERVICES_HOST ?? "127.0.0.1";
  const config = readRunConfig();
  checkBindAddress(host, config);
  for (const notice of config.notices) console.warn(`[services] ${notice}`);
  if (config.devDefaults.length > 0) console.warn(`[services] development defaults in effect: ${config.devDefaults.join(", ")}.`);
  const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, "data");
  const services = await startServices({
    port,
    host,
    imagesPort: readPort("IMAGES_PORT", process.env.IMAGES_PORT, port === 0 ? 0 : port + 1),
    dataDir,
    publicUrl: process.env.SERVICES_PUBLIC_URL,
    appKey: process.env.APPGRID_APP_KEY ?? "shasha-web-dev",
    extraScreensDir: process.env.EXTRA_SCREENS_DIR,
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
    drmSecret: config.drmSecret,
    streamLimit: readCount("STREAM_LIMIT", process.env.STREAM_LIMIT, 2),
  });
  // The pid, for operators and the supervision test (scripts/start.mjs restarts a stopped suite).
  const pidFile = path.join(dataDir, "services.pid");
  writeFileSync(pidFile, String(process.pid));
  const { seeded, durationMs } = services.startup;
  console.info(`[services] listening on ${services.url}, images on ${services.imagesUrl} (${seeded ? "seeded" : "reused data"} in ${Math.round(durationMs)} ms)`);
  const stop = (): void => {
    rmSync(pidFile, { force: true });
    services.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[services] close failed", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("[services] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
