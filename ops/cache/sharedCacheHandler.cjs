// @ts-check
/**
 * Next's page cache in Redis, shared by every instance (issue 18), used when `REDIS_URL` is set (next.config.js).
 * The Redis work is @trieb.work/nextjs-turbo-redis-cache's (../shared/STACK-NOTES.md item 25); this wrapper adds
 * what its pitfalls call for, so that Redis down or slow never makes a viewer wait or see an error:
 *
 * - The library is only created once a ping has answered: an instance started while Redis is unreachable serves
 *   at once from memory instead of hanging on its first requests.
 * - Every call is bounded (`REDIS_CACHE_TIMEOUT_MS`, 300 ms): a slow or lost Redis turns into the fall-back.
 * - A bounded in-memory copy (`CACHE_MEMORY_ENTRIES`, 300 pages, least recently used first out) of what this
 *   instance read or wrote answers while Redis cannot; Next regenerates what it lacks, as without any cache.
 * - A ping every second notices loss and recovery; each is logged once (one JSON line), and `/readyz` reports
 *   the mode (ops/cacheStatus.ts: `redis` or `fallback`). The library reconnects by itself.
 *
 * Plain JavaScript: Next requires this file at run time, outside its bundles.
 */
const { createClient } = require("redis");
const { RedisStringsHandler } = require("@trieb.work/nextjs-turbo-redis-cache");

const timeoutMs = positive(process.env.REDIS_CACHE_TIMEOUT_MS, 300);
const memoryEntries = positive(process.env.CACHE_MEMORY_ENTRIES, 300);
/** How long an instance reuses what it read from Redis: another instance's revalidation reaches it within this. */
const readHoldMs = positive(process.env.REDIS_READ_HOLD_MS, 1000);
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** @param {string | undefined} value @param {number} fallback */
function positive(value, fallback) {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** One JSON line, as ops/log.ts writes them (this file runs outside the bundles that import it). */
/** @param {"info" | "warn" | "error"} level @param {string} code @param {string} message */
function log(level, code, message) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), code, message });
  if (level === "info") process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

/** @param {"hit" | "miss" | "fallback" | "error"} result */
function count(result) {
  globalThis.shashaMetrics?.cacheLookups.inc({ layer: "shared", result });
}

/** @param {"redis" | "fallback"} mode */
function setMode(mode) {
  globalThis.shashaCacheMode = mode;
}

const timedOut = Symbol("timed out");

/** @template T @param {Promise<T>} promise @returns {Promise<T | typeof timedOut>} */
function bounded(promise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(timedOut), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The state every handler object of this process shares (Next may make several).
 * @typedef {{ value: unknown, lastModified: number }} MemoryEntry
 */
const shared = (() => {
  /** @type {Map<string, MemoryEntry>} */
  const memory = new Map();
  /** @type {RedisStringsHandler | undefined} */
  let library;
  let healthy = false;
  /** @type {"none" | "redis" | "fallback"} */
  let logged = "none";

  setMode("fallback");
  const probe = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  // Connection errors are what the ping below reports, once per change.
  probe.on("error", () => undefined);
  const connecting = probe.connect().catch(() => undefined);

  /** @param {boolean} ok @param {string} why */
  function report(ok, why) {
    healthy = ok;
    setMode(ok ? "redis" : "fallback");
    const mode = ok ? "redis" : "fallback";
    if (logged === mode) return;
    if (ok) log("info", logged === "none" ? "cache-shared" : "cache-recovered", `the shared page cache (Redis) is in use${logged === "none" ? "" : " again"}`);
    else log("warn", "cache-fallback", `the shared page cache (Redis) is unreachable (${why}); serving from this instance's memory until it is back`);
    logged = mode;
  }

  let first = true;
  async function ping() {
    try {
      // The first ping waits (boundedly) for the connection, so a healthy Redis is never reported lost at start.
      if (first) {
        first = false;
        await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, 2000))]);
      }
      const answer = await bounded(probe.ping());
      if (answer !== "PONG") throw new Error(answer === timedOut ? `no answer within ${timeoutMs} ms` : `answered ${String(answer)}`);
      library ??= new RedisStringsHandler({
        redisUrl,
        database: Number(process.env.REDIS_DB ?? "0") || 0,
        keyPrefix: process.env.KEY_PREFIX ?? buildId(),
        getTimeoutMs: timeoutMs,
        inMemoryCachingTime: readHoldMs,
      });
      report(true, "");
    } catch (error) {
      report(false, error instanceof Error ? error.message : String(error));
    }
  }
  let pinging = Promise.resolve();
  const next = () => {
    pinging = pinging.then(ping);
  };
  next();
  setInterval(next, 1000).unref();

  return {
    /** @returns {RedisStringsHandler | undefined} */
    library: () => (healthy ? library : undefined),
    /** @param {string} why */
    lost: (why) => report(false, why),
    /** @param {string} key */
    recall(key) {
      const entry = memory.get(key);
      if (entry === undefined) return null;
      memory.delete(key);
      memory.set(key, entry);
      return entry;
    },
    /** @param {string} key @param {unknown} value @param {number} [lastModified] */
    remember(key, value, lastModified = Date.now()) {
      memory.delete(key);
      memory.set(key, { value, lastModified });
      if (memory.size > memoryEntries) {
        const oldest = memory.keys().next();
        if (!oldest.done) memory.delete(oldest.value);
      }
    },
    forgetAll: () => memory.clear(),
  };
})();

/** The build's id: the key prefix, so instances of one build share entries and a new build starts clean. */
function buildId() {
  try {
    return `${require("node:fs").readFileSync(require("node:path").join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim()}:`;
  } catch {
    return "shasha:";
  }
}

module.exports = class SharedCacheHandler {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const library = shared.library();
    if (library !== undefined) {
      try {
        const entry = await bounded(library.get(key, ctx));
        if (entry !== timedOut) {
          count(entry === null ? "miss" : "hit");
          if (entry !== null) shared.remember(key, entry.value, entry.lastModified);
          return entry;
        }
        shared.lost(`a read took over ${timeoutMs} ms`);
      } catch (error) {
        shared.lost(error instanceof Error ? error.message : String(error));
      }
    }
    const copy = shared.recall(key);
    count(copy === null ? "error" : "fallback");
    return copy;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    shared.remember(key, data);
    const library = shared.library();
    if (library === undefined) return;
    try {
      if ((await bounded(library.set(key, data, ctx))) === timedOut) shared.lost(`a write took over ${timeoutMs} ms`);
    } catch (error) {
      shared.lost(error instanceof Error ? error.message : String(error));
    }
  }

  /** @param {string | string[]} tags @param {any[]} rest */
  async revalidateTag(tags, ...rest) {
    // The memory copy is only a fall-back: after a revalidation none of it may be served as current.
    shared.forgetAll();
    const library = shared.library();
    if (library === undefined) throw new Error("the shared page cache is unreachable: revalidation not recorded");
    const outcome = await bounded(library.revalidateTag(tags, ...rest));
    if (outcome === timedOut) {
      shared.lost(`a revalidation took over ${timeoutMs} ms`);
      throw new Error("the shared page cache did not record the revalidation in time");
    }
  }

  resetRequestCache() {
    shared.library()?.resetRequestCache();
  }
};
