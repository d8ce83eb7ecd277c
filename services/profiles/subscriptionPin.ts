/**
 * Which PIN guards an account's subscription (spec 3 "Profile state": `isPassedPinCodeOnSubscription`; issue 29): the
 * master profile's own PIN (the account's default adult profile), else the account PIN of `PATCH /settings`, the rule
 * `POST /profiles/{id}/pin` applies to the master profile. Read from the database by both the profiles service
 * (`GET /settings`, `POST /profiles/subscription-pin`) and the subscription service (through the session store,
 * subscriber.ts `requireAdultAccount`), so the two can never disagree about whether a PIN is asked. No PIN anywhere:
 * nothing is asked.
 */
import type Database from "better-sqlite3";
import { z } from "zod";

const storedPin = z.string().nullable();

/** The stored hash of the PIN that guards the account's subscription, or null when neither PIN is set. */
export function subscriptionPinHash(db: Database.Database, userId: string): string | null {
  const value: unknown = db
    .prepare(
      `SELECT coalesce(
         (SELECT pin_hash FROM profiles WHERE user_id = ? AND is_default = 1 AND type = 'ADULT' ORDER BY position LIMIT 1),
         (SELECT pin_hash FROM profile_settings WHERE user_id = ?))`,
    )
    .pluck()
    .get(userId, userId);
  return storedPin.parse(value ?? null);
}

/** Whether a session of the account must pass the PIN before it may buy, change, cancel or redeem anything. */
export function subscriptionPinApplies(db: Database.Database, userId: string): boolean {
  return subscriptionPinHash(db, userId) !== null;
}
