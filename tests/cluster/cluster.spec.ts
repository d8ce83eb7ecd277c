/**
 * The cluster proof (issue 18), against `npm run cluster` (playwright.cluster.config.ts): two app instances sharing
 * Redis behind nginx. A publish reaches both instances within 5 s and the load balancer within the pages'
 * s-maxage; an instance stopped during load costs no request, one killed only the replies it was sending; Redis
 * paused or stopped during load costs none either, and the instances share again when it is back; with the signal
 * lost, a publish still shows within the pages' 60 s freshness; the metrics count what was sent.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { pageCacheSeconds } from "@/app/_request/pageCacheControl";
import { clusterPorts } from "../../playwright.cluster.config";
import { previewPath, publish, screenDoc } from "../e2e/manage";
import { startSignalRelay, type SignalRelay } from "./signalRelay";

const host = "http://127.0.0.1";
const lb = `${host}:${clusterPorts.lb}`;
const apps = clusterPorts.apps.map((port) => `${host}:${port}`);
const dir = "/tmp/shasha-cluster";
const manage = `${host}:${clusterPorts.services}/manage`;
/** A guest's mix: cached landings (the CDN's and the shared cache's work) and live account pages. */
const mix = ["/ar/home", "/en/series", "/fr/movies", "/en/hub/login", "/ar/ramadan", "/fr/hub/registration", "/en/kids", "/ar/qa-signal"];

test.describe.configure({ mode: "serial" });

let relay: SignalRelay | undefined;
test.beforeAll(async () => {
  relay = await startSignalRelay(clusterPorts.signalRelay, lb);
});
test.afterAll(async () => relay?.close());

function pidOf(part: string): number {
  return Number(readFileSync(`${dir}/${part}.pid`, "utf8").trim());
}

async function readyz(base: string): Promise<{ ready: boolean; cache: string } | undefined> {
  try {
    const reply = await fetch(`${base}/readyz`);
    const body: unknown = await reply.json();
    return typeof body === "object" && body !== null && "cache" in body && "ready" in body && typeof body.cache === "string" && typeof body.ready === "boolean" ? { ready: body.ready, cache: body.cache } : undefined;
  } catch {
    return undefined;
  }
}

interface LoadResult {
  sent: number;
  /** Requests that got no answer, or a 5xx one. */
  failures: string[];
  /** Replies whose headers came and whose body was then cut, each with when it was sent and cut (ms into the load). */
  cut: { path: string; sentAt: number; cutAt: number }[];
  /** When `during` ran, ms into the load. */
  hookAt: number | undefined;
}

function reason(error: unknown): string {
  return error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
}

/** `rate` requests a second for `seconds` through `base`, cycling the mix; `during` runs at `at` seconds in. */
async function load(base: string, seconds: number, rate: number, during?: { at: number; run: () => void | Promise<void> }): Promise<LoadResult> {
  const result: LoadResult = { sent: seconds * rate, failures: [], cut: [], hookAt: undefined };
  const requests: Promise<void>[] = [];
  const started = Date.now();
  let hook: Promise<void> | undefined;
  for (let i = 0; i < result.sent; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (during !== undefined && hook === undefined && Date.now() - started >= during.at * 1000) {
      result.hookAt = Date.now() - started;
      hook = Promise.resolve(during.run());
    }
    const path = mix[i % mix.length] ?? "/ar/home";
    const sentAt = Date.now() - started;
    requests.push(
      fetch(`${base}${path}`, { redirect: "manual", signal: AbortSignal.timeout(15_000) }).then(
        async (reply) => {
          if (reply.status >= 500) result.failures.push(`${path}: ${reply.status} at ${Date.now() - started} ms`);
          await reply.arrayBuffer().catch(() => void result.cut.push({ path, sentAt, cutAt: Date.now() - started }));
        },
        (error: unknown) => void result.failures.push(`${path}: ${reason(error)} at ${Date.now() - started} ms`),
      ),
    );
  }
  await Promise.all(requests);
  await hook;
  return result;
}

/** Waits until the page at `url` contains `words`, asked every `every` ms for at most `within` ms. */
async function waitForWords(url: string, words: string, within: number, every: number): Promise<void> {
  await expect(async () => expect(await (await fetch(url)).text()).toContain(words)).toPass({ timeout: within, intervals: [every] });
}

async function requestsCounted(): Promise<number> {
  let sum = 0;
  for (const port of clusterPorts.metrics) {
    const text = await (await fetch(`${host}:${port}/metrics`)).text();
    for (const line of text.split("\n")) if (line.startsWith('shasha_http_requests_total{kind="account"')) sum += Number(line.split(" ").at(-1));
  }
  return sum;
}

