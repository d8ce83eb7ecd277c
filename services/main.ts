import path from "node:path";
import { fileURLToPath } from "node:url";
import { devManageToken } from "./manage/manageAuth";
import { startServices } from "./startServices";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

function readPort(value: string | undefined): number {
  const port = Number(value ?? "4000");
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SERVICES_PORT is not a port: ${value}`);
  return port;
}

function readManageToken(value: string | undefined): string {
  if (value !== undefined && value !== "") return value;
  console.warn(`[services] MANAGE_TOKEN is not set: the management API accepts the development token "${devManageToken}".`);
  return devManageToken;
}

async function main(): Promise<void> {
  const port = readPort(process.env.SERVICES_PORT);
  const services = await startServices({
    port,
    host: process.env.SERVICES_HOST ?? "127.0.0.1",
    dataDir: process.env.DATA_DIR ?? path.join(repoRoot, "data"),
    publicUrl: process.env.SERVICES_PUBLIC_URL,
    appKey: process.env.APPGRID_APP_KEY ?? "shasha-web-dev",
    extraScreensDir: process.env.EXTRA_SCREENS_DIR,
    manageToken: readManageToken(process.env.MANAGE_TOKEN),
  });
  const { seeded, durationMs } = services.startup;
  console.info(`[services] listening on ${services.url} (${seeded ? "seeded" : "reused data"} in ${Math.round(durationMs)} ms)`);
  const stop = (): void => {
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
  console.error("[services] failed to start", error);
  process.exit(1);
});
