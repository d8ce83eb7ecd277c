import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { Fault } from "./faults";

const scryptParams = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const keyLength = 64;
const storedPattern = /^scrypt\$16384\$8\$1\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFC"), salt, keyLength, scryptParams, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, key: Buffer): string {
  return `scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash so they can be raised later. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(secret, salt));
}

/** For the seed only: a salt derived from a label keeps the seeded database identical on every machine. */
export function hashSecretWithFixedSalt(secret: string, label: string): string {
  const salt = createHash("sha256").update(`shasha-seed-salt:${label}`).digest().subarray(0, 16);
  return encode(salt, scryptSync(secret.normalize("NFC"), salt, keyLength, scryptParams));
}

// Compared against when there is no stored hash, so an unknown account costs as much time as a wrong password.
const decoyHash = encode(Buffer.alloc(16), Buffer.alloc(keyLength));

/** True when `secret` matches `stored`; always does one scrypt, whatever `stored` is. */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const match = storedPattern.exec(stored ?? decoyHash) ?? storedPattern.exec(decoyHash);
  const salt = Buffer.from(match?.[1] ?? "", "base64");
  const expected = Buffer.from(match?.[2] ?? "", "base64");
  const actual = await derive(secret, salt);
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** 32 random bytes, URL-safe: session tokens, email codes, social codes. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join("");
}

/** 8..128 characters with at least one letter and one digit. */
export function checkPassword(password: string, field = "password"): void {
  const ok = password.length >= 8 && password.length <= 128 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
  if (!ok) {
    throw new Fault(400, "WEAK_PASSWORD", "A password needs 8 to 128 characters, with at least one letter and one digit.", {
      field,
    });
  }
}
