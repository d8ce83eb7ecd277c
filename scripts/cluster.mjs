#!/usr/bin/env node
/**
 * `npm run cluster` (issue 18): the web tier as it runs past one machine, on loopback only, with real parts:
 * a Redis server (Debian's `redis-server`) holding the shared page cache, two identical app instances built once
 * (ops/server/main.ts with REDIS_URL), the local service suite, and nginx (Debian's) in front as the load balancer,
 * its `proxy_cache` standing in for the CDN so the pages' Cache-Control values are exercised for real.
 *
 * When everything answers it prints one line per part (`ready: lb http://127.0.0.1:PORT pid N`, ...). A part that
 * stops on its own (an instance killed, Redis lost) is started again after a second, as an orchestrator would, and
 * its pid is kept in CLUSTER_DIR/<part>.pid. Ctrl-C or SIGTERM stops everything it started (the apps drain first). The Debian packages are installed when missing and
 * running as root (as the tests do for Chromium); otherwise it says what to install.
 *
 * Ports (environment): CLUSTER_LB_PORT (8080), CLUSTER_STUDIO_LB_PORT (the studio's origin, 8081),
 * CLUSTER_APP_PORTS (3201,3202; as many instances as ports), CLUSTER_STUDIO_PORTS (each app port + 100),
 * CLUSTER_METRICS_PORTS (9471,9472), CLUSTER_REDIS_PORT (6390), CLUSTER_SERVICES_PORT (4300, images on +1).
 * State lives in CLUSTER_DIR (data/cluster): the services' database, Redis' and nginx's files, the logs.
 * `--no-build` skips the build check (the tests build once before).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { answers, cardProviderPortFor, serviceBaseUrls, stopChildren, waitUntil } from "./processes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const list = (value, fallback) => (value ?? fallback).split(",").map((port) => Number(port.trim()));
const lbPort = Number(process.env.CLUSTER_LB_PORT ?? 8080);
const appPorts = list(process.env.CLUSTER_APP_PORTS, "3201,3202");
// Each instance's studio listener (domain/origins.ts), behind a load balancer port of its own: the studio's origin.
const studioPorts = list(process.env.CLUSTER_STUDIO_PORTS, appPorts.map((port) => String(port + 100)).join(","));
const studioLbPort = Number(process.env.CLUSTER_STUDIO_LB_PORT ?? lbPort + 1);
const metricsPorts = list(process.env.CLUSTER_METRICS_PORTS, appPorts.map((_, i) => String(9471 + i)).join(","));
const redisPort = Number(process.env.CLUSTER_REDIS_PORT ?? 6390);
const servicesPort = Number(process.env.CLUSTER_SERVICES_PORT ?? 4300);
const imagesPort = servicesPort + 1;
const dir = process.env.CLUSTER_DIR ?? join(root, "data", "cluster");
const host = "127.0.0.1";
const lbUrl = `http://${host}:${lbPort}`;
const studioUrl = `http://${host}:${studioLbPort}`;
const redisUrl = `redis://${host}:${redisPort}`;

function say(line) {
  process.stdout.write(`${line}\n`);
}

/** The Debian packages this needs: installed when root, else named. */
function ensurePackages() {
  const missing = [
    ["redis-server", "redis-server"],
    ["nginx", "nginx"],
  ].filter(([binary]) => spawnSync("sh", ["-c", `command -v ${binary} || test -x /usr/sbin/${binary}`]).status !== 0);
  if (missing.length === 0) return;
  const names = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(`[cluster] missing Debian packages: ${names.join(", ")}. Install them with: sudo apt-get install -y ${names.join(" ")}`);
    process.exit(1);
  }
  say(`[cluster] installing ${names.join(", ")} (apt-get)`);
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...names], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    if (spawnSync("apt-get", ["install", "-y", "--no-install-recommends", ...names], { stdio: "inherit" }).status !== 0) process.exit(1);
  }
}

/** The running parts, by name: the latest process of each. */
const children = new Map();
let stopping = false;

