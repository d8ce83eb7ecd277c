/**
 * `node --import tsx ops/server/main.ts`: one app instance (what `npm start` and `npm run cluster` run for each).
 * Environment: PORT (3000), STUDIO_PORT (PORT + 1: the studio's own listener, domain/origins.ts; 0 for none),
 * HOST (127.0.0.1; beyond loopback see ./deploymentChecks.ts), METRICS_PORT (9464; 0 for none), METRICS_HOST (127.0.0.1),
 * SHUTDOWN_DRAIN_MS (0: how long a stopping instance keeps serving while /readyz says 503),
 * SHUTDOWN_GRACE_MS (10000: how long requests in flight may take to finish), REDIS_URL (a shared page cache and
 * the instances' channel; unset: Next's embedded cache). See README.md, Operations.
 */
import path from "node:path";
import { studioPortOf } from "@/domain/origins";
import { deploymentProblems, isLoopback } from "./deploymentChecks";

function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? "");
  return process.env[name] !== undefined && process.env[name] !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
}

async function main(): Promise<void> {
  // Next reads NODE_ENV when it is loaded: set it before the server module (and with it Next) is imported.
  Reflect.set(process.env, "NODE_ENV", "production");
  const { startAppServer } = await import("./appServer");
  const { errorText, log } = await import("@/ops/log");
  const { guardProcess } = await import("@/ops/processGuards");
  guardProcess("app");
  const metricsPort = numberFrom("METRICS_PORT", 9464);
  const hostname = process.env.HOST ?? "127.0.0.1";
  const problems = deploymentProblems(process.env, hostname);
  if (problems.length > 0) {
    for (const problem of problems) log({ level: "error", code: "app-not-configured", message: problem });
    process.exit(1);
  }
  const port = numberFrom("PORT", 3000);
  const studioPort = studioPortOf(process.env, port);
  // On loopback the two public origins default to this machine's own (deploymentChecks.ts requires them beyond).
  if (isLoopback(hostname)) {
    if (!process.env.APP_PUBLIC_URL) Reflect.set(process.env, "APP_PUBLIC_URL", `http://localhost:${port}`);
    if (!process.env.STUDIO_PUBLIC_URL && studioPort !== 0) Reflect.set(process.env, "STUDIO_PUBLIC_URL", `http://localhost:${studioPort}`);
  }
  try {
    const running = await startAppServer({
      dir: path.join(__dirname, "..", ".."),
      hostname,
      port,
      studioPort: studioPort === 0 ? undefined : studioPort,
      metrics: metricsPort === 0 ? undefined : { hostname: process.env.METRICS_HOST ?? "127.0.0.1", port: metricsPort },
      drainMs: numberFrom("SHUTDOWN_DRAIN_MS", 0),
      graceMs: numberFrom("SHUTDOWN_GRACE_MS", 10_000),
      redisUrl: process.env.REDIS_URL === undefined || process.env.REDIS_URL === "" ? undefined : process.env.REDIS_URL,
    });
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      process.once(signal, () => {
        void running.stop(signal).then(() => process.exit(0));
      });
    }
  } catch (error) {
    log({ level: "error", code: "app-start-failed", error: errorText(error) });
    process.exit(1);
  }
}

void main();
