import { createHmac } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { randomDigits, randomToken } from "./secrets";

export type CodeKind = "verify-email" | "reset-password" | "otp" | "social" | "social-link" | "social-registration" | "add-email";

const codeRowSchema = z.object({ id: z.number(), target: z.string(), detail: z.string(), expires_at: z.number(), used: z.number() });
export type CodeRow = z.output<typeof codeRowSchema>;

export const codeLifeMs: Record<CodeKind, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  // Spec 9: OTP timeout 120 seconds.
  otp: 120 * 1000,
  social: 5 * 60 * 1000,
  // A social sign-in that met an account with the same email, waiting for that account's password (linkAccounts).
  "social-link": 10 * 60 * 1000,
  // A social sign-in whose provider shared no email, waiting for the person to give one (createSocialLoginAccount).
  "social-registration": 10 * 60 * 1000,
  // Six digits mailed to an email a phone account adds (addEmailPhoneLogin): mail is slower than a text message.
  "add-email": 10 * 60 * 1000,
};

/** Kinds whose codes are six digits a person types, keyed with their target (six digits alone collide easily). */
const typedKinds: ReadonlySet<CodeKind> = new Set(["otp", "add-email"]);

export type CodeStore = ReturnType<typeof createCodeStore>;

/**
 * Single-use codes, stored as an HMAC under the suite's code key (`CODE_SECRET`), never as themselves: a copy of the
 * database alone gives no reset link and no code (a bare hash of six digits and a phone is undone in a moment). OTPs
 * are keyed with their phone too, since six digits alone are easy to collide.
 */
export function createCodeStore(db: Database.Database, now: () => Date, key: string) {
  const hashOf = (kind: CodeKind, code: string, target: string): string =>
    createHmac("sha256", key).update(typedKinds.has(kind) ? `${kind}:${target}:${code}` : `${kind}:${code}`).digest("hex");
  const parse = (row: unknown): CodeRow | undefined => (row === undefined ? undefined : codeRowSchema.parse(row));
  return {
    issue(kind: CodeKind, target: string, detail = ""): string {
      const code = typedKinds.has(kind) ? randomDigits(6) : randomToken();
      const at = now().getTime();
      // A new code replaces the earlier ones of the same kind for the same target.
      db.prepare("UPDATE user_codes SET used = 1 WHERE kind = ? AND target = ? AND used = 0").run(kind, target);
      db.prepare("DELETE FROM user_codes WHERE expires_at < ?").run(at - 24 * 60 * 60 * 1000);
      db.prepare("INSERT INTO user_codes (kind, code_hash, target, detail, expires_at) VALUES (?, ?, ?, ?, ?)").run(
        kind,
        hashOf(kind, code, target),
        target,
        detail,
        at + codeLifeMs[kind],
      );
      return code;
    },
    /** The unused code row (expired ones included, so callers can say "expired"). */
    find(kind: CodeKind, code: string, target = ""): CodeRow | undefined {
      const sql = "SELECT id, target, detail, expires_at, used FROM user_codes WHERE kind = ? AND code_hash = ? AND used = 0";
      return parse(db.prepare(`${sql} ORDER BY id DESC`).get(kind, hashOf(kind, code, target)));
    },
    /** The newest unused code for a target, to tell "expired" from "wrong" for OTPs. */
    latest(kind: CodeKind, target: string): CodeRow | undefined {
      const sql = "SELECT id, target, detail, expires_at, used FROM user_codes WHERE kind = ? AND target = ? AND used = 0";
      return parse(db.prepare(`${sql} ORDER BY id DESC`).get(kind, target));
    },
    isExpired: (row: CodeRow): boolean => row.expires_at <= now().getTime(),
    use(row: CodeRow): void {
      db.prepare("UPDATE user_codes SET used = 1 WHERE id = ?").run(row.id);
    },
  };
}
