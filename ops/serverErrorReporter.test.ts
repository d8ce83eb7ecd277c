import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { envelopeEvents } from "@/services/errorSink/errorSinkRoutes";
import { isReported, leaveServerCrumb, recordLogEntry, withErrorTrail } from "./serverErrorReporter";

const bodies: string[] = [];

beforeEach(() => {
  bodies.length = 0;
  vi.stubEnv("ERROR_REPORTER_DSN", "http://shashaweb@127.0.0.1:4000/errors/1");
  vi.stubGlobal(
    "fetch",
    vi.fn<(url: string, init: { body: string }) => Promise<Response>>((_url, init) => {
      bodies.push(init.body);
      return Promise.resolve(new Response("{}"));
    }),
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("the server's error reporter", () => {
  test("reports errors and the renderer's block reports, nothing else", () => {
    expect(isReported({ level: "error", code: "form-service-failed" })).toBe(true);
    expect(isReported({ level: "warn", code: "block-invalid", screenId: "home" })).toBe(true);
    expect(isReported({ level: "warn", code: "slow" })).toBe(false);
    expect(isReported({ level: "info", code: "started" })).toBe(false);
  });

  test("an error goes to the DSN's service with its own request's breadcrumbs only, secrets redacted", async () => {
    await Promise.all([
      withErrorTrail(async () => {
        leaveServerCrumb("http", "GET /en/other");
        recordLogEntry({ level: "warn", code: "other-request-warning" });
      }),
      withErrorTrail(async () => {
        leaveServerCrumb("http", "GET /en/home");
        recordLogEntry({ level: "info", code: "screen-loaded" });
        await Promise.resolve();
        recordLogEntry({ level: "error", code: "form-service-failed", message: "user down", password: "hunter2" });
      }),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:4000\/errors\/api\/1\/envelope\/\?.*sentry_key=shashaweb/);
    const [event] = envelopeEvents(bodies[0] ?? "");
    expect(event?.level).toBe("error");
    expect(JSON.stringify(event)).not.toContain("hunter2");
    const crumbs = event?.breadcrumbs;
    expect(Array.isArray(crumbs) ? crumbs.map((crumb: { message?: string }) => crumb.message) : crumbs).toEqual(["GET /en/home", "screen-loaded", "form-service-failed: user down"]);
  });

  test("without a DSN, or outside a request, nothing is sent", () => {
    recordLogEntry({ level: "error", code: "services-schedule-failed" });
    vi.stubEnv("ERROR_REPORTER_DSN", "");
    withErrorTrail(() => recordLogEntry({ level: "error", code: "form-service-failed" }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
