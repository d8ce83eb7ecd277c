import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { Fault } from "./faults";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet (scrypt): N=2^17, r=8, p=1. About 0.3 s and 128 MiB per hash. */
export const owaspScrypt: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** What the seed and every hash before the OWASP parameters used; such hashes are upgraded at the next sign-in. */
export const legacyScrypt: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

const keyLength = 64;
const storedPattern = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/**
 * The parameters new hashes get: the OWASP ones. Unit tests hash hundreds of secrets, so under
 * NODE_ENV=test (and only then) `SHASHA_TEST_SCRYPT_LOG2N` may lower N; production can never weaken it.
 */
export function currentScrypt(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const log2 = env.NODE_ENV === "test" ? Number(env.SHASHA_TEST_SCRYPT_LOG2N ?? "") : Number.NaN;
  return Number.isInteger(log2) && log2 >= 10 && log2 < 17 ? { ...owaspScrypt, N: 2 ** log2 } : owaspScrypt;
}

/** scrypt needs 128·N·r bytes; twice that leaves room for Node's own bookkeeping. */
const maxmemOf = (params: ScryptParams): number => 2 * 128 * params.N * params.r;

/**
 * At most two password hashes at once per process (issue 27): each takes 128 MiB and about 0.3 s of a core, and
 * thirty sign-ups at once took the suite's memory and every other request down with them. The rest wait their turn.
 */
export const maxHashesAtOnce = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

/** How many hashes are running now (for tests). */
export function hashesRunning(): number {
  return hashing;
}

async function oneOfTwo<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= maxHashesAtOnce) await new Promise<void>((resolve) => waiting.push(resolve));
  hashing += 1;
  try {
    return await work();
  } finally {
    hashing -= 1;
    waiting.shift()?.();
  }
}

function derive(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return oneOfTwo(
    () =>
      new Promise((resolve, reject) => {
        const options = { ...params, maxmem: maxmemOf(params) };
        scrypt(secret.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function encode(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

/**
 * A stored hash, or undefined when it is not one this code can check. Parameters past these bounds are refused
 * rather than run: a corrupt row must not make one sign-in take gigabytes.
 */
function decode(stored: string): StoredHash | undefined {
  const match = storedPattern.exec(stored);
  if (match === null) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const powerOfTwo = N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { params: { N, r, p }, salt: Buffer.from(match[4] ?? "", "base64"), key: Buffer.from(match[5] ?? "", "base64") };
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so they can be raised later. */
export async function hashSecret(secret: string, params: ScryptParams = currentScrypt()): Promise<string> {
  const salt = randomBytes(16);
  return encode(params, salt, await derive(secret, salt, params));
}

/**
 * For the seed only: a salt derived from a label keeps the seeded database identical on every machine. It keeps
 * the legacy parameters so that a seed stays a few seconds; the first sign-in upgrades each hash.
 */
export function hashSecretWithFixedSalt(secret: string, label: string, params: ScryptParams = legacyScrypt): string {
  const salt = createHash("sha256").update(`shasha-seed-salt:${label}`).digest().subarray(0, 16);
  return encode(params, salt, scryptSync(secret.normalize("NFC"), salt, keyLength, { ...params, maxmem: maxmemOf(params) }));
}

/** True when `stored` was made with weaker parameters than `params` (or cannot be read): rehash after a good check. */
export function needsRehash(stored: string, params: ScryptParams = currentScrypt()): boolean {
  const decoded = decode(stored);
  if (decoded === undefined) return true;
  const { N, r, p } = decoded.params;
  return N < params.N || r < params.r || p < params.p;
}

/**
 * True when `secret` matches `stored`, with the parameters `stored` names. Always runs one scrypt: without a stored
 * hash (an unknown account) against a decoy with the current parameters, so it costs what a wrong password costs.
 */
export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  const decoded = stored === null ? undefined : decode(stored);
  const decoy: StoredHash = { params: currentScrypt(), salt: Buffer.alloc(16), key: Buffer.alloc(keyLength) };
  const { params, salt, key } = decoded ?? decoy;
  const actual = await derive(secret, salt, params);
  return decoded !== undefined && key.length === actual.length && timingSafeEqual(key, actual);
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
