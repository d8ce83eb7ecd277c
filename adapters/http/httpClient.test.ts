import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { createHttpClient, requestDeadline } from "./httpClient";
import { ServiceError } from "./ServiceError";
import { appMetrics } from "@/ops/metrics";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { responseSignature, responseSignatureHeader } from "@/domain/responseSignature";

const ctx = { locale: "fr" as const, country: "", userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0.0.0 Safari/537.36" };
const schema = z.object({ ok: z.boolean() });

function replying(...replies: (() => Response)[]) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    const next = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (!next) throw new Error("no reply");
    return next();
  });
  return { fetchImpl, calls };
}

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

describe("the HTTP core", () => {
  test("sends the spec's headers and the country parameter, defaulting to JO", async () => {
    const { fetchImpl, calls } = replying(json({ ok: true }));
    const http = createHttpClient({ service: "content", baseURL: "http://127.0.0.1:1/content", fetchImpl });
    await http.get("/product/ids", ctx, { schema, query: { request: "{}" } });
    const call = calls[0];
    expect(call?.url).toBe("http://127.0.0.1:1/content/product/ids?country=JO&request=%7B%7D");
    expect(call?.headers.get("accept")).toBe("application/json");
    expect(call?.headers.get("content-type")).toBe("application/json");
    expect(call?.headers.get("language")).toBe("fr");
    expect(call?.headers.get("accept-language")).toBe("fr");
    expect(call?.headers.get("platform-os")).toBe("LINUX");
    expect(call?.headers.get("browser-name")).toBe("CHROME");
    expect(call?.headers.get("browser-version")).toBe("156.0.0.0");
  });

  test("sends the viewer's address with the services caller secret beside it, and the secret only with an address", async () => {
    const { fetchImpl, calls } = replying(json({ ok: true }));
    const http = createHttpClient({ service: "user", baseURL: "http://x", fetchImpl, callerSecret: "shared-with-the-services" });
    await http.get("/a", { ...ctx, clientAddress: "203.0.113.7" }, { schema });
    await http.get("/b", ctx, { schema });
    expect(calls.map((call) => [call.headers.get("x-client-address"), call.headers.get(servicesCallerHeader)])).toEqual([
      ["203.0.113.7", "shared-with-the-services"],
      [null, null],
    ]);
    // Without a secret (production with none set) the address still goes, alone: the services then take the app's.
    const bare = replying(json({ ok: true }));
    await createHttpClient({ service: "user", baseURL: "http://x", fetchImpl: bare.fetchImpl, callerSecret: "" }).get("/a", { ...ctx, clientAddress: "203.0.113.7" }, { schema });
    expect(bare.calls[0]?.headers.get(servicesCallerHeader)).toBeNull();
    // By default the app's service config: the development secret when none is set outside production.
    vi.stubEnv("SERVICES_CALLER_SECRET", "");
    const configured = replying(json({ ok: true }));
    await createHttpClient({ service: "user", baseURL: "http://x", fetchImpl: configured.fetchImpl }).get("/a", { ...ctx, clientAddress: "203.0.113.7" }, { schema });
    vi.unstubAllEnvs();
    expect(configured.calls[0]?.headers.get(servicesCallerHeader)).toBe(devServicesCallerSecret);
  });

  test("passes the request's id on, and times every attempt in the metrics by service and outcome", async () => {
    const { fetchImpl, calls } = replying(() => new Response("down", { status: 503 }), json({ ok: true }));
    const http = createHttpClient({ service: "metrics-probe", baseURL: "http://127.0.0.1:1/content", fetchImpl });
    await http.get("/x", { ...ctx, requestId: "req-12345678" }, { schema, retries: 1 });
    expect(calls.map((call) => call.headers.get("x-request-id"))).toEqual(["req-12345678", "req-12345678"]);
    const text = await appMetrics().registry.metrics();
    expect(text).toContain('shasha_service_call_duration_seconds_count{service="metrics-probe",outcome="http-status"} 1');
    expect(text).toContain('shasha_service_call_duration_seconds_count{service="metrics-probe",outcome="ok"} 1');
  });

  test("an empty base address rejects the request with 'baseURL is empty'", async () => {
    const { fetchImpl } = replying(json({ ok: true }));
    const http = createHttpClient({ service: "appgrid", baseURL: "", fetchImpl });
    await expect(http.get("/session", ctx, { schema })).rejects.toThrow("baseURL is empty");
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test("retries 5xx replies up to the given count, then succeeds", async () => {
    const { fetchImpl } = replying(json({}, 503), json({}, 502), json({ ok: true }));
    const http = createHttpClient({ service: "appgrid", baseURL: "http://x", fetchImpl });
    await expect(http.get("/metadata", ctx, { schema, retries: 3 })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  test("does not retry a 4xx", async () => {
    const { fetchImpl } = replying(json({ error: "nope" }, 404));
    const http = createHttpClient({ service: "appgrid", baseURL: "http://x", fetchImpl });
    const failure = await http.get("/content/entry/1", ctx, { schema, retries: 3 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure instanceof ServiceError && failure.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test("does not retry a 429 and keeps its Retry-After in seconds", async () => {
    const { fetchImpl } = replying(() => new Response("{}", { status: 429, headers: { "Retry-After": "90" } }));
    const http = createHttpClient({ service: "user", baseURL: "http://x", fetchImpl });
    const failure = await http.get("/settings", ctx, { schema, retries: 3 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "http-status", status: 429, retryAfterSeconds: 90, retryable: false });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test("a reply that is not JSON or fails its schema is an error naming the service, path and status", async () => {
    const notJson = replying(() => new Response("<html>", { status: 200 }));
    const http1 = createHttpClient({ service: "content", baseURL: "http://x", fetchImpl: notJson.fetchImpl });
    await expect(http1.get("/live", ctx, { schema })).rejects.toMatchObject({ code: "invalid-json", service: "content", path: "/live", status: 200 });

    const wrongShape = replying(json({ ok: "yes" }));
    const http2 = createHttpClient({ service: "content", baseURL: "http://x", fetchImpl: wrongShape.fetchImpl });
    await expect(http2.get("/live", ctx, { schema })).rejects.toMatchObject({ code: "invalid-response", service: "content" });
  });
});

describe("response signatures (spec 5, SIGNATURE_MISMATCH)", () => {
  const key = "k";
  const signed = (text: string, status = 200, signingKey = key) => new Response(text, { status, headers: { [responseSignatureHeader]: responseSignature(signingKey, status, text) } });
  const get = (reply: () => Response, path: string) => createHttpClient({ service: "user", baseURL: "http://x", fetchImpl: replying(reply).fetchImpl, responseSigningKey: key }).get(path, ctx, { schema: z.unknown() });

  test("a protected call's reply signed as sent is read", async () => {
    await expect(get(() => signed('{"user":{"userType":"SUBSCRIBED"}}'), "/userData")).resolves.toEqual({ user: { userType: "SUBSCRIBED" } });
  });

  test("one changed byte, another key, or no signature on a protected call fails, errors included", async () => {
    const tampered = () => {
      const real = signed('{"user":{"userType":"REGISTERED"}}');
      return new Response('{"user":{"userType":"SUBSCRIBED"}}', { status: 200, headers: real.headers });
    };
    await expect(get(tampered, "/userData")).rejects.toMatchObject({ code: "signature-mismatch", retryable: false });
    await expect(get(() => signed("{}", 200, "other"), "/subscriptionData")).rejects.toMatchObject({ code: "signature-mismatch" });
    await expect(get(() => new Response("{}", { status: 200 }), "/playout/new/drm")).rejects.toMatchObject({ code: "signature-mismatch" });
    await expect(get(() => new Response("{}", { status: 401 }), "/userData")).rejects.toMatchObject({ code: "signature-mismatch", status: 401 });
  });

  test("any other call is checked only when its reply says it is signed", async () => {
    await expect(get(() => new Response("{}", { status: 200 }), "/settings")).resolves.toEqual({});
    await expect(get(() => new Response("{}", { status: 200, headers: { [responseSignatureHeader]: "00" } }), "/settings")).rejects.toMatchObject({ code: "signature-mismatch" });
  });
});

/** A fetch that never answers: it settles only when its signal aborts, as a real one does. */
const hanging = vi.fn<typeof fetch>(
  (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    }),
);

describe("one deadline per request", () => {
  test("a request's deadline is its start plus the budget", () => {
    expect(requestDeadline(1_000, 8_000)).toBe(9_000);
  });

  test("an attempt waits no longer than the time left, however long its own timeout", async () => {
    const http = createHttpClient({ service: "content", baseURL: "http://x", fetchImpl: hanging });
    const started = Date.now();
    const failure = http.get("/live", { ...ctx, deadline: started + 150 }, { schema, timeoutMs: 20_000 }).catch((error: unknown) => error);
    expect(await failure).toMatchObject({ code: "timeout", service: "content" });
    // Without the deadline this call would wait its own 20 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("no attempt starts once the deadline has passed", async () => {
    const { fetchImpl } = replying(json({ ok: true }));
    const http = createHttpClient({ service: "appgrid", baseURL: "http://x", fetchImpl });
    await expect(http.get("/metadata", { ...ctx, deadline: Date.now() - 1 }, { schema, retries: 3 })).rejects.toMatchObject({ code: "timeout" });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test("retries stop where the next one could not start before the deadline, and the last failure stands", async () => {
    let clock = 0;
    // Each attempt takes a second of the request's time and fails with a retryable 503.
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      clock += 1000;
      return new Response("{}", { status: 503 });
    });
    const http = createHttpClient({ service: "appgrid", baseURL: "http://x", fetchImpl, now: () => clock });
    const failure = await http.get("/metadata", { ...ctx, deadline: 2_500 }, { schema, retries: 10 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "http-status", status: 503 });
    // Attempts start at 0, 1000 and 2000; after the third, 500 ms are left and no attempt starts.
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  test("without a deadline, retries go on to their count", async () => {
    let clock = 0;
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      clock += 1000;
      return new Response("{}", { status: 503 });
    });
    const http = createHttpClient({ service: "appgrid", baseURL: "http://x", fetchImpl, now: () => clock });
    await expect(http.get("/metadata", ctx, { schema, retries: 3 })).rejects.toMatchObject({ status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});
