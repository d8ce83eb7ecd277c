/**
 * The app's production server (issue 18): Next's request handler inside a plain Node HTTP server, so that what a
 * load balancer, an orchestrator and an on-call engineer need sits in front of every request, outside the locale
 * routing, the proxy and any cache:
 *
 * - `GET /healthz`: the process is alive. `GET /readyz`: it can serve (the build is loaded; the cache is shared,
 *   embedded, or in its in-memory fall-back, and says which); 503 while starting and while draining.
 * - A request id on every request (the load balancer's `X-Request-Id` when it is a plain token, else a new one),
 *   put on the request for the code behind (passed to the services, shown in error pages) and on the reply.
 * - One JSON log line per request (ops/log.ts: level, time, request id, route kind, path without its query,
 *   status, duration), and Prometheus counters and histograms (ops/metrics.ts), served on a separate port bound
 *   to loopback by default, never on the public one.
 * - Graceful shutdown: on SIGTERM or SIGINT the instance reports not-ready, keeps serving for `drainMs` (the load
 *   balancer's time to notice), stops accepting, lets the requests in flight finish within `graceMs`, and exits 0.
 */
import { createRequire } from "node:module";
import { createServer, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type AddressInfo, type Socket } from "node:net";
import next from "next";
import { errorText, log } from "@/ops/log";
import { appMetrics } from "@/ops/metrics";
import { cacheStatus } from "@/ops/cacheStatus";
import { joinRedisChannel } from "./redisChannel";
import { createRequestHandler, json, type AppState } from "./requestHandler";

export { routeKindOf, type RouteKind } from "./requestHandler";

export interface AppServerOptions {
  /** The project folder holding `.next`. */
  dir: string;
  hostname: string;
  port: number;
  /** The studio's own listener (domain/origins.ts), on the same address; undefined: none. */
  studioPort: number | undefined;
  /** The metrics listener; undefined: none. */
  metrics: { hostname: string; port: number } | undefined;
  /** How long a stopping instance keeps serving while reporting not-ready. */
  drainMs: number;
  /** How long requests in flight may take to finish once the instance stops accepting. */
  graceMs: number;
  /** `REDIS_URL`: the shared cache and the instances' channel; undefined: Next's embedded cache, one instance. */
  redisUrl: string | undefined;
}

export interface RunningAppServer {
  server: Server;
  port: number;
  studioPort: number | undefined;
  metricsPort: number | undefined;
  /** Starts the graceful stop; resolves when the server has closed. */
  stop(reason: string): Promise<void>;
}

function listen(server: Server, port: number, hostname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : port);
    });
  });
}

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  let state: AppState = "starting";
  const metrics = appMetrics();
  // Next's own idea of its origin is `localhost` whatever the bind address: its proxy URLs name loopback addresses
  // `localhost`, and a rewrite to any other origin would be sent out as an external request.
  const app = next({ dev: false, dir: options.dir, hostname: "localhost", port: options.port });
  const handle = app.getRequestHandler();
  const inFlight = new Set<ServerResponse>();

  const onRequest = createRequestHandler({ state: () => state, handle, metrics, inFlight });
  const server = createServer(onRequest("viewer"));
  const studioServer = options.studioPort === undefined ? undefined : createServer(onRequest("studio"));
  const servers = studioServer === undefined ? [server] : [server, studioServer];
  // Slightly longer than a load balancer's keep-alive, so the balancer closes idle connections first.
  for (const each of servers) each.keepAliveTimeout = 65_000;
  // Every open connection, to see whether any still holds reply bytes not yet taken by the peer (see `stop`).
  const sockets = new Set<Socket>();
  for (const each of servers) {
    each.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
  }
  /**
   * Whether every reply has been handed to the peer. Node's closeIdleConnections destroys a connection as soon as its
   * reply has ended, which throws away what the socket has not written yet: a large page read slowly by the balancer
   * was cut off in its middle (the cluster proof saw it once in four runs).
   */
  const allWritten = () => [...sockets].every((socket) => socket.writableLength === 0);

  // The shared cache handler is Next's to load on first use; loaded here first (the same module), it connects
  // and reports its mode before the first request, so /readyz says what it is from the start.
  if (options.redisUrl !== undefined) createRequire(__filename)("../cache/sharedCacheHandler.cjs");
  const port = await listen(server, options.port, options.hostname);
  const studioPort = studioServer === undefined || options.studioPort === undefined ? undefined : await listen(studioServer, options.studioPort, options.hostname);
  await app.prepare();
  const channel = options.redisUrl === undefined ? undefined : await joinRedisChannel(options.redisUrl);
  state = "ready";

  let metricsServer: Server | undefined;
  let metricsPort: number | undefined;
  if (options.metrics !== undefined) {
    const candidate = createServer((req, res) => {
      if (req.url !== "/metrics") return json(res, 404, { error: "only /metrics here" });
      metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
          res.end(text);
        },
        (error: unknown) => json(res, 500, { error: errorText(error) }),
      );
    });
    try {
      metricsPort = await listen(candidate, options.metrics.port, options.metrics.hostname);
      metricsServer = candidate;
    } catch (error) {
      log({ level: "warn", code: "metrics-port-unavailable", message: `no metrics listener on ${options.metrics.hostname}:${options.metrics.port}: ${errorText(error)}` });
    }
  }
  log({ level: "info", code: "app-ready", port, ...(studioPort === undefined ? {} : { studioPort }), ...(metricsPort === undefined ? {} : { metricsPort }), cache: cacheStatus() });

  let stopped: Promise<void> | undefined;
  const stop = (reason: string): Promise<void> => {
    stopped ??= (async () => {
      state = "draining";
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      log({ level: "info", code: "app-draining", reason, inFlight: inFlight.size, drainMs: options.drainMs });
      await new Promise((resolve) => setTimeout(resolve, options.drainMs));
      const graceEnds = Date.now() + options.graceMs;
      // Serve on until nothing has been in flight for a quarter of a second: requests that reached this instance
      // before the balancer noticed may still wait unread in the kernel while the event loop was busy rendering,
      // and closing the listener would reset them.
      let quietSince = Date.now();
      while (Date.now() < graceEnds) {
        if (inFlight.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= 250) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // One more turn of the event loop's poll phase takes any connection still pending.
      await new Promise((resolve) => setImmediate(resolve));
      // Stop accepting, without Node's http close, which would also drop connections not yet read.
      const closed = Promise.all(servers.map((each) => new Promise<void>((resolve) => NetServer.prototype.close.call(each, () => resolve()))));
      // Idle keep-alive connections go once nothing is in flight; busy ones close after their reply (Connection:
      // close above).
      const sweep = setInterval(() => {
        if (inFlight.size === 0 && allWritten()) for (const each of servers) each.closeIdleConnections();
      }, 50);
      const deadline = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), Math.max(0, graceEnds - Date.now())).unref());
      const outcome = await Promise.race([closed.then(() => "done" as const), deadline]);
      clearInterval(sweep);
      if (outcome === "late") {
        log({ level: "warn", code: "app-stop-forced", message: `requests still running after ${options.graceMs} ms were cut off`, inFlight: inFlight.size });
        for (const each of servers) each.closeAllConnections();
      }
      metricsServer?.close();
      await channel?.close();
      log({ level: "info", code: "app-stopped", reason });
    })();
    return stopped;
  };
  return { server, port, studioPort, metricsPort, stop };
}
