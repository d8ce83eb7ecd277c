import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { Fault } from "./faults";

const minute = 60 * 1000;

/** At most `max` attempts within `windowMs` in one bucket (a sliding window). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Guesses at a secret (password, OTP, PIN). The failures of one (account, address) pair are limited strictly; those
 * of one address across accounts less strictly (spraying many accounts); those of one account across addresses
 * (a distributed guess) too. Why an account past its limit does not lock everyone out: see `guessSecret`.
 */
export const secretLimits = {
  pair: { max: 5, windowMs: 15 * minute },
  address: { max: 30, windowMs: 15 * minute },
  account: { max: 20, windowMs: 15 * minute },
} as const satisfies Record<string, Limit>;

/** Messages sent on request (reset emails, phone codes, verification emails): per target and per address. */
export const sendLimits = {
  target: { max: 5, windowMs: 60 * minute },
  address: { max: 20, windowMs: 60 * minute },
} as const satisfies Record<string, Limit>;

/**
 * Sign-ups (createAccount): per email and per address, counted before the email is looked up, so "email taken" is not
 * asked at full speed and a burst from one address is refused before it costs a password hash each.
 */
export const signUpLimits = {
  email: { max: 5, windowMs: 60 * minute },
  address: { max: 30, windowMs: 15 * minute },
} as const satisfies Record<string, Limit>;

/**
 * TV pairings started (services/user/tvRoutes.ts): per address. A TV asks again when its code expires (every 10
 * minutes) or its owner asks for a new one; 20 in 15 minutes is far above that, and keeps one address from filling
 * the code space.
 */
export const pairingStartLimits = { address: { max: 20, windowMs: 15 * minute } } as const satisfies Record<string, Limit>;

/** Lookups that tell whether an account exists (validateLogin): per address. */
export const lookupLimits = { address: { max: 30, windowMs: 15 * minute } } as const satisfies Record<string, Limit>;

/**
 * Presses of a CRM email's unsubscribe link (crmRoutes.ts): per address, every press counted, good code or not. The
 * codes are signed, so this is not about guessing: it keeps one address from flooding the route. A household pressing
 * its links a few times stays far below it.
 */
export const crmCodeLimits = { address: { max: 30, windowMs: 15 * minute } } as const satisfies Record<string, Limit>;

/**
 * Playouts (`GET /content/playout/new/url/{id}`, services/playback): per address, every call counted, signed in or
 * not. The default (`PLAYOUT_RATE_LIMIT`, services/main.ts) is 60 in 10 minutes: one every 10 s for ten minutes is far
 * more than a household starts (a title runs for minutes; even zapping channels on two screens stays under it), while
 * a script harvesting manifest URLs or opening stream after stream is stopped within a minute of trying. A larger
 * shared address (an office, a campus) may need more: the deployment sets it.
 */
export const playoutLimit = { max: 60, windowMs: 10 * minute } as const satisfies Limit;

/** The longest window above: rows older than this count for nothing and are purged. */
export const longestWindowMs = 60 * minute;

/** How long a successful sign-in from an address keeps that address trusted for the account. */
export const trustLifeMs = 30 * 24 * 60 * minute;

interface Bucket extends Limit {
  name: string;
  /** Past `max`, this address still passes when it is trusted for this account (its pair limit still holds). */
  unlessTrusted?: { account: string; address: string };
}

/** One reserved guess at a secret. A failure needs nothing: the reservation stays and counts. */
export interface SecretAttempt {
  /** The secret was right: this guess and the pair's earlier failures are forgiven; the address becomes trusted. */
  succeeded(): void;
}

export type Throttle = ReturnType<typeof createThrottle>;

const count = z.number();

function tooMany(field: string, retryAfterSeconds: number): Fault {
  return new Fault(429, "TOO_MANY_ATTEMPTS", `Too many attempts; try again in ${retryAfterSeconds} seconds.`, { field, retryAfterSeconds });
}

/**
 * Attempts live in the database (`throttle_attempts`), so a restart keeps them and no number of junk keys can
 * push out a victim's record (nothing is ever evicted; the purge only drops rows past the longest window).
 * An attempt is reserved in one synchronous IMMEDIATE transaction (count, refuse or insert) before the slow check,
 * so N parallel guesses see each other's reservations: at most `max` of them reach scrypt. Over a limit the answer
 * is 429 with Retry-After at once; nothing sleeps on the server.
 */
