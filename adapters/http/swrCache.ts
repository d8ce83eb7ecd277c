/**
 * A small in-memory cache with HTTP cache semantics: a value is fresh for `freshMs`, then served stale while
 * one background refresh runs (stale-while-revalidate); when a refresh fails the last good value keeps being
 * served (stale-if-error). Concurrent misses for one key share one load.
 */
import { countCacheLookup, type CacheLayer } from "@/ops/metrics";

export interface SwrEntry<T> {
  value: T;
  storedAt: number;
  /** Marked out of date (a publish signal): the next read loads anew, and keeps this value only as a fall-back. */
  expired?: boolean;
}

export interface SwrCacheOptions {
  freshMs: number;
  /** Counted as this layer in the app's metrics (ops/metrics.ts) when set. */
  layer?: CacheLayer;
  maxEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

export class SwrCache<T> {
  private readonly entries = new Map<string, SwrEntry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  private readonly options: SwrCacheOptions;

  constructor(options: SwrCacheOptions) {
    this.options = options;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The last good value, however old. */
  peek(key: string): SwrEntry<T> | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    const max = this.options.maxEntries ?? 500;
    if (this.entries.size > max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Marks the value out of date: the next read waits for a new one, with this one kept for a failure. */
  expire(key: string): void {
    const entry = this.entries.get(key);
    if (entry) entry.expired = true;
  }

  private load(key: string, loader: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = loader()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /**
   * A newly loaded value; when the load fails, the last good value however old (stale-if-error), and only
   * with none does it reject. For renders that are themselves cached and revalidated elsewhere (the page
   * cache), where serving a stale value would age the page twice.
   */
  async refresh(key: string, loader: () => Promise<T>): Promise<T> {
    try {
      const value = await this.load(key, loader);
      this.count("miss");
      return value;
    } catch (error) {
      const entry = this.entries.get(key);
      if (!entry) {
        this.count("error");
        throw error;
      }
      this.options.onRefreshError?.(key, error);
      this.count("fallback");
      return entry.value;
    }
  }

  private count(result: "hit" | "stale" | "miss" | "fallback" | "error"): void {
    if (this.options.layer !== undefined) countCacheLookup(this.options.layer, result);
  }

  /**
   * Fresh value, or a stale one while a refresh runs, or the loaded value on a miss. A failed load with a
   * stale copy present serves the stale copy; with none it rejects.
   */
  async get(key: string, loader: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry?.expired) return this.refresh(key, loader);
    if (entry && this.now() - entry.storedAt < this.options.freshMs) {
      this.count("hit");
      return entry.value;
    }
    if (entry) {
      this.count("stale");
      this.load(key, loader).catch((error: unknown) => this.options.onRefreshError?.(key, error));
      return entry.value;
    }
    this.count("miss");
    return this.load(key, loader);
  }
}
