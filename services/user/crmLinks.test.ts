import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { crmLinkLifeMs, makeCrmCode, readCrmCode } from "./crmLinks";

const secret = "test-code-secret";
const now = new Date("2026-03-01T10:00:00.000Z");
const expiresAt = new Date(now.getTime() + crmLinkLifeMs);
const code = makeCrmCode(secret, { userId: "900001", list: "promotions", expiresAt });

/** The code with one of its five parts replaced, the signature kept. */
function withPart(index: number, value: string): string {
  const parts = code.split(".");
  parts[index] = value;
  return parts.join(".");
}

describe("CRM link codes", () => {
  test("a code reads back as its user, list and expiry, in the documented format", () => {
    expect(code).toMatch(/^v1\.900001\.promotions\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(readCrmCode(secret, code, now)).toEqual({ userId: "900001", list: "promotions", expiresAtSeconds: Math.floor(expiresAt.getTime() / 1000) });
  });

  test("the CRM team's tool can make one from the documented recipe alone", () => {
    const payload = `v1.9b2f-user.all.${Math.floor(expiresAt.getTime() / 1000)}`;
    const key = createHmac("sha256", secret).update("crm-unsubscribe").digest();
    const theirs = `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
    expect(readCrmCode(secret, theirs, now)).toMatchObject({ userId: "9b2f-user", list: "all" });
    expect(makeCrmCode(secret, { userId: "9b2f-user", list: "all", expiresAt })).toBe(theirs);
  });

  test("another user, list or expiry under the same signature is refused", () => {
    expect(readCrmCode(secret, withPart(1, "900002"), now)).toBeUndefined();
    expect(readCrmCode(secret, withPart(2, "all"), now)).toBeUndefined();
    expect(readCrmCode(secret, withPart(3, String(Math.floor(expiresAt.getTime() / 1000) + 86_400)), now)).toBeUndefined();
    expect(readCrmCode(secret, withPart(0, "v2"), now)).toBeUndefined();
  });

  test("a changed, shortened or missing signature is refused", () => {
    const sig = code.split(".")[4] ?? "";
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(readCrmCode(secret, withPart(4, flipped), now)).toBeUndefined();
    expect(readCrmCode(secret, withPart(4, sig.slice(0, 42)), now)).toBeUndefined();
    expect(readCrmCode(secret, code.split(".").slice(0, 4).join("."), now)).toBeUndefined();
    expect(readCrmCode(secret, `${code}.extra`, now)).toBeUndefined();
  });

  test("a code is good until its expiry, and not from that second on", () => {
    expect(readCrmCode(secret, code, new Date(expiresAt.getTime() - 1000))).toBeDefined();
    expect(readCrmCode(secret, code, expiresAt)).toBeUndefined();
    expect(readCrmCode(secret, code, new Date(expiresAt.getTime() + 1))).toBeUndefined();
  });

  test("a code made with another secret is refused", () => {
    expect(readCrmCode("another-secret", code, now)).toBeUndefined();
    const foreign = makeCrmCode("another-secret", { userId: "900001", list: "promotions", expiresAt });
    expect(readCrmCode(secret, foreign, now)).toBeUndefined();
  });

  test("the code secret signed directly (without the label) is not the key", () => {
    const payload = code.split(".").slice(0, 4).join(".");
    const unlabelled = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
    expect(readCrmCode(secret, unlabelled, now)).toBeUndefined();
  });

  test("a user id that could break the format is never signed", () => {
    expect(() => makeCrmCode(secret, { userId: "a.b", list: "all", expiresAt })).toThrow("letters, digits");
    expect(() => makeCrmCode(secret, { userId: "", list: "all", expiresAt })).toThrow("letters, digits");
  });
});
