/**
 * The App Store's signatures: JWS compact serialisation with ES256 (ECDSA P-256 over SHA-256, the signature as the
 * raw 64-byte r‖s, "ieee-p1363"), the header `{ alg: "ES256", kid }`. The App Store stand-in makes its key pair once
 * and keeps it (`store_provider_keys`), so a restart signs with the key the service already fetched; its public key is
 * published as a JWK at `GET /keys`. Real Apple signs with an x5c certificate chain instead of a kid; the service's
 * check is the same in kind: the signature against the store's key, then the payload's fields.
 * `verifyJws` is what the subscription service runs: anything but a well-formed ES256 JWS signed by one of the keys
 * given is undefined, never an exception.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type JsonWebKey, type KeyObject } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";

/** A P-256 public key as a JWK, with its id. */
export const publicJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  alg: z.literal("ES256"),
  use: z.literal("sig"),
});
export type PublicJwk = z.output<typeof publicJwkSchema>;

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: PublicJwk;
}

const keyRowSchema = z.object({ kid: z.string(), private_key_pem: z.string(), public_jwk: z.string() });

const base64url = (value: Buffer | string): string => Buffer.from(value).toString("base64url");

/** The stand-in's key: the one kept in its table, else a new pair made and kept. */
export function storeSigningKey(db: Database.Database, now: Date): SigningKey {
  const raw: unknown = db.prepare("SELECT kid, private_key_pem, public_jwk FROM store_provider_keys ORDER BY created_at DESC LIMIT 1").get();
  if (raw !== undefined) {
    const row = keyRowSchema.parse(raw);
    return { kid: row.kid, privateKey: createPrivateKey(row.private_key_pem), publicJwk: publicJwkSchema.parse(JSON.parse(row.public_jwk)) };
  }
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const kid = `shasha-${randomUUID().slice(0, 8)}`;
  const publicJwk = publicJwkSchema.parse({ ...publicKey.export({ format: "jwk" }), kid, alg: "ES256", use: "sig" });
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  db.prepare("INSERT INTO store_provider_keys (kid, private_key_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)").run(kid, pem, JSON.stringify(publicJwk), now.getTime());
  return { kid, privateKey, publicJwk };
}

/** `payload` signed as a JWS compact string. */
export function signJws(key: Pick<SigningKey, "kid" | "privateKey">, payload: unknown): string {
  const signingInput = `${base64url(JSON.stringify({ alg: "ES256", kid: key.kid }))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign("sha256", Buffer.from(signingInput, "ascii"), { key: key.privateKey, dsaEncoding: "ieee-p1363" });
  return `${signingInput}.${base64url(signature)}`;
}

const headerSchema = z.object({ alg: z.literal("ES256"), kid: z.string().max(64) });
const part = /^[A-Za-z0-9_-]+$/;

function parsedPart(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** The kid a JWS names in its header (to fetch the key); undefined when it is not a JWS. */
export function jwsKeyId(jws: string): string | undefined {
  const header = headerSchema.safeParse(parsedPart(jws.split(".")[0] ?? ""));
  return header.success ? header.data.kid : undefined;
}

/** The public key of a JWK (undefined when it is not a P-256 key). */
export function publicKeyOf(jwk: PublicJwk): KeyObject | undefined {
  try {
    const { kty, crv, x, y } = jwk;
    const key: JsonWebKey = { kty, crv, x, y };
    return createPublicKey({ key, format: "jwk" });
  } catch {
    return undefined;
  }
}

/** The payload of a JWS signed with ES256 by the key its header names among `keys`; undefined for anything else. */
export function verifyJws(jws: string, keys: ReadonlyMap<string, KeyObject>): unknown {
  const parts = jws.split(".");
  if (parts.length !== 3 || !parts.every((piece) => part.test(piece))) return undefined;
  const [headerText = "", payloadText = "", signatureText = ""] = parts;
  const header = headerSchema.safeParse(parsedPart(headerText));
  if (!header.success) return undefined;
  const key = keys.get(header.data.kid);
  const signature = Buffer.from(signatureText, "base64url");
  // The raw r‖s of P-256 is 64 bytes; the base64url text must be that exact spelling.
  if (key === undefined || signature.length !== 64 || base64url(signature) !== signatureText) return undefined;
  const signed = verify("sha256", Buffer.from(`${headerText}.${payloadText}`, "ascii"), { key, dsaEncoding: "ieee-p1363" }, signature);
  return signed ? parsedPart(payloadText) : undefined;
}