export function createThrottle(db: Database.Database, now: () => Date) {
  const countSince = db.prepare("SELECT count(*) FROM throttle_attempts WHERE bucket = ? AND at > ?").pluck();
  const newest = db.prepare("SELECT at FROM throttle_attempts WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?").pluck();
  const insert = db.prepare("INSERT INTO throttle_attempts (bucket, attempt, at) VALUES (?, ?, ?)");
  const trusted = db.prepare("SELECT count(*) FROM throttle_trust WHERE account = ? AND address = ? AND at > ?").pluck();
  const forgiveAttempt = db.prepare("DELETE FROM throttle_attempts WHERE attempt = ?");
  const forgiveBucket = db.prepare("DELETE FROM throttle_attempts WHERE bucket = ?");
  const trust = db.prepare(
    "INSERT INTO throttle_trust (account, address, at) VALUES (?, ?, ?) ON CONFLICT(account, address) DO UPDATE SET at = excluded.at",
  );

  /** Seconds until the bucket has room again: when its max-th newest attempt leaves the window. */
  const retryAfter = (bucket: Bucket, at: number): number => {
    const oldest = count.parse(newest.get(bucket.name, at - bucket.windowMs, bucket.max - 1));
    return Math.max(1, Math.ceil((oldest + bucket.windowMs - at) / 1000));
  };

  const isFull = (bucket: Bucket, at: number): boolean => {
    if (count.parse(countSince.get(bucket.name, at - bucket.windowMs)) < bucket.max) return false;
    const exempt = bucket.unlessTrusted;
    return exempt === undefined || count.parse(trusted.get(exempt.account, exempt.address, at - trustLifeMs)) === 0;
  };

  const reserve = db.transaction((buckets: readonly Bucket[], field: string): string => {
    const at = now().getTime();
    const full = buckets.find((bucket) => isFull(bucket, at));
    if (full !== undefined) throw tooMany(field, retryAfter(full, at));
    const attempt = randomUUID();
    for (const bucket of buckets) insert.run(bucket.name, attempt, at);
    return attempt;
  });

  const succeed = db.transaction((attempt: string, pair: string, account: string, address: string) => {
    forgiveAttempt.run(attempt);
    forgiveBucket.run(pair);
    trust.run(account, address, now().getTime());
  });

  return {
    /**
     * Reserves one guess at `account`'s secret from `address`, or throws 429 TOO_MANY_ATTEMPTS on `field`.
     *
     * The lock-out question: an account past its own limit (many addresses guessing) would, if it refused everyone,
     * let anyone lock anyone out. So past it only addresses that signed in to this account within 30 days still get
     * their own pair allowance; a guesser at a new address is refused, and the owner at home is not. The pair and
     * address limits refuse only the address that earned them.
     */
    guessSecret(account: string, address: string, field: string): SecretAttempt {
      const pair = `secret-pair:${account}|${address}`;
      const attempt = reserve.immediate(
        [
          { name: pair, ...secretLimits.pair },
          { name: `secret-address:${address}`, ...secretLimits.address },
          { name: `secret-account:${account}`, ...secretLimits.account, unlessTrusted: { account, address } },
        ],
        field,
      );
      return { succeeded: () => succeed(attempt, pair, account, address) };
    },
    /** Counts one message of `kind` to `target` requested from `address`, or throws 429 on `field`. */
    send(kind: string, target: string, address: string, field: string): void {
      reserve.immediate(
        [
          { name: `send-target:${kind}:${target}`, ...sendLimits.target },
          { name: `send-address:${address}`, ...sendLimits.address },
        ],
        field,
      );
    },
    /** Counts one sign-up for `email` from `address`, or throws 429 on the email field. */
    signUp(email: string, address: string): void {
      reserve.immediate(
        [
          { name: `signup-email:${email}`, ...signUpLimits.email },
          { name: `signup-address:${address}`, ...signUpLimits.address },
        ],
        "email",
      );
    },
    /** Counts one playout from `address` against at most `max` per `playoutLimit.windowMs`, or throws 429 on `field`. */
    playout(address: string, max: number, field: string): void {
      reserve.immediate([{ name: `playout-address:${address}`, max, windowMs: playoutLimit.windowMs }], field);
    },
    /** Counts one account lookup from `address`, or throws 429 on `field`. */
    lookup(address: string, field: string): void {
      reserve.immediate([{ name: `lookup-address:${address}`, ...lookupLimits.address }], field);
    },
    /** Counts one TV pairing started from `address`, or throws 429 on `field`. */
    pairingStart(address: string, field: string): void {
      reserve.immediate([{ name: `pairing-address:${address}`, ...pairingStartLimits.address }], field);
    },
    /** Counts one press of a CRM unsubscribe link from `address`, or throws 429 on `field`. */
    crmCode(address: string, field: string): void {
      reserve.immediate([{ name: `crm-address:${address}`, ...crmCodeLimits.address }], field);
    },
  };
}
