import { Fault } from "./faults";

const windowMs = 15 * 60 * 1000;
const slowAfter = 5;
const lockAfter = 10;

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

interface Record {
  failures: number[];
  lockedUntil: number;
}

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * Per-key (account email, phone, profile) failure counting: from the 5th failure in 15 minutes each attempt waits
 * 1 s, 2 s, 4 s...; after the 10th the key is refused for 15 minutes. Kept in memory: a restart forgets it, which
 * is acceptable for the local suite. Clock and sleep are injected so tests never wait.
 */
export function createThrottle(now: () => Date, sleep: Sleep) {
  const records = new Map<string, Record>();
  const recent = (key: string, at: number): Record => {
    const record = records.get(key) ?? { failures: [], lockedUntil: 0 };
    record.failures = record.failures.filter((time) => time > at - windowMs);
    if (record.lockedUntil !== 0 && record.lockedUntil <= at) {
      record.failures = [];
      record.lockedUntil = 0;
    }
    records.set(key, record);
    return record;
  };
  return {
    /** Call before checking a secret: refuses a locked key, slows down a suspicious one. */
    async before(key: string, field: string): Promise<void> {
      const at = now().getTime();
      const record = recent(key, at);
      if (record.lockedUntil > at) {
        const retryAfterSeconds = Math.ceil((record.lockedUntil - at) / 1000);
        throw new Fault(429, "TOO_MANY_ATTEMPTS", `Too many failed attempts; try again in ${retryAfterSeconds} seconds.`, {
          field,
          retryAfterSeconds,
        });
      }
      const count = record.failures.length;
      if (count >= slowAfter) await sleep(1000 * 2 ** (count - slowAfter));
    },
    fail(key: string): void {
      const at = now().getTime();
      const record = recent(key, at);
      record.failures.push(at);
      if (record.failures.length >= lockAfter) record.lockedUntil = at + windowMs;
      // Bound memory: forget the oldest keys first (Map keeps insertion order).
      if (records.size > 10_000) records.delete(records.keys().next().value ?? key);
    },
    succeed(key: string): void {
      records.delete(key);
    },
  };
}
