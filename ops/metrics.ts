/**
 * The app's Prometheus metrics (issue 18): one registry per process, served in the text format on the metrics
 * port by the app server (ops/server/appServer.ts), never on the public port. The registry lives on the global
 * object because the app server and Next's bundles each load this module: both must count into one registry.
 *
 * Labels are bounded: a route kind, not a path; a service name; a cache layer; a block type from the registry
 * (an unknown type a CMS typed is counted as "unknown").
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

export type CacheLayer = "page" | "layout" | "content" | "menu" | "shared";
export type CacheResult = "hit" | "stale" | "miss" | "fallback" | "error";

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<"kind" | "method" | "status">;
  httpDuration: Histogram<"kind" | "status">;
  cacheLookups: Counter<"layer" | "result">;
  serviceCalls: Histogram<"service" | "outcome">;
  renderErrors: Counter<"block_type" | "code">;
}

declare global {
  // oxlint-disable-next-line no-var -- a global declaration needs `var`
  var shashaMetrics: AppMetrics | undefined;
}

function create(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shasha_" });
  return {
    registry,
    httpRequests: new Counter({
      name: "shasha_http_requests_total",
      help: "Requests answered, by route kind (page, api, studio, static, health...), method and status.",
      labelNames: ["kind", "method", "status"],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "shasha_http_request_duration_seconds",
      help: "Time to answer a request (to the end of the reply), by route kind and status.",
      labelNames: ["kind", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: "shasha_cache_lookups_total",
      help: "Cache lookups by layer (page: Next's page cache; shared: Redis; layout, content, menu: the in-process copies) and result.",
      labelNames: ["layer", "result"],
      registers: [registry],
    }),
    serviceCalls: new Histogram({
      name: "shasha_service_call_duration_seconds",
      help: "Calls to the services (app-grid, content, user...), each attempt, by service and outcome (ok, or the failure's code).",
      labelNames: ["service", "outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    renderErrors: new Counter({
      name: "shasha_render_errors_total",
      help: "Blocks that failed validation or rendering, by block type and report code.",
      labelNames: ["block_type", "code"],
      registers: [registry],
    }),
  };
}

export function appMetrics(): AppMetrics {
  globalThis.shashaMetrics ??= create();
  return globalThis.shashaMetrics;
}

/** Counts one cache lookup. */
export function countCacheLookup(layer: CacheLayer, result: CacheResult): void {
  appMetrics().cacheLookups.inc({ layer, result });
}
