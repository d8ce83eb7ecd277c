/**
 * Bench c, d and f, against the production build with the local services on 127.0.0.1 (own ports, fresh
 * database). (c) First-load JavaScript of /ar/home: every script the HTML loads, gzip-compressed.
 * (f) Lighthouse in Debian's Chromium (bench/lighthouse.ts). (d) Load with autocannon, 10 connections for 10 s
 * after a warm-up: anonymous viewers (cached) and preview mode (past every cache), with the app server's peak
 * memory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { gzipBytesOf, moduleScriptSources } from "./firstLoadScripts";
import { benchLighthouse, type LighthouseFigures } from "./lighthouse";
import { benchPlayback, playerPages, type PlaybackFigures } from "./playback";
import autocannon from "autocannon";
import { devPreviewSecret, previewCookieValue } from "@/domain/previewGrant";
import { previewCookieName } from "@/request/preview";
import { percentile, round } from "./stats";
import { benchStudio, type StudioFigures } from "./studio";

/** Issue 10's pages for Lighthouse: its goals are for /ar/home and /ar/hub/login; CLS also for /en/series. */
const lighthousePages = ["/ar/home", "/en/series", "/ar/hub/login"].flatMap((page) => (["mobile", "desktop"] as const).map((preset) => ({ path: page, preset })));

const appPort = 3400;
const servicesPort = 4400;
const app = `http://127.0.0.1:${appPort}`;

async function waitFor(url: string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Peak resident memory (VmHWM) of a process and its descendants, in MB. */
function peakMemoryMb(pid: number): number {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const current = pids[i];
    if (current === undefined) continue;
    for (const task of safeList(`/proc/${current}/task`)) {
      const children = safeRead(`/proc/${current}/task/${task}/children`).trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  const peaks = pids.map((id) => Number(/VmHWM:\s+(\d+)/.exec(safeRead(`/proc/${id}/status`))?.[1] ?? 0));
  return round(Math.max(0, ...peaks) / 1024, 0);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

export interface FirstLoadFigures {
  scripts: number;
  gzipBytes: number;
  clientComponents: string[];
}

async function firstLoad(pathname = "/ar/home"): Promise<FirstLoadFigures> {
  const html = await (await fetch(`${app}${pathname}`)).text();
  const sources = moduleScriptSources(html);
  const gzipBytes = await gzipBytesOf(sources, async (src) => new Uint8Array(await (await fetch(new URL(src, app))).arrayBuffer()));
  // Client components referenced by the page's RSC payload: what hydrates. Tiles must not be among them.
  const names = new Set([...html.matchAll(/\\"([A-Z][A-Za-z]+)\\"\]/g)].flatMap((m) => (m[1] ? [m[1]] : [])));
  return { scripts: sources.length, gzipBytes, clientComponents: [...names].sort() };
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
}

async function load(headers: Record<string, string>, durationSeconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: `${app}/ar/home`, connections: 10, duration: durationSeconds, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    requestsPerSecond: round(result.requests.average, 1),
    p50Ms: round(percentile(latencies, 50), 1),
    p95Ms: round(percentile(latencies, 95), 1),
    non2xx: result.non2xx,
  };
}

export interface HtmlFigures {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** Bytes of the inline RSC payload (`self.__next_f.push`) inside it. */
  flightBytes: number;
}

/** A page's HTML as a guest gets it: all of it, gzipped, and how much is the inline RSC payload. */
async function htmlBytes(pathname: string): Promise<HtmlFigures> {
  const html = await (await fetch(`${app}${pathname}`)).text();
  const flightBytes = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ""), 0);
  return { path: pathname, bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, flightBytes };
}

export interface ServerFigures {
  firstLoad: FirstLoadFigures;
  /** HTML bytes of /ar/home and /ar/hub/login. */
  html: HtmlFigures[];
  /** The same for a player page (its player code then loads lazily: see playback). */
  playerFirstLoad: FirstLoadFigures;
  playback: PlaybackFigures;
  lighthouse: LighthouseFigures[];
  studio: StudioFigures;
  anonymous: LoadFigures;
  preview: LoadFigures;
  peakMemoryMb: number;
}

export async function benchServer(): Promise<ServerFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-bench-"));
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(appPort), SERVICES_PORT: String(servicesPort), DATA_DIR: dataDir, NODE_ENV: "production", SHASHA_DEV_DEFAULTS: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitFor(`${app}/ar/home`);
    const figuresFirstLoad = await firstLoad();
    const playerFirstLoad = await firstLoad(playerPages.hls);
    const html = [await htmlBytes("/ar/home"), await htmlBytes("/ar/hub/login")];
    const playback = await benchPlayback(app, servicesPort + 1);
    const lighthouse = await benchLighthouse(app, lighthousePages);
    const studio = await benchStudio(app);
    await load({}, 3);
    const anonymous = await load({}, 10);
    const preview = await load({ cookie: `${previewCookieName}=${previewCookieValue(devPreviewSecret)}` }, 10);
    return { firstLoad: figuresFirstLoad, html, playerFirstLoad, playback, lighthouse, studio, anonymous, preview, peakMemoryMb: server.pid ? peakMemoryMb(server.pid) : 0 };
  } finally {
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