test("the studio has an origin of its own through the load balancer; the viewer's origin serves none of it", async () => {
  const studio = `${host}:${clusterPorts.studioLb}`;
  expect((await fetch(`${studio}/studio/login`)).status).toBe(200);
  for (const instance of clusterPorts.studios) expect((await fetch(`${host}:${instance}/studio/login`)).status).toBe(200);
  expect((await fetch(`${studio}/ar/home`)).status).toBe(404);
  const moved = await fetch(`${lb}/studio/login`, { redirect: "manual" });
  expect([moved.status, moved.headers.get("location")]).toEqual([308, `${studio}/studio/login`]);
  expect((await fetch(`${lb}/studio/api/manage/screens`)).status).toBe(404);
});

test("both instances share the Redis cache, and /metrics counts what was sent within 1 %", async () => {
  // Just after start a read slower than the cache's 300 ms bound (two instances warming up on two cores) sends an
  // instance to its memory fall-back until the next ping a second later, as designed; both share once Redis answers.
  for (const app of apps) await expect.poll(() => readyz(app), { timeout: 15_000, intervals: [250] }).toEqual({ ready: true, cache: "redis" });
  const before = await requestsCounted();
  const sent = 400;
  const replies = await Promise.all(Array.from({ length: sent }, (_, i) => fetch(`${apps[i % apps.length] ?? lb}/en/hub/login`).then((reply) => reply.arrayBuffer())));
  expect(replies).toHaveLength(sent);
  const counted = (await requestsCounted()) - before;
  expect(Math.abs(counted - sent) / sent).toBeLessThanOrEqual(0.01);
  // A page one instance renders, the other serves from Redis.
  const path = "/fr/shows";
  expect((await fetch(`${apps[0]}${path}`)).ok).toBe(true);
  await expect(async () => expect((await fetch(`${apps[1]}${path}`)).headers.get("x-nextjs-cache")).toBe("HIT")).toPass({ timeout: 5000 });
});

test("a publish is visible on both instances within 5 s, and through the load balancer within s-maxage", async ({ request }) => {
  const id = "qa-signal";
  for (const base of [...apps, lb]) await expect(async () => expect((await fetch(`${base}/en/${id}`)).ok).toBe(true)).toPass({ timeout: 20_000 });
  const words = `Published to the cluster ${Date.now().toString(36)}`;
  expect((await publish(request, id, screenDoc(id, [{ en: words }]), manage)).status()).toBe(201);
  const published = Date.now();
  // A preview renders the latest version live on either instance, at once: no cache, no signal involved.
  for (const app of apps) {
    const opened = await fetch(`${app}${await previewPath(request, id, "en", manage)}`, { redirect: "manual" });
    const cookie = opened.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const location = opened.headers.get("location") ?? "";
    expect(await (await fetch(new URL(location, app), { headers: { cookie } })).text()).toContain(words);
  }
  for (const app of apps) {
    await waitForWords(`${app}/en/${id}`, words, 5000, 100);
  }
  const onInstances = Date.now() - published;
  await waitForWords(`${lb}/en/${id}`, words, (pageCacheSeconds.sMaxAge + 3) * 1000, 250);
  test.info().annotations.push({ type: "publish to both instances", description: `${onInstances} ms` }, { type: "publish through nginx", description: `${Date.now() - published} ms` });
});

test("one instance killed (SIGKILL) during load: no request fails but the replies it was sending; restarted, it serves cached pages from Redis at once", async () => {
  const killed = pidOf("app-1");
  const result = await load(lb, 30, 50, { at: 5, run: () => void process.kill(killed, "SIGKILL") });
  expect(result.failures, result.failures.slice(0, 10).join("\n")).toEqual([]);
  // A reply the killed process was in the middle of sending is cut: nginx passed its headers on and cannot take
  // them back (nothing short of buffering whole pages could). Only those may fail, and nothing sent after the kill.
  const killedAt = result.hookAt ?? 0;
  const late = result.cut.filter((reply) => reply.sentAt > killedAt || reply.cutAt > killedAt + 1000);
  expect(late, JSON.stringify(result.cut)).toEqual([]);
  test.info().annotations.push({ type: "replies cut by the kill", description: `${result.cut.length} of ${result.sent}` });
  await expect(async () => {
    expect(pidOf("app-1")).not.toBe(killed);
    expect((await readyz(apps[0] ?? lb))?.ready).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [500] });
  // Its first request for a page another instance rendered comes from Redis (fresh, or stale while it is
  // refreshed in the background): no render to wait for, no cold start.
  const first = await fetch(`${apps[0]}/en/series`);
  expect(first.headers.get("x-nextjs-cache")).toMatch(/^(HIT|STALE)$/);
});

test("one instance stopped (SIGTERM) during load: no request is cut off", async () => {
  const stopped = pidOf("app-2");
  const result = await load(lb, 15, 50, { at: 4, run: () => void process.kill(stopped, "SIGTERM") });
  expect(result.failures, result.failures.slice(0, 10).join("\n")).toEqual([]);
  expect(result.cut, JSON.stringify(result.cut)).toEqual([]);
  await expect(async () => expect((await readyz(apps[1] ?? lb))?.ready).toBe(true)).toPass({ timeout: 60_000, intervals: [500] });
});

