import { describe, expect, test } from "vitest";
import { requestIdFrom } from "@/ops/requestId";
import { routeKindOf } from "./appServer";

describe("the app server's labels", () => {
  test("name a route's kind, never its path", () => {
    expect(routeKindOf("/healthz")).toBe("health");
    expect(routeKindOf("/_next/static/chunks/a.js")).toBe("static");
    expect(routeKindOf("/_next/image")).toBe("image");
    expect(routeKindOf("/api/forms/login")).toBe("api");
    expect(routeKindOf("/studio/edit")).toBe("studio");
    expect(routeKindOf("/ar/preview/frame/abc")).toBe("preview");
    expect(routeKindOf("/en/player/movies/x/id-1")).toBe("player");
    expect(routeKindOf("/en/livestream/x/livechannel-502")).toBe("player");
    expect(routeKindOf("/fr/hub/login")).toBe("account");
    expect(routeKindOf("/ar/home")).toBe("page");
    expect(routeKindOf("/ar/series/nights-of-riyadh/series-101")).toBe("page");
  });
});

describe("a request's id", () => {
  test("is taken from the load balancer when it is a plain token", () => {
    expect(requestIdFrom("lb-1234abcd")).toBe("lb-1234abcd");
    expect(requestIdFrom("6f1d2c1e-0b7a-4a57-9a43-1b8e2f1a9c3d")).toBe("6f1d2c1e-0b7a-4a57-9a43-1b8e2f1a9c3d");
  });

  test("is refused when it could forge a log line or is too short or long", () => {
    expect(requestIdFrom('x"}\n{"level":"error')).toBeUndefined();
    expect(requestIdFrom("short")).toBeUndefined();
    expect(requestIdFrom("a".repeat(81))).toBeUndefined();
    expect(requestIdFrom(null)).toBeUndefined();
  });
});
