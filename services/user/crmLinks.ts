/**
 * The code of a CRM email's unsubscribe link (spec 2 "/unsubscribe"; docs/user-service.md "CRM email links"):
 * `v1.<userId>.<list>.<expiresAtSeconds>.<sig>`, sig = base64url HMAC-SHA256 of everything before it, keyed with
 * HMAC-SHA256(CODE_SECRET, "crm-unsubscribe"). Stateless on purpose: the CRM team's own sending tool makes these codes
 * with the shared secret, without asking the services for one per email, and nothing is stored per email sent. The
 * code can only turn emails off (crmRoutes.ts), so it stays valid for 60 days and may be used again and again; its own
 * label keeps it from being a key to anything else the code secret signs.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const crmLists = ["promotions", "newsletter", "all"] as const;
export type CrmList = (typeof crmLists)[number];

/** An email a viewer keeps for a while still unsubscribes: 60 days. */
export const crmLinkLifeMs = 60 * 24 * 60 * 60 * 1000;

const version = "v1";
const keyLabel = "crm-unsubscribe";
/** The ids the user service makes (UUIDs) and the seed's (digits): never a `.`, which separates the parts. */
const userIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const secondsPattern = /^\d{1,12}$/;
/** A base64url SHA-256 MAC, unpadded: 43 characters. */
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export interface CrmLink {
  userId: string;
  list: CrmList;
  /** Whole seconds, as the code carries it. */
  expiresAtSeconds: number;
}

function isCrmList(value: string): value is CrmList {
  return crmLists.some((list) => list === value);
}

function signature(codeSecret: string, payload: string): string {
  const key = createHmac("sha256", codeSecret).update(keyLabel).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** The link's code for `userId` and `list`, valid until `expiresAt` (rounded down to the second). */
export function makeCrmCode(codeSecret: string, link: { userId: string; list: CrmList; expiresAt: Date }): string {
  if (!userIdPattern.test(link.userId)) throw new Error("A CRM link's user id must be letters, digits, - or _.");
  const payload = `${version}.${link.userId}.${link.list}.${Math.floor(link.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(codeSecret, payload)}`;
}

/**
 * What a code says, or undefined when it is not one this secret signed or it has expired at `now`. The signature is
 * compared as text in constant time (its decoded bytes would accept several spellings of one signature).
 */
export function readCrmCode(codeSecret: string, code: string, now: Date): CrmLink | undefined {
  const parts = code.split(".");
  if (parts.length !== 5) return undefined;
  const [head = "", userId = "", list = "", seconds = "", given = ""] = parts;
  if (head !== version || !userIdPattern.test(userId) || !isCrmList(list) || !secondsPattern.test(seconds)) return undefined;
  if (!signaturePattern.test(given)) return undefined;
  const expected = Buffer.from(signature(codeSecret, `${head}.${userId}.${list}.${seconds}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return undefined;
  const expiresAtSeconds = Number(seconds);
  if (expiresAtSeconds * 1000 <= now.getTime()) return undefined;
  return { userId, list, expiresAtSeconds };
}
