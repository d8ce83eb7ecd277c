#!/usr/bin/env node
/**
 * `npm start`: builds the app if the build is missing or older than the sources, then runs the local service
 * suite (port 4000, images on 4001) and the production app server (port 3000) together. `--dev` runs
 * `next dev` instead of a production build.
 *
 * Production versus development (issue 8): `npm start` runs the app and the services with
 * NODE_ENV=production, where the development defaults (well-known secrets and tokens, the dev outbox, the
 * seeded test accounts) are refused unless `SHASHA_DEV_DEFAULTS=1` allows them; `npm run dev` sets that flag.
 *
 * Supervision (issue 8 section 5): when the services exit unexpectedly, the app keeps serving from its caches
 * while the services are restarted with backoff (0.5 s doubling to 30 s, back to 0.5 s after a minute up).
 * When the app itself exits, everything stops. Ctrl-C (SIGINT) or SIGTERM is passed on to both children, and the
 * supervisor waits for them: the app drains (ops/server/appServer.ts: not-ready, the requests in flight finish)
 * and exits 0; a child still running after its grace period is killed.
 *
 * The production app is ops/server/main.ts (Next's handler behind /healthz, /readyz, request ids, JSON request
 * logs, and Prometheus metrics on METRICS_PORT, 9464 on loopback by default); `--dev` runs `next dev`.
 *
 * Environment: PORT (app, 3000), STUDIO_PORT (the studio's own origin, PORT + 1; 0: none), SERVICES_PORT (4000), IMAGES_PORT (SERVICES_PORT + 1),
 * CARD_PROVIDER_PORT (the card payment provider stand-in's own origin, SERVICES_PORT + 2), HOST (app bind address,
 * 127.0.0.1 by default; `--dev` leaves it to `next dev`), SERVICES_EMBEDDED=0 to skip the local suite when APPGRID_BASE_URL /
 * CONTENT_BASE_URL / IMAGES_BASE_URL point at real services. See README.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { connect, createServer as createNetServer } from "node:net";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { answers, cardProviderPortFor, serviceBaseUrls, stopChildren, waitUntil } from "./processes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const appPort = process.env.PORT ?? "3000";
// The studio's own origin (domain/origins.ts): the app server listens for it on a port of its own.
const studioPort = process.env.STUDIO_PORT ?? String(Number(appPort) + 1);
const servicesPort = process.env.SERVICES_PORT ?? "4000";
const imagesPort = process.env.IMAGES_PORT ?? String(Number(servicesPort) + 1);
const cardProviderPort = process.env.CARD_PROVIDER_PORT ?? cardProviderPortFor(servicesPort);
const embedded = process.env.SERVICES_EMBEDDED !== "0";
const bin = (name) => join(root, "node_modules", ".bin", name);


const sourceRoots = ["app", "components", "renderer", "adapters", "domain", "modules", "locales", "screens-schema", "stores", "studio", "ops"];
const sourceFiles = ["proxy.ts", "instrumentation.ts", "instrumentation-client.ts", "next.config.js", "package-lock.json", "tsconfig.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsCurrent() {
  const marker = join(root, ".next", "BUILD_ID");
  if (!existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  const newestSource = Math.max(...[...sourceRoots, ...sourceFiles].map((p) => newestMtime(join(root, p))));
  return newestSource <= built;
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  ...(dev ? { SHASHA_DEV_DEFAULTS: "1" } : {}),
  SERVICES_PORT: servicesPort,
  IMAGES_PORT: imagesPort,
  CARD_PROVIDER_PORT: cardProviderPort,
  // Where the app frames the card fields from (the card provider stand-in, services/cardProvider), unless set.
  CARD_PROVIDER_URL: process.env.CARD_PROVIDER_URL ?? process.env.CARD_PROVIDER_PUBLIC_URL ?? `http://localhost:${cardProviderPort}`,
  // The local suite's addresses, unless set to real services.
  ...Object.fromEntries(Object.entries(serviceBaseUrls(servicesPort)).map(([name, url]) => [name, process.env[name] ?? url])),
  // Where the services send the publish signal (issue 18): this app, so a publish shows within seconds.
  APP_REVALIDATE_URL: process.env.APP_REVALIDATE_URL ?? `http://127.0.0.1:${appPort}/api/revalidate`,
  APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? `http://localhost:${appPort}`,
  STUDIO_PORT: studioPort,
  ...(studioPort === "0" ? {} : { STUDIO_PUBLIC_URL: process.env.STUDIO_PUBLIC_URL ?? `http://localhost:${studioPort}` }),
  IMAGES_BASE_URL: process.env.IMAGES_BASE_URL ?? `http://localhost:${imagesPort}/images`,
  SERVICES_PUBLIC_URL: process.env.SERVICES_PUBLIC_URL ?? `http://localhost:${imagesPort}`,
};

// The secret with which the app vouches for the viewer's address it sends the services (domain/servicesCaller.ts).
// Both children get this environment: with the development defaults both use the development one; without them, when
// this script starts both the app and the suite and none is set, they share one made for this run, so a production
// `npm start` needs no setting for it and nobody else knows it.
if (embedded && env.SHASHA_DEV_DEFAULTS !== "1" && !dev && !env.SERVICES_CALLER_SECRET?.trim()) {
  env.SERVICES_CALLER_SECRET = randomBytes(32).toString("base64url");
}

if (!dev && !buildIsCurrent()) {
  console.info("[start] building the app (next build)...");
  const build = spawnSync(bin("next"), ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map();
let stopping = false;

/** How long a child may take to stop: the app's drain and grace (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS), plus 2 s. */
const stopGraceMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0) + Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 2000;

