/**
 * Devices and TV pairing (issue 31 §3; services/db/migrate.ts appends it to the migrations).
 * - A device is a live session: `user_sessions` says what kind of device holds it (`WEB` for a browser signed in
 *   through the app, `TV` for a paired television), the name its owner gave it, the browser and system a browser
 *   reported, and when it was last used. Removing a device deletes its session; it is signed out at its next call.
 * - `device_pairings` are the TV sign-ins of the device authorization grant (RFC 8628): the TV's polling secret and
 *   the short code shown on its screen are stored as SHA-256 digests only; `state` goes pending → approved (a
 *   signed-in user entered the code) → done (the TV took its session, once). Rows past their expiry are purged.
 */
export const deviceTables = `
  ALTER TABLE user_sessions ADD COLUMN device_type TEXT NOT NULL DEFAULT 'WEB';
  ALTER TABLE user_sessions ADD COLUMN device_label TEXT;
  ALTER TABLE user_sessions ADD COLUMN browser TEXT;
  ALTER TABLE user_sessions ADD COLUMN os TEXT;
  ALTER TABLE user_sessions ADD COLUMN last_seen_at INTEGER;
  CREATE TABLE device_pairings (
    device_code_hash TEXT PRIMARY KEY, user_code_hash TEXT NOT NULL UNIQUE, device_label TEXT NOT NULL,
    device_type TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, interval_ms INTEGER NOT NULL,
    polled_at INTEGER, user_id TEXT,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'done'))
  );
  CREATE INDEX device_pairings_by_expiry ON device_pairings(expires_at);
`;