function start(name, command, args, env = process.env) {
  const logFile = join(dir, `${name}.log`);
  const child = spawn("sh", ["-c", `exec "$0" "$@" >> "${logFile}" 2>&1`, command, ...args], { cwd: root, env, stdio: "ignore" });
  children.set(name, child);
  writeFileSync(join(dir, `${name}.pid`), `${child.pid}\n`);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[cluster] ${name} stopped (${signal ?? `exit ${code}`}); starting it again in 1 s (log: ${logFile})`);
    setTimeout(() => {
      if (stopping) return;
      const again = start(name, command, args, env);
      say(`restarted: ${name} pid ${again.pid}`);
    }, 1000);
  });
  return child;
}

/** Waits for a part, pointing at its log when it does not come up. */
async function waitFor(check, what) {
  await waitUntil(check, what, 120_000).catch((error) => {
    throw new Error(`${error.message} (logs in ${dir})`);
  });
}

/** Redis answers PING with +PONG. */
function redisPing() {
  return new Promise((resolve) => {
    const socket = connect(redisPort, host, () => socket.write("PING\r\n"));
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("data", (data) => {
      socket.end();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.on("error", () => resolve(false));
  });
}

function nginxConfig() {
  const user = process.getuid?.() === 0 ? "user root root;" : "";
  // What both origins' locations pass on and how they fail over.
  const proxied = `      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      # A cached page's CSP names the hash of each of its inline scripts (about 54 bytes each): room for the headers
      # of a page with a couple of hundred of them, beyond nginx's default of one memory page.
      proxy_buffer_size 16k;
      proxy_buffers 8 16k;
      # An instance that is gone, stopping or failing: the request goes to the other one.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_connect_timeout 1s;
      proxy_read_timeout 30s;`;
  const upstreams = (ports) => ports.map((port) => `    server ${host}:${port} max_fails=1 fail_timeout=2s;`).join("\n");
  return `${user}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  # The cache's answer per request ($upstream_cache_status: HIT, MISS, EXPIRED, STALE, UPDATING, BYPASS), for
  # the bench's hit ratio.
  log_format cache '$upstream_cache_status $status $request_time $request_uri';
  access_log ${dir}/nginx-access.log cache;
  client_body_temp_path ${dir}/nginx-tmp/body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  # The CDN's stand-in: it keeps what the app marks public (s-maxage), serves it stale while one request
  # refreshes it (stale-while-revalidate) and when every instance fails (stale-if-error); never a reply that
  # sets a cookie or is private. Vary (Cookie) is honoured.
  # One URL serves every viewer segment: only a guest's request (no session, viewer or web-view cookie) may be
  # answered from the shared cache, or be stored in it (README, "What a CDN may keep").
  map $http_cookie $shasha_personal {
    default 0;
    "~(^|;\\s*)(__Host-token|token|__Host-viewer|viewer|isWebView|platform)=" 1;
  }
  proxy_cache_path ${dir}/nginx-cache levels=1:2 keys_zone=pages:20m max_size=512m inactive=1d use_temp_path=off;
  upstream app {
${upstreams(appPorts)}
    keepalive 32;
  }
  upstream studio {
${upstreams(studioPorts)}
    keepalive 8;
  }
  # The studio's origin: its own port (a host name of its own in production), never cached.
  server {
    listen ${host}:${studioLbPort};
    location / {
      proxy_pass http://studio;
${proxied}
    }
  }
  server {
    listen ${host}:${lbPort};
    location / {
      proxy_pass http://app;
${proxied}
      proxy_next_upstream_tries 3;
      proxy_cache pages;
      proxy_cache_key $scheme$host$request_uri;
      proxy_cache_bypass $shasha_personal;
      proxy_no_cache $shasha_personal;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say("[cluster] stopping");
  stopChildren(children.values(), code, 15_000);
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

async function main() {
  ensurePackages();
  mkdirSync(join(dir, "nginx-tmp"), { recursive: true });
  rmSync(join(dir, "nginx-cache"), { recursive: true, force: true });
  if (!process.argv.includes("--no-build") && !existsSync(join(root, ".next", "BUILD_ID"))) {
    say("[cluster] building the app once for every instance (next build)");
    if (spawnSync(join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } }).status !== 0) process.exit(1);
  }

  const redis = start("redis", "redis-server", ["--port", String(redisPort), "--bind", host, "--save", "", "--appendonly", "no", "--notify-keyspace-events", "Exe", "--dir", dir]);
  await waitFor(redisPing, "redis");
  say(`ready: redis ${redisUrl} pid ${redis.pid}`);

  const shared = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    SERVICES_PORT: String(servicesPort),
    IMAGES_PORT: String(imagesPort),
    // The card payment provider stand-in's own origin (services/cardProvider), which the app frames the card fields from.
    CARD_PROVIDER_PORT: cardProviderPortFor(servicesPort),
    CARD_PROVIDER_URL: process.env.CARD_PROVIDER_URL ?? `http://localhost:${cardProviderPortFor(servicesPort)}`,
    ...serviceBaseUrls(servicesPort, host),
    APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? lbUrl,
    STUDIO_PUBLIC_URL: process.env.STUDIO_PUBLIC_URL ?? studioUrl,
    IMAGES_BASE_URL: process.env.IMAGES_BASE_URL ?? `http://localhost:${imagesPort}/images`,
    SERVICES_PUBLIC_URL: process.env.SERVICES_PUBLIC_URL ?? `http://localhost:${imagesPort}`,
    // The publish signal goes through the load balancer: any instance may take it, Redis tells the others.
    APP_REVALIDATE_URL: process.env.APP_REVALIDATE_URL ?? `${lbUrl}/api/revalidate`,
    // The secret with which every instance vouches for the viewer's address it sends the services
    // (domain/servicesCaller.ts): the one set, else the development one where the development defaults are on, else one
    // made for this run, shared by the services and every instance through this environment.
    ...(process.env.SERVICES_CALLER_SECRET?.trim() || process.env.SHASHA_DEV_DEFAULTS === "1"
      ? {}
      : { SERVICES_CALLER_SECRET: randomBytes(32).toString("base64url") }),
  };
  const services = start("services", process.execPath, ["--import", "tsx", "services/main.ts"], { ...shared, NODE_ENV: "production", DATA_DIR: join(dir, "services-data"), HOST: host });
  await waitFor(() => answers(`http://${host}:${servicesPort}/`), "the services");
  say(`ready: services http://${host}:${servicesPort} pid ${services.pid}`);

  const apps = appPorts.map((port, index) =>
    start(`app-${index + 1}`, process.execPath, ["--import", "tsx", "ops/server/main.ts"], {
      ...shared,
      NODE_ENV: "production",
      PORT: String(port),
      STUDIO_PORT: String(studioPorts[index] ?? 0),
      HOST: host,
      METRICS_PORT: String(metricsPorts[index] ?? 0),
      REDIS_URL: redisUrl,
      SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? "1000",
    }),
  );
  await Promise.all(appPorts.map((port) => waitFor(() => answers(`http://${host}:${port}/readyz`), `app on ${port}`)));
  appPorts.forEach((port, index) => say(`ready: app-${index + 1} http://${host}:${port} pid ${apps[index]?.pid} metrics http://${host}:${metricsPorts[index]}/metrics`));

  writeFileSync(join(dir, "nginx.conf"), nginxConfig());
  const nginx = start("nginx", "nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"]);
  await waitFor(() => answers(`${lbUrl}/healthz`), "nginx");
  say(`ready: lb ${lbUrl} pid ${nginx.pid}`);
  say(`ready: studio ${studioUrl}/studio (through the lb)`);
  say(`[cluster] up: open ${lbUrl}/ar; logs in ${dir}; Ctrl-C stops everything`);
}

main().catch((error) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
});
