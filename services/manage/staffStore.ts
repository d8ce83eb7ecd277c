import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { staffRoles, type StaffRole } from "@/domain/staffRoles";
import { randomToken, sha256 } from "../user/secrets";

/** A staff session lasts a working day; signing in again starts a new one. */
export const staffSessionLifeMs = 12 * 60 * 60 * 1000;

/** Prefixes tell the kinds apart in a bearer header (and in a secret scanner); the rest is 32 random bytes. */
export const sessionTokenPrefix = "sts_";
export const apiTokenPrefix = "sht_";

const staffRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  password_hash: z.string(),
  created_at: z.string(),
  disabled: z.number(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

const tokenRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  created_by: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

/** A staff account as the API shows it: never the hash. */
export interface StaffListing {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  disabled: boolean;
}

export interface TokenListing {
  id: string;
  name: string;
  role: StaffRole;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

function listing(row: StaffRow): StaffListing {
  return { id: row.id, email: row.email, name: row.name, role: row.role, createdAt: row.created_at, disabled: row.disabled === 1 };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type StaffStore = ReturnType<typeof createStaffStore>;

/** The API tokens' half of the staff store (createStaffStore): minted, listed, used and revoked. */
function apiTokenMethods(db: Database.Database, now: () => Date) {
  const tokenByHash = db.prepare("SELECT * FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL");

  return {
    /** The token's value is returned once, here; only its hash is kept. */
    createToken(name: string, role: StaffRole, createdBy: string): { token: string; listing: TokenListing } {
      const token = `${apiTokenPrefix}${randomToken()}`;
      const id = randomUUID();
      const createdAt = now().toISOString();
      db.prepare("INSERT INTO api_tokens (id, name, role, token_hash, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
        id,
        name,
        role,
        sha256(token),
        createdBy,
        createdAt,
      );
      return { token, listing: { id, name, role, createdBy, createdAt, lastUsedAt: null, revokedAt: null } };
    },
    listTokens(): TokenListing[] {
      return db
        .prepare("SELECT * FROM api_tokens ORDER BY created_at DESC, id")
        .all()
        .map((row) => {
          const parsed = tokenRowSchema.parse(row);
          return {
            id: parsed.id,
            name: parsed.name,
            role: parsed.role,
            createdBy: parsed.created_by,
            createdAt: parsed.created_at,
            lastUsedAt: parsed.last_used_at,
            revokedAt: parsed.revoked_at,
          };
        });
    },
    /** The live (not revoked) token with this value; marks it used. */
    useToken(token: string): { id: string; name: string; role: StaffRole } | undefined {
      const row: unknown = tokenByHash.get(sha256(token));
      if (row === undefined) return undefined;
      const parsed = tokenRowSchema.parse(row);
      // Marked at most once a minute: a CI job's burst of calls is one write, not one per call.
      const at = now();
      const last = parsed.last_used_at === null ? Number.NaN : Date.parse(parsed.last_used_at);
      if (!(at.getTime() - last < 60_000)) db.prepare("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").run(at.toISOString(), parsed.id);
      return { id: parsed.id, name: parsed.name, role: parsed.role };
    },
    /** False when no live token has this id. */
    revokeToken(id: string): boolean {
      return db.prepare("UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(now().toISOString(), id).changes > 0;
    },
  };
}

/** Staff accounts, their sessions and the API tokens, in the management service's database. Secrets are stored hashed. */
export function createStaffStore(db: Database.Database, now: () => Date) {
  const byEmail = db.prepare("SELECT * FROM staff WHERE email = ?");
  const byId = db.prepare("SELECT * FROM staff WHERE id = ?");
  const sessionStaff = db.prepare(
    "SELECT staff.* FROM staff_sessions JOIN staff ON staff.id = staff_sessions.staff_id WHERE token_hash = ? AND expires_at > ?",
  );
  const tokens = apiTokenMethods(db, now);

  const parseStaff = (row: unknown): StaffRow | undefined => (row === undefined ? undefined : staffRowSchema.parse(row));

  return {
    findByEmail: (email: string): StaffRow | undefined => parseStaff(byEmail.get(normalizeEmail(email))),
    findById: (id: string): StaffRow | undefined => parseStaff(byId.get(id)),
    list(): StaffListing[] {
      return db.prepare("SELECT * FROM staff ORDER BY email").all().map((row) => listing(staffRowSchema.parse(row)));
    },
    /** Throws on a taken email (the UNIQUE constraint); the caller turns it into a 409. */
    create(staff: NewStaff, id: string = randomUUID()): StaffListing {
      const createdAt = now().toISOString();
      db.prepare("INSERT INTO staff (id, email, name, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)").run(
        id,
        normalizeEmail(staff.email),
        staff.name,
        staff.role,
        staff.passwordHash,
        createdAt,
      );
      return { id, email: normalizeEmail(staff.email), name: staff.name, role: staff.role, createdAt, disabled: false };
    },
    /** A role change or disabling ends the account's sessions, so it takes effect at once. */
    update(id: string, change: { role?: StaffRole; disabled?: boolean }): StaffListing | undefined {
      const row = parseStaff(byId.get(id));
      if (row === undefined) return undefined;
      const role = change.role ?? row.role;
      const disabled = change.disabled ?? row.disabled === 1;
      db.transaction(() => {
        db.prepare("UPDATE staff SET role = ?, disabled = ? WHERE id = ?").run(role, disabled ? 1 : 0, id);
        db.prepare("DELETE FROM staff_sessions WHERE staff_id = ?").run(id);
      })();
      return listing({ ...row, role, disabled: disabled ? 1 : 0 });
    },
    replacePasswordHash(id: string, hash: string): void {
      db.prepare("UPDATE staff SET password_hash = ? WHERE id = ?").run(hash, id);
    },
    /**
     * A new password (a reset by an admin, or the staff member's own change) ends every session of the account but
     * `keepSession`, the one making the change when it is the account's own: whoever else knew the old password is
     * out. False when no account has this id.
     */
    setPassword(id: string, hash: string, keepSession?: string): boolean {
      return db.transaction(() => {
        if (db.prepare("UPDATE staff SET password_hash = ? WHERE id = ?").run(hash, id).changes === 0) return false;
        db.prepare("DELETE FROM staff_sessions WHERE staff_id = ? AND token_hash IS NOT ?").run(id, keepSession === undefined ? null : sha256(keepSession));
        return true;
      })();
    },
    startSession(staffId: string): { token: string; expiresAt: string } {
      const token = `${sessionTokenPrefix}${randomToken()}`;
      const at = now().getTime();
      db.prepare("DELETE FROM staff_sessions WHERE expires_at <= ?").run(at);
      db.prepare("INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
        sha256(token),
        staffId,
        at,
        at + staffSessionLifeMs,
      );
      return { token, expiresAt: new Date(at + staffSessionLifeMs).toISOString() };
    },
    /** The enabled staff account a live session token belongs to. */
    sessionOwner(token: string): StaffRow | undefined {
      const row = parseStaff(sessionStaff.get(sha256(token), now().getTime()));
      return row?.disabled === 0 ? row : undefined;
    },
    endSession(token: string): void {
      db.prepare("DELETE FROM staff_sessions WHERE token_hash = ?").run(sha256(token));
    },
    ...tokens,
  };
}
