/**
 * The viewer's app-grid session in cookies (spec 3 "Cookies": a session-key cookie with its expiry cookie;
 * spec 4 "Sign-in and session"). A session is fetched when missing or expired; a key whose text is
 * "undefined" or "null" counts as missing. It lasts 6 hours (spec 9: 216e5 ms).
 */
export const sessionCookies = { key: "sessionKey", expiry: "sessionKeyExpiry", device: "deviceId" } as const;
export const sessionLifeMs = 216e5;

export function hasLiveSession(key: string | undefined, expiry: string | undefined, now = Date.now()): boolean {
  if (!key || key === "undefined" || key === "null") return false;
  const expiresAt = Number(expiry);
  return Number.isFinite(expiresAt) && expiresAt > now;
}
