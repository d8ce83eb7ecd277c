import { describe, expect, test } from "vitest";
import { currentScrypt, hashSecret, hashSecretWithFixedSalt, legacyScrypt, needsRehash, owaspScrypt, verifySecret } from "./secrets";

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe("secret hashes", () => {
  test("default to the OWASP scrypt parameters (N=2^17, r=8, p=1) outside tests", () => {
    expect(owaspScrypt).toEqual({ N: 131072, r: 8, p: 1 });
    expect(currentScrypt({ NODE_ENV: "production", SHASHA_TEST_SCRYPT_LOG2N: "10" })).toEqual(owaspScrypt);
    expect(currentScrypt({ NODE_ENV: "development" })).toEqual(owaspScrypt);
  });

  test("may be made cheaper only under NODE_ENV=test, with a sane exponent", () => {
    expect(currentScrypt({ NODE_ENV: "test", SHASHA_TEST_SCRYPT_LOG2N: "12" })).toEqual({ N: 4096, r: 8, p: 1 });
    expect(currentScrypt({ NODE_ENV: "test", SHASHA_TEST_SCRYPT_LOG2N: "3" })).toEqual(owaspScrypt);
    expect(currentScrypt({ NODE_ENV: "test", SHASHA_TEST_SCRYPT_LOG2N: "x" })).toEqual(owaspScrypt);
  });

  test("carry their parameters, and verify with the parameters they carry", async () => {
    const stored = await hashSecret("Shasha-2026!", cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifySecret("Shasha-2026!", stored)).toBe(true);
    expect(await verifySecret("shasha-2026!", stored)).toBe(false);
    const seeded = hashSecretWithFixedSalt("Shasha-2026!", "900001");
    expect(seeded.startsWith(`scrypt$${legacyScrypt.N}$8$1$`)).toBe(true);
    expect(await verifySecret("Shasha-2026!", seeded)).toBe(true);
  });

  test("need a rehash when weaker than the wanted parameters or unreadable", async () => {
    const weak = await hashSecret("pw", cheap);
    expect(needsRehash(weak, { N: 2 ** 11, r: 8, p: 1 })).toBe(true);
    expect(needsRehash(weak, cheap)).toBe(false);
    expect(needsRehash("bcrypt$whatever", cheap)).toBe(true);
  });

  test("refuse stored parameters that are not a power of two or too costly to run, and an absent hash", async () => {
    expect(await verifySecret("pw", "scrypt$1000$8$1$AAAA$AAAA")).toBe(false);
    expect(await verifySecret("pw", `scrypt$${2 ** 24}$8$1$AAAA$AAAA`)).toBe(false);
    expect(await verifySecret("pw", null)).toBe(false);
  });
});
