/**
 * Keys a service answered "no such thing" for (an unknown title id, a made-up genre), remembered a short while in a
 * bounded store of their own (issue 27): a request for anything at all must not fill the content caches with
 * nothing and push real entries out of them, and must not reach the service again at full speed either.
 */
export class RecentMisses {
  private readonly until = new Map<string, number>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string): void {
    this.until.delete(key);
    this.until.set(key, this.now() + this.options.ttlMs);
    if (this.until.size > this.options.maxEntries) {
      const oldest = this.until.keys().next();
      if (!oldest.done) this.until.delete(oldest.value);
    }
  }
}
