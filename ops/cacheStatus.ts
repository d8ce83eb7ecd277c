/**
 * Which page cache this instance is using (issue 18), for `/readyz` and the logs: Next's embedded one (no
 * `REDIS_URL`), the shared Redis cache, or the in-memory fall-back while Redis cannot be reached. The cache
 * handler (ops/cache/sharedCacheHandler.ts) sets it; it lives on the global object because the handler is loaded
 * by Next and read by the app server.
 */
export type CacheMode = "embedded" | "redis" | "fallback";

declare global {
  // oxlint-disable-next-line no-var -- a global declaration needs `var`
  var shashaCacheMode: CacheMode | undefined;
}

export function cacheStatus(): CacheMode {
  return globalThis.shashaCacheMode ?? "embedded";
}

export function setCacheStatus(mode: CacheMode): void {
  globalThis.shashaCacheMode = mode;
}
