/**
 * A per-address request budget kept in this process, for app routes that have no service-side limit of their own
 * (GET /api/sessionKey). It is per instance: with N app instances an address gets up to N times the budget, which is
 * acceptable for what it guards (load, not secrets); the secrets are limited by the services (docs/user-service.md).
 *
 * Memory is bounded: windows are fixed, and a new window forgets everything; within one, at most `maxAddresses`
 * addresses get their own count. Past that, new addresses share one overflow budget rather than evicting anyone,
 * so junk addresses cannot reset a flooding address's count (they can only use up the overflow for that window).
 */
export interface AddressLimiterOptions {
  max: number;
  windowMs: number;
  maxAddresses: number;
  /** The overflow bucket's budget; default `max * 10`. */
  overflowMax?: number;
  now?: () => number;
}

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const overflowKey = "\u0000overflow";

export function createAddressLimiter(options: AddressLimiterOptions): { take(address: string): LimitVerdict } {
  const now = options.now ?? Date.now;
  const overflowMax = options.overflowMax ?? options.max * 10;
  let windowStart = Number.NaN;
  let counts = new Map<string, number>();
  return {
    take(address) {
      const at = now();
      const start = Math.floor(at / options.windowMs) * options.windowMs;
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const key = counts.has(address) || counts.size < options.maxAddresses ? address : overflowKey;
      const used = counts.get(key) ?? 0;
      if (used >= (key === overflowKey ? overflowMax : options.max)) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start + options.windowMs - at) / 1000)) };
      }
      counts.set(key, used + 1);
      return { ok: true };
    },
  };
}
