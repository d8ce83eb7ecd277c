/**
 * What the app server (appServer.ts) does with every request before Next sees it, and after: the listener mark, the
 * request id, the probes, the reply's wrappers, the log line and the metrics, and the 503 while the build loads.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { errorText, log } from "@/ops/log";
import { countCacheLookup, type AppMetrics } from "@/ops/metrics";
import { newRequestId, requestIdFrom } from "@/ops/requestId";
import { cacheStatus } from "@/ops/cacheStatus";
import { leaveServerCrumb, withErrorTrail } from "@/ops/serverErrorReporter";
import { listenerHeader, type Listener } from "@/domain/origins";
import { compressReply } from "./compression";
import { hashInlineScripts } from "./inlineScriptHashes";

export type RouteKind = "health" | "static" | "image" | "api" | "studio" | "preview" | "player" | "account" | "page";

/** A bounded label for a path: what kind of route it is, never the path itself. */
export function routeKindOf(pathname: string): RouteKind {
  if (pathname === "/healthz" || pathname === "/readyz") return "health";
  if (pathname.startsWith("/_next/image")) return "image";
  if (pathname.startsWith("/_next/") || pathname === "/favicon.ico" || pathname === "/icon.svg" || pathname === "/robots.txt") return "static";
  if (pathname.startsWith("/api/")) return "api";
  if (pathname === "/studio" || pathname.startsWith("/studio/")) return "studio";
  const [, , section] = pathname.split("/");
  if (section === "preview") return "preview";
  if (section === "player" || pathname.includes("/livechannel-")) return "player";
  if (section === "hub" || section === "logout") return "account";
  return "page";
}

export type AppState = "starting" | "ready" | "draining";

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/**
 * Spec 1: error pages are noindex, nofollow. Next writes one robots meta of its own ("noindex") on every error reply
 * and offers no way to word it, so the reply's X-Robots-Tag header (noindex on every reply, next.config.js) adds the
 * nofollow, set as the status is written.
 */
function robotsRuleOnErrors(res: ServerResponse): void {
  const writeHead = res.writeHead;
  Object.defineProperty(res, "writeHead", {
    configurable: true,
    writable: true,
    value: (...args: unknown[]): unknown => {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      if (status >= 400 && !res.headersSent) res.setHeader("X-Robots-Tag", "noindex, nofollow");
      return Reflect.apply(writeHead, res, args);
    },
  });
}

export interface RequestContext {
  /** The instance's state as the request arrives. */
  state: () => AppState;
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  metrics: AppMetrics;
  /** The replies not yet closed, which the graceful stop waits for (appServer.ts). */
  inFlight: Set<ServerResponse>;
}

/** The request listener of each of the app's listeners (the viewers' and the studio's). */
export function createRequestHandler({ state: currentState, handle, metrics, inFlight }: RequestContext) {
  return (listener: Listener) => (req: IncomingMessage, res: ServerResponse) => {
    const state = currentState();
    const started = performance.now();
    // Only this server says which listener a request reached: a client's copy of the mark is dropped.
    delete req.headers[listenerHeader];
    if (listener === "studio") req.headers[listenerHeader] = "studio";
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const kind = routeKindOf(pathname);
    const requestId = requestIdFrom(req.headers["x-request-id"]?.toString()) ?? newRequestId();
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    if (state === "draining") res.setHeader("Connection", "close");
    robotsRuleOnErrors(res);
    compressReply(req, res);
    hashInlineScripts(req.method, res);
    inFlight.add(res);
    // Next adds its own "close" listeners, up to Node's warning threshold: this one is expected too.
    res.setMaxListeners(res.getMaxListeners() + 1);
    res.once("close", () => {
      inFlight.delete(res);
      const status = String(res.statusCode);
      const seconds = (performance.now() - started) / 1000;
      metrics.httpRequests.inc({ kind, method: req.method ?? "GET", status });
      metrics.httpDuration.observe({ kind, status }, seconds);
      // Next's page cache says how it answered a cached page.
      const pageCache = res.getHeader("x-nextjs-cache");
      if (typeof pageCache === "string") countCacheLookup("page", pageCache === "HIT" ? "hit" : pageCache === "STALE" ? "stale" : "miss");
      if (kind === "static" || kind === "health" || kind === "image") return;
      log({
        level: res.statusCode >= 500 ? "error" : "info",
        code: "request",
        requestId,
        method: req.method ?? "GET",
        kind,
        path: pathname.slice(0, 200),
        status: res.statusCode,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });

    if (req.method === "GET" || req.method === "HEAD") {
      if (pathname === "/healthz") return json(res, 200, { status: "alive" });
      if (pathname === "/readyz") return json(res, state === "ready" ? 200 : 503, { ready: state === "ready", state, cache: cacheStatus() });
    }
    // Listening starts before the build is loaded, so probes answer early; nothing else is served until it is.
    if (state === "starting") {
      res.setHeader("Retry-After", "1");
      return json(res, 503, { error: { status: 503, code: "starting", message: "This instance is starting.", requestId } });
    }
    // Each request keeps its own error trail (ops/serverErrorReporter.ts), starting with what was asked.
    withErrorTrail(() => {
      leaveServerCrumb("http", `${req.method ?? "GET"} ${pathname.slice(0, 200)}`);
      return handle(req, res);
    }).catch((error: unknown) => {
      log({ level: "error", code: "request-failed", requestId, kind, path: pathname.slice(0, 200), error: errorText(error) });
      if (!res.headersSent) json(res, 500, { error: { status: 500, code: "internal", message: "Something went wrong.", requestId } });
      else res.end();
    });
  };
}
