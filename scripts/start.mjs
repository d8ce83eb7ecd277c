#!/usr/bin/env node
/**
 * `npm start`: builds the app if the build is missing or older than the sources, then runs the local
 * service suite (port 4000) and the production app server (port 3000) together. Ctrl-C stops both; if one
 * dies the other is stopped too. `--dev` runs `next dev` instead of a production build.
 *
 * Environment: PORT (app, 3000), SERVICES_PORT (4000), HOST (app bind address, 0.0.0.0 by default through
 * Next), SERVICES_EMBEDDED=0 to skip the local suite when APPGRID_BASE_URL / CONTENT_BASE_URL /
 * IMAGES_BASE_URL point at real services. See README.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const appPort = process.env.PORT ?? "3000";
const servicesPort = process.env.SERVICES_PORT ?? "4000";
const embedded = process.env.SERVICES_EMBEDDED !== "0";
const bin = (name) => join(root, "node_modules", ".bin", name);

const sourceRoots = ["app", "components", "renderer", "adapters", "domain", "modules", "locales", "screens-schema", "stores"];
const sourceFiles = ["proxy.ts", "next.config.js", "package-lock.json", "tsconfig.json"];

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
  SERVICES_PORT: servicesPort,
  APPGRID_BASE_URL: process.env.APPGRID_BASE_URL ?? `http://127.0.0.1:${servicesPort}/appgrid`,
  CONTENT_BASE_URL: process.env.CONTENT_BASE_URL ?? `http://127.0.0.1:${servicesPort}/content`,
  USER_BASE_URL: process.env.USER_BASE_URL ?? `http://127.0.0.1:${servicesPort}/user`,
  PROFILES_BASE_URL: process.env.PROFILES_BASE_URL ?? `http://127.0.0.1:${servicesPort}/userprofile`,
  APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? `http://localhost:${appPort}`,
  IMAGES_BASE_URL: process.env.IMAGES_BASE_URL ?? `http://localhost:${servicesPort}/images`,
  SERVICES_PUBLIC_URL: process.env.SERVICES_PUBLIC_URL ?? `http://localhost:${servicesPort}`,
};

if (!dev && !buildIsCurrent()) {
  console.info("[start] building the app (next build)...");
  const build = spawnSync(bin("next"), ["build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 1500).unref();
}

function run(name, command, args) {
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (embedded) {
  run("services", bin("tsx"), ["services/main.ts"]);
  try {
    await waitFor(`http://127.0.0.1:${servicesPort}/`, 60_000);
  } catch (error) {
    console.error(`[start] the local services did not start: ${error.message}`);
    stopAll(1);
  }
}
if (!stopping) {
  run("app", bin("next"), [dev ? "dev" : "start", "-p", appPort]);
  console.info(`[start] app on http://localhost:${appPort}/ar${embedded ? `, services on http://localhost:${servicesPort}` : ""}`);
}
