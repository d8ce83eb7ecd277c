/**
 * What a load balancer, an orchestrator and an on-call engineer rely on (issue 18): health and readiness outside
 * the locale routing, a request id on every reply, metrics on their own loopback port, and a graceful stop.
 */
import { spawn } from "node:child_process";
import { signRevalidation } from "@/domain/revalidationSignal";
import { expect, test } from "./fixtures";
import { publish, screenDoc } from "./manage";

const metricsUrl = "http://127.0.0.1:4191/metrics";
const servicesUrl = "http://127.0.0.1:4100";

async function counter(name: string, labels: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split("\n").find((row) => row.startsWith(`${name}{${labels}}`));
  return line === undefined ? 0 : Number(line.split(" ").at(-1));
}

test.describe("operating an instance", () => {
  test("/healthz and /readyz answer, never cached, outside the locale routing", async ({ request }) => {
    const health = await request.get("/healthz", { maxRedirects: 0 });
    expect(health.status()).toBe(200);
    expect(health.headers()["cache-control"]).toBe("no-store");
    expect(await health.json()).toEqual({ status: "alive" });
    const ready = await request.get("/readyz", { maxRedirects: 0 });
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, state: "ready", cache: "embedded" });
  });

  test("every reply carries a request id: the load balancer's plain one is kept, anything else replaced", async ({ request }) => {
    const kept = await request.get("/en/home", { headers: { "X-Request-Id": "lb-req-000123" } });
    expect(kept.headers()["x-request-id"]).toBe("lb-req-000123");
    const replaced = await request.get("/en/home", { headers: { "X-Request-Id": "x\"}{" } });
    expect(replaced.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const none = await request.get("/ar/hub/login");
    expect(none.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("metrics are served on their own loopback port, not the public one, and count what was asked", async ({ request }) => {
    expect((await request.get("/metrics")).status()).toBe(404);
    const before = await counter("shasha_http_requests_total", 'kind="health",method="GET",status="200"');
    for (let i = 0; i < 5; i += 1) await request.get("/healthz");
    expect(await counter("shasha_http_requests_total", 'kind="health",method="GET",status="200"')).toBe(before + 5);
    const text = await (await fetch(metricsUrl)).text();
    for (const name of ["shasha_http_request_duration_seconds_bucket", "shasha_cache_lookups_total", "shasha_service_call_duration_seconds_count", "shasha_process_resident_memory_bytes"]) {
      expect(text, name).toContain(name);
    }
  });

  test("a published landing reaches viewers of the cached page within 5 s, by the management service's signal", async ({ request }) => {
    // A landing seeded for this test (tests/e2e/screens), so the page cache knows it from the start.
    const id = "qa-signal";
    // Cached first: without the signal this copy would stay for the page cache's 60 s.
    await expect(async () => expect((await request.get(`/en/${id}`)).headers()["x-nextjs-cache"]).toBe("HIT")).toPass({ timeout: 20_000 });
    const words = `After the signal ${Date.now().toString(36)}`;
    expect((await publish(request, id, screenDoc(id, [{ en: words }]))).status()).toBe(201);
    const published = Date.now();
    await expect(async () => expect(await (await request.get(`/en/${id}`)).text()).toContain(words)).toPass({ timeout: 5000, intervals: [100] });
    test.info().annotations.push({ type: "publish to viewer", description: `${Date.now() - published} ms` });
  });

  test("the signal is refused unsigned, with another key, or replayed late, and revalidates nothing", async ({ request }) => {
    const body = JSON.stringify({ screenId: "home", reason: "publish", version: 1 });
    const send = (signature: string | undefined) =>
      request.post("/api/revalidate", { data: body, headers: { "Content-Type": "application/json", ...(signature === undefined ? {} : { "X-Shasha-Signature": signature }) } });
    expect((await send(undefined)).status()).toBe(401);
    expect((await send(signRevalidation(body, "not-the-secret"))).status()).toBe(401);
    expect((await send(signRevalidation(body, "shasha-dev-revalidate-secret", Date.now() - 10 * 60_000))).status()).toBe(401);
    const tampered = signRevalidation(body, "shasha-dev-revalidate-secret");
    const other = await request.post("/api/revalidate", { data: body.replace("home", "kids"), headers: { "Content-Type": "application/json", "X-Shasha-Signature": tampered } });
    expect(other.status()).toBe(401);
    expect((await send(signRevalidation(body, "shasha-dev-revalidate-secret"))).status()).toBe(200);
  });

  test("SIGTERM: the instance says it is not ready, finishes the requests in flight, and exits 0", async () => {
    test.setTimeout(90_000);
    const port = 3191;
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "ops/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        METRICS_PORT: "0",
        // Long enough that the not-ready answer is seen on a busy machine (CI saw 400 ms pass before the first look).
        SHUTDOWN_DRAIN_MS: "2000",
        SHASHA_DEV_DEFAULTS: "1",
        APPGRID_BASE_URL: `${servicesUrl}/appgrid`,
        CONTENT_BASE_URL: `${servicesUrl}/content`,
        USER_BASE_URL: `${servicesUrl}/user`,
        PROFILES_BASE_URL: `${servicesUrl}/userprofile`,
        SUBSCRIPTION_BASE_URL: `${servicesUrl}/subscription`,
        MANAGE_BASE_URL: `${servicesUrl}/manage`,
        APP_PUBLIC_URL: base,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Its log, for the failure message (and so a full pipe never blocks it).
    const output: string[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      await expect(async () => expect((await fetch(`${base}/readyz`)).status).toBe(200)).toPass({ timeout: 60_000, intervals: [250] });
      const pages = ["/en/movies", "/ar/home", "/fr/series", "/en/hub/login", "/ar/kids"];
      // Each one exchange (no redirect followed): the requests in flight when the signal comes.
      const t0 = Date.now();
      const inFlight = Array.from({ length: 20 }, (_, i) => fetch(`${base}${pages[i % pages.length] ?? "/en/home"}`, { redirect: "manual" }).then((reply) => reply.status < 400, (error: unknown) => `${pages[i % pages.length]} ${String(error instanceof Error && error.cause instanceof Error ? error.cause.message : error)} at ${Date.now() - t0} ms`));
      await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill("SIGTERM");
      // While draining, the instance tells the load balancer to send no more.
      await expect(async () => expect((await fetch(`${base}/readyz`)).status).toBe(503)).toPass({ timeout: 4000, intervals: [50] });
      expect(await Promise.all(inFlight), output.join("").slice(-3000)).toEqual(Array.from({ length: 20 }, () => true));
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });

  test("beyond loopback an instance without a trusted edge refuses to start, naming the settings", async () => {
    test.setTimeout(60_000);
    const child = spawn(process.execPath, ["--import", "tsx", "ops/server/main.ts"], {
      env: { ...process.env, PORT: "3193", HOST: "0.0.0.0", METRICS_PORT: "0", CLIENT_IP_HEADER: "", COUNTRY_HEADER: "", SHASHA_DEV_DEFAULTS: "" },
    });
    const output: string[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      expect(await exited).toBe(1);
      const log = output.join("");
      expect(log).toContain("CLIENT_IP_HEADER");
      expect(log).toContain("COUNTRY_HEADER");
      await expect(fetch("http://127.0.0.1:3193/healthz")).rejects.toThrow();
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
