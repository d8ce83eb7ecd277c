/**
 * (h) The web tier past one machine (issue 18): `npm run cluster` started twice, with one and with two app
 * instances behind nginx, on this machine's 2 cores. For each: the origin's requests per second and p95 through
 * nginx (requests carrying a web-view cookie, which nginx never answers from its cache, so every one reaches an
 * instance) with the hit ratio of the Redis layer meanwhile (the instances' metrics), then a guest's realistic mix
 * through nginx with its cache on and the hit ratio at the nginx layer (its access log), and each instance's
 * resident memory after the load.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { round } from "./stats";

const ports = { lb: 8280, apps: [3291, 3292], metrics: [9491, 9492], redis: 6392, services: 4390 };
const dir = "/tmp/shasha-bench-cluster";
const mix = ["/ar/home", "/en/series", "/fr/movies", "/ar/ramadan", "/en/kids", "/ar/hub/login", "/en/shows", "/fr/livestream"];

export interface ClusterFigures {
  instances: number;
  originRequestsPerSecond: number;
  originP95Ms: number;
  mixRequestsPerSecond: number;
  nginxHitRatio: number;
  redisHitRatio: number;
  memoryMb: number[];
}

function startCluster(instances: number): Promise<ChildProcess> {
  rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/cluster.mjs", "--no-build"], {
    env: {
      ...process.env,
      CLUSTER_DIR: dir,
      CLUSTER_LB_PORT: String(ports.lb),
      CLUSTER_APP_PORTS: ports.apps.slice(0, instances).join(","),
      CLUSTER_METRICS_PORTS: ports.metrics.slice(0, instances).join(","),
      CLUSTER_REDIS_PORT: String(ports.redis),
      CLUSTER_SERVICES_PORT: String(ports.services),
      SHASHA_DEV_DEFAULTS: "1",
      GENERATE_MEDIA: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready: lb")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the cluster stopped before it was ready (exit ${code})`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function metricSum(name: string, labels: (line: string) => boolean, instances: number): Promise<number> {
  let sum = 0;
  for (const port of ports.metrics.slice(0, instances)) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split("\n")) if (line.startsWith(name) && labels(line)) sum += Number(line.split(" ").at(-1));
  }
  return sum;
}

async function measure(instances: number): Promise<ClusterFigures> {
  const cluster = await startCluster(instances);
  try {
    const lb = `http://127.0.0.1:${ports.lb}`;
    const requests = mix.map((path) => ({ path, method: "GET" as const }));
    // Warm: every page rendered once into Redis.
    await run({ url: lb, requests, connections: 4, duration: 4, headers: { cookie: "isWebView=true; platform=ANDROID_APP" } });
    const shared = (hit: boolean) => (line: string) => line.includes('layer="shared"') && line.includes('result="hit"') === hit;
    const hitsBefore = await metricSum("shasha_cache_lookups_total", shared(true), instances);
    const missesBefore = await metricSum("shasha_cache_lookups_total", shared(false), instances);
    const origin = await run({ url: lb, requests, connections: 16, duration: 12, headers: { cookie: "isWebView=true; platform=ANDROID_APP" } });
    const hits = (await metricSum("shasha_cache_lookups_total", shared(true), instances)) - hitsBefore;
    const misses = (await metricSum("shasha_cache_lookups_total", shared(false), instances)) - missesBefore;
    const logBefore = readFileSync(`${dir}/nginx-access.log`, "utf8").length;
    const guests = await run({ url: lb, requests, connections: 16, duration: 12 });
    const lines = readFileSync(`${dir}/nginx-access.log`, "utf8").slice(logBefore).trim().split("\n");
    const nginxHits = lines.filter((line) => /^(HIT|STALE|UPDATING) /.test(line)).length;
    const memoryMb: number[] = [];
    for (const port of ports.metrics.slice(0, instances)) {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const line = text.split("\n").find((row) => row.startsWith("shasha_process_resident_memory_bytes"));
      memoryMb.push(round(Number(line?.split(" ").at(-1) ?? "0") / 1024 / 1024, 0));
    }
    return {
      instances,
      originRequestsPerSecond: round(origin.requests.average, 1),
      originP95Ms: round(percentile95(origin), 1),
      mixRequestsPerSecond: round(guests.requests.average, 1),
      nginxHitRatio: round(nginxHits / Math.max(1, lines.length), 3),
      redisHitRatio: round(hits / Math.max(1, hits + misses), 3),
      memoryMb,
    };
  } finally {
    await stop(cluster);
  }
}

/** autocannon reports p90 and p97.5, not p95: the midpoint of the two, said as such where it is printed. */
function percentile95(result: autocannon.Result): number {
  return (result.latency.p90 + result.latency.p97_5) / 2;
}

export async function benchCluster(): Promise<ClusterFigures[]> {
  return [await measure(1), await measure(2)];
}
