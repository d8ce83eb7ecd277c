import { describe, expect, test } from "vitest";
import { createAddressLimiter } from "./addressLimiter";

/** Starts on a window boundary (windows are aligned to the epoch). */
function clock(start = 1_200_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("the in-process per-address limiter", () => {
  test("lets an address make `max` requests in a window, then says how many seconds remain", () => {
    const time = clock();
    const limiter = createAddressLimiter({ max: 3, windowMs: 60_000, maxAddresses: 10, now: time.now });
    expect([1, 2, 3].map(() => limiter.take("203.0.113.7").ok)).toEqual([true, true, true]);
    time.advance(15_000);
    expect(limiter.take("203.0.113.7")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.take("198.51.100.1").ok).toBe(true);
    time.advance(45_000);
    expect(limiter.take("203.0.113.7").ok).toBe(true);
  });

  test("keeps at most maxAddresses counts: later addresses share the overflow budget and evict nobody", () => {
    const time = clock();
    const limiter = createAddressLimiter({ max: 2, windowMs: 60_000, maxAddresses: 3, overflowMax: 4, now: time.now });
    limiter.take("10.0.0.1");
    limiter.take("10.0.0.1");
    for (let index = 0; index < 1000; index += 1) limiter.take(`10.1.${index >> 8}.${index & 255}`);
    expect(limiter.take("10.0.0.1").ok).toBe(false);
    expect(limiter.take("10.9.9.9").ok).toBe(false);
    time.advance(60_000);
    expect(limiter.take("10.9.9.9").ok).toBe(true);
  });
});
