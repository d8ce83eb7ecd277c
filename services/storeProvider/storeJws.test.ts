import { generateKeyPairSync, randomUUID, type KeyObject } from "node:crypto";
import { describe, expect, test } from "vitest";
import { jwsKeyId, publicJwkSchema, publicKeyOf, signJws, verifyJws } from "./storeJws";

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicJwkSchema.parse({ ...publicKey.export({ format: "jwk" }), kid, alg: "ES256", use: "sig" });
  const published = publicKeyOf(jwk);
  if (published === undefined) throw new Error("The JWK did not load.");
  return { signing: { kid, privateKey }, keys: new Map<string, KeyObject>([[kid, published]]) };
}

const payload = { transactionId: "2000000000000001", appAccountToken: randomUUID(), expiresDate: 1_800_000_000_000 };

/** The JWS with one character of a part changed to another of the alphabet. */
function tampered(jws: string, partIndex: number): string {
  const parts = jws.split(".");
  const piece = parts[partIndex] ?? "";
  const middle = Math.floor(piece.length / 2);
  const swapped = piece[middle] === "A" ? "B" : "A";
  parts[partIndex] = `${piece.slice(0, middle)}${swapped}${piece.slice(middle + 1)}`;
  return parts.join(".");
}

describe("ES256 JWS", () => {
  test("a signed payload verifies with the published JWK and reads back; the header names the kid", () => {
    const { signing, keys } = keyPair("kid-1");
    const jws = signJws(signing, payload);
    expect(jws.split(".")).toHaveLength(3);
    expect(JSON.parse(Buffer.from(jws.split(".")[0] ?? "", "base64url").toString("utf8"))).toEqual({ alg: "ES256", kid: "kid-1" });
    expect(jwsKeyId(jws)).toBe("kid-1");
    expect(verifyJws(jws, keys)).toEqual(payload);
  });

  test("a changed byte in the header, the payload or the signature fails", () => {
    const { signing, keys } = keyPair("kid-1");
    const jws = signJws(signing, payload);
    for (const index of [0, 1, 2]) expect(verifyJws(tampered(jws, index), keys)).toBeUndefined();
  });

  test("another key, an unknown kid, alg none, a payload swapped in and junk all fail", () => {
    const genuine = keyPair("kid-1");
    const forger = keyPair("kid-1");
    expect(verifyJws(signJws(forger.signing, payload), genuine.keys)).toBeUndefined();
    expect(verifyJws(signJws({ ...genuine.signing, kid: "kid-2" }, payload), genuine.keys)).toBeUndefined();
    const [, body = "", signature = ""] = signJws(genuine.signing, payload).split(".");
    const none = Buffer.from(JSON.stringify({ alg: "none", kid: "kid-1" })).toString("base64url");
    expect(verifyJws(`${none}.${body}.${signature}`, genuine.keys)).toBeUndefined();
    const [header = ""] = signJws(genuine.signing, payload).split(".");
    const richer = Buffer.from(JSON.stringify({ ...payload, expiresDate: 1_900_000_000_000 })).toString("base64url");
    expect(verifyJws(`${header}.${richer}.${signature}`, genuine.keys)).toBeUndefined();
    for (const junk of ["", "a.b", "a.b.c", "...", `${header}.${body}.${signature}=`]) expect(verifyJws(junk, genuine.keys)).toBeUndefined();
  });
});