/** Stops every child (SIGTERM, then SIGKILL after their grace) and exits once they are gone. */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  stopChildren(children.values(), code, stopGraceMs);
}

function spawnChild(name, command, args, childEnv) {
  const child = spawn(command, args, { cwd: root, env: childEnv, stdio: "inherit" });
  children.set(name, child);
  return child;
}

/**
 * `next dev` listens once: the studio's port is forwarded to it as is, and the proxy tells the two apart by the port
 * in `Host`, which no page script can set (domain/origins.ts). The production server listens on both itself.
 */
function forwardStudioPortInDev() {
  if (!dev || studioPort === "0") return;
  const forwarder = createNetServer((client) => {
    const upstream = connect(Number(appPort), "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop);
    upstream.on("error", drop);
  });
  forwarder.on("error", (error) => console.error(`[start] the studio's port ${studioPort} is not available: ${error.message}`));
  forwarder.listen(Number(studioPort), "127.0.0.1");
  forwarder.unref();
}

/** The app: when it exits, there is nothing left to serve, so everything stops. */
function runApp() {
  forwardStudioPortInDev();
  const child = dev
    ? spawnChild("app", bin("next"), ["dev", "-p", appPort], env)
    : spawnChild("app", process.execPath, ["--import", "tsx", "ops/server/main.ts"], { ...env, PORT: appPort, NODE_ENV: "production" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[start] the app stopped (${signal ?? `exit ${code}`}); stopping the services too.`);
    stopAll(code ?? 1);
  });
}

const servicesEnv = { ...env, NODE_ENV: dev ? "development" : "production" };
const backoff = { firstMs: 500, maxMs: 30_000, healthyMs: 60_000 };
let restartDelay = backoff.firstMs;
/** Until the services have answered once, a stop is a failed start (a taken port, a bad setting): stop everything. */
let servicesCameUp = false;

/** The services, restarted with backoff when they exit while the app keeps serving from its caches. */
function runServices() {
  const started = Date.now();
  // Node itself with tsx's loader (not the tsx wrapper), so the child is the services process and signals reach it.
  const child = spawnChild("services", process.execPath, ["--import", "tsx", "services/main.ts"], servicesEnv);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    if (!servicesCameUp) {
      console.error(`[start] the local services could not start (${signal ?? `exit ${code}`}); see their error above.`);
      stopAll(code ?? 1);
      return;
    }
    if (Date.now() - started >= backoff.healthyMs) restartDelay = backoff.firstMs;
    console.error(`[start] the services stopped (${signal ?? `exit ${code}`}); the app keeps serving; restarting them in ${restartDelay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) runServices();
    }, restartDelay);
    restartDelay = Math.min(restartDelay * 2, backoff.maxMs);
  });
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (embedded) {
  runServices();
  try {
    await waitUntil(() => answers(`http://127.0.0.1:${servicesPort}/`), `http://127.0.0.1:${servicesPort}/`, 60_000);
    servicesCameUp = true;
  } catch (error) {
    console.error(`[start] the local services did not start: ${error.message}`);
    stopAll(1);
  }
}
if (!stopping) {
  runApp();
  console.info(`[start] app on http://localhost:${appPort}/ar${studioPort === "0" ? "" : `, studio on http://localhost:${studioPort}/studio`}${embedded ? `, services on http://localhost:${servicesPort}, images on http://localhost:${imagesPort}, card provider on http://localhost:${cardProviderPort}` : ""}`);
}
