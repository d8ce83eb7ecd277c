/**
 * Guessing codes is throttled (docs/codes-and-deals.md "Guessing"): at most 5 failed guesses (an unknown code, a
 * partner identifier that is wrong or taken) per account and per viewer address in 10 minutes, then 429
 * TOO_MANY_ATTEMPTS with `retryAfterSeconds` until the oldest of them leaves the window.
 *
 * As services/user/throttle.ts does for passwords: a guess is reserved (counted, or refused) in one IMMEDIATE
 * transaction before the code is looked up, and forgiven once the code turns out to be known. So a caller past the limit
 * learns nothing, not even about a real code, both outcomes cost the same writes, and parallel guesses see each
 * other's reservations. Rows live in `subscription_code_guesses` (codeSchema.ts), so a restart keeps them.
 */
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { DetailedHttpError } from "./csgOrders";

/** The failed guesses one bucket may make in the window. */
export const codeGuessLimit = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** One reserved guess; a failure needs nothing (the reservation stays and counts). */
export interface CodeGuess {
  /** The code (or identifier) was known: this guess does not count. */
  forgive(): void;
}

export type CodeThrottle = ReturnType<typeof createCodeThrottle>;

const count = z.number().int();

export function tooManyGuesses(retryAfterSeconds: number): DetailedHttpError {
  return new DetailedHttpError(429, "TOO_MANY_ATTEMPTS", `Too many codes that do not exist; try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
}

export function createCodeThrottle(db: Database.Database) {
  const purge = db.prepare("DELETE FROM subscription_code_guesses WHERE at <= ?");
  const countSince = db.prepare("SELECT count(*) FROM subscription_code_guesses WHERE bucket = ? AND at > ?").pluck();
  const nthNewest = db.prepare("SELECT at FROM subscription_code_guesses WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?").pluck();
  const insert = db.prepare("INSERT INTO subscription_code_guesses (bucket, attempt, at) VALUES (?, ?, ?)");
  const forget = db.prepare("DELETE FROM subscription_code_guesses WHERE attempt = ?");

  const reserve = db.transaction((buckets: readonly string[], at: number): string => {
    const since = at - codeGuessLimit.windowMs;
    purge.run(since);
    for (const bucket of buckets) {
      if (count.parse(countSince.get(bucket, since)) < codeGuessLimit.max) continue;
      // Room again when the max-th newest guess leaves the window.
      const oldest = count.parse(nthNewest.get(bucket, since, codeGuessLimit.max - 1));
      throw tooManyGuesses(Math.max(1, Math.ceil((oldest + codeGuessLimit.windowMs - at) / 1000)));
    }
    const attempt = randomUUID();
    for (const bucket of buckets) insert.run(bucket, attempt, at);
    return attempt;
  });

  return {
    /**
     * Reserves one guess for the viewer's address and, signed in, the account; 429 when either bucket is full.
     * Bucket names carry the user id and the address, never the code.
     */
    guess(userId: string | undefined, address: string, now: Date): CodeGuess {
      const buckets = [`code-address:${address}`, ...(userId === undefined ? [] : [`code-account:${userId}`])];
      const attempt = reserve.immediate(buckets, now.getTime());
      return { forgive: () => void forget.run(attempt) };
    },
  };
}
