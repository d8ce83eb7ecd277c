import { afterEach, describe, expect, test } from "vitest";
import { setLogSink, type LogEntry } from "@/ops/log";
import { onRequestError } from "./instrumentation";

afterEach(() => setLogSink(undefined));

describe("a request that fails while rendering", () => {
  test("is logged once with the request's id and the digest the error page shows, never the query", async () => {
    const logged: LogEntry[] = [];
    setLogSink(({ time: _time, ...entry }) => logged.push(entry));
    const error = Object.assign(new Error("boom"), { digest: "1234567890" });
    await onRequestError(
      error,
      { path: "/en/series?grant=secret", method: "GET", headers: { "x-request-id": "lb-req-000123" } },
      { routerKind: "App Router", routePath: "/(live)/[lang]/[screen]", routeType: "render", renderSource: "react-server-components", revalidateReason: undefined },
    );
    expect(logged).toEqual([{ level: "error", code: "request-error", requestId: "lb-req-000123", digest: "1234567890", path: "/en/series", routeType: "render", error: "Error: boom" }]);
  });
});
