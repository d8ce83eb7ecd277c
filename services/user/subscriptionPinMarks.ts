/**
 * A session's "passed the subscription PIN" mark (`user_sessions.subscription_pin_at`, subscriptionPinSchema.ts): part
 * of the session store (sessionStore.ts), keyed by the session token's hash like every other session state, never by a
 * header or a body the caller writes. Only `POST /userprofile/profiles/subscription-pin` sets it, after checking the
 * PIN; selecting another profile clears it (sessionStore.ts `selectProfile`), and so does a change of the account's PIN
 * for every session but the one that made it.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { subscriptionPinApplies } from "../profiles/subscriptionPin";
import { sha256 } from "./secrets";

const markRowSchema = z.object({ user_id: z.string(), profile_id: z.string().nullable(), subscription_pin_at: z.number().nullable() });

export function subscriptionPinMarks(db: Database.Database, now: () => Date) {
  const markOf = (token: string) => {
    const row: unknown = db.prepare("SELECT user_id, profile_id, subscription_pin_at FROM user_sessions WHERE token_hash = ?").get(sha256(token));
    return row === undefined ? undefined : markRowSchema.parse(row);
  };
  return {
    /** The session's selection as stored (null: none), read before a PIN check to pass it with. */
    selectionOf(token: string): string | null {
      return markOf(token)?.profile_id ?? null;
    },
    /**
     * The session gave the right PIN while its selection was `selection` (selectionOf): it may buy, change, cancel and
     * redeem until it selects another profile. False, and no mark, when it selected another one meanwhile.
     */
    passSubscriptionPin(token: string, selection: string | null): boolean {
      const result = db
        .prepare("UPDATE user_sessions SET subscription_pin_at = ? WHERE token_hash = ? AND profile_id IS ?")
        .run(now().getTime(), sha256(token), selection);
      return result.changes === 1;
    },
    hasPassedSubscriptionPin(token: string): boolean {
      return typeof markOf(token)?.subscription_pin_at === "number";
    },
    /** The account's PIN changed: every other session passes the new one again (the changing one keeps its mark). */
    clearSubscriptionPinOfOthers(userId: string, keepToken: string): void {
      db.prepare("UPDATE user_sessions SET subscription_pin_at = NULL WHERE user_id = ? AND token_hash <> ?").run(userId, sha256(keepToken));
    },
    /**
     * Whether this session must give the PIN before a subscription write: a PIN guards its account
     * (profiles/subscriptionPin.ts) and the session has no mark. An unknown token must: fail closed.
     */
    subscriptionPinRequired(token: string): boolean {
      const row = markOf(token);
      if (row === undefined) return true;
      return row.subscription_pin_at === null && subscriptionPinApplies(db, row.user_id);
    },
  };
}