test("Redis paused, then stopped, during load: every request answers from the fall-back; a publish meanwhile is not lost; when it is back the instances share again", async ({ request }) => {
  test.setTimeout(240_000);
  const redis = pidOf("redis");
  // Paused: every cache call times out (Redis slow), the instances fall back.
  const paused = await load(lb, 12, 50, {
    at: 2,
    run: async () => {
      process.kill(redis, "SIGSTOP");
      await expect(async () => expect((await readyz(apps[0] ?? lb))?.cache).toBe("fallback")).toPass({ timeout: 5000, intervals: [200] });
      await new Promise((resolve) => setTimeout(resolve, 4000));
      process.kill(redis, "SIGCONT");
    },
  });
  expect(paused.failures, paused.failures.slice(0, 10).join("\n")).toEqual([]);
  expect(paused.cut, JSON.stringify(paused.cut)).toEqual([]);
  // A publish while Redis is unreachable: the instance refuses the signal (503), the management service sends it
  // again, and it takes effect when Redis is back. An instance started meanwhile serves at once, from memory.
  process.kill(redis, "SIGSTOP");
  try {
    await expect(async () => expect((await readyz(apps[0] ?? lb))?.cache).toBe("fallback")).toPass({ timeout: 5000, intervals: [200] });
    const during = `Published while Redis was away ${Date.now().toString(36)}`;
    expect((await publish(request, "qa-signal", screenDoc("qa-signal", [{ en: during }]), manage)).status()).toBe(201);
    const restarted = pidOf("app-1");
    process.kill(restarted, "SIGKILL");
    await expect(async () => {
      expect(pidOf("app-1")).not.toBe(restarted);
      expect(await readyz(apps[0] ?? lb)).toEqual({ ready: true, cache: "fallback" });
    }).toPass({ timeout: 60_000, intervals: [250] });
    expect((await fetch(`${apps[0]}/en/series`)).status).toBe(200);
    process.kill(redis, "SIGCONT");
    for (const app of apps) await waitForWords(`${app}/en/qa-signal`, during, 45_000, 250);
  } finally {
    process.kill(redis, "SIGCONT");
  }
  // Stopped: the cluster starts it again (empty); the instances reconnect by themselves.
  const stopped = await load(lb, 10, 50, { at: 2, run: () => void process.kill(redis, "SIGKILL") });
  expect(stopped.failures, stopped.failures.slice(0, 10).join("\n")).toEqual([]);
  expect(stopped.cut, JSON.stringify(stopped.cut)).toEqual([]);
  for (const app of apps) await expect(async () => expect((await readyz(app))?.cache).toBe("redis")).toPass({ timeout: 30_000, intervals: [250] });
  // Sharing again: a publish rendered by one instance is served by the other from Redis.
  const words = `After Redis came back ${Date.now().toString(36)}`;
  expect((await publish(request, "qa-signal", screenDoc("qa-signal", [{ en: words }]), manage)).status()).toBe(201);
  // Settled on the first instance: the new page is in Redis (a hit there), past the publish signal's revalidation,
  // which may land after a render made on the pages' own 60 s clock.
  await expect(async () => {
    const reply = await fetch(`${apps[0]}/en/qa-signal`);
    expect(await reply.text()).toContain(words);
    expect(reply.headers.get("x-nextjs-cache")).toBe("HIT");
  }).toPass({ timeout: 10_000, intervals: [200] });
  // The other instance hears of the publish over the Redis channel too, and may revalidate after the first one
  // rendered: then its next answer renders once more. Either way it answers the new page from the shared cache.
  await expect(async () => {
    const other = await fetch(`${apps[1]}/en/qa-signal`);
    expect(await other.text()).toContain(words);
    expect(other.headers.get("x-nextjs-cache")).toBe("HIT");
  }).toPass({ timeout: 10_000, intervals: [200] });
});

test("with the publish signal lost, a publish still shows on both instances within the pages' 60 s freshness", async ({ request }) => {
  test.setTimeout(150_000);
  if (relay === undefined) throw new Error("the signal relay did not start");
  const id = "qa-signal";
  relay.blocked = true;
  const words = `Published with the signal lost ${Date.now().toString(36)}`;
  expect((await publish(request, id, screenDoc(id, [{ en: words }]), manage)).status()).toBe(201);
  const published = Date.now();
  // Asked every 2 s, as viewers would: the first answer past the freshness is the stale page, rendered anew
  // meanwhile. The bound: 60 s of freshness, then one render and one more question.
  const bound = 70_000;
  for (const app of apps) {
    await waitForWords(`${app}/en/${id}`, words, Math.max(1000, bound - (Date.now() - published)), 2000);
  }
  const shown = Date.now() - published;
  expect(relay.refused, "the signal was sent and lost").toBeGreaterThanOrEqual(1);
  relay.blocked = false;
  test.info().annotations.push({ type: "publish with the signal lost", description: `${shown} ms` });
});
