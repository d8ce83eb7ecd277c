import { describe, expect, test } from "vitest";
import { safeDecode } from "@/domain/safeDecode";
import { canonicalPath } from "./canonicalPath";

/** The words a route table with /home, /hub/login, /hub/settings and /hub/profile-update{/:profileId} gives. */
const words: ReadonlySet<string> = new Set(["home", "hub", "login", "settings", "profile-update"]);

describe("the canonical path", () => {
  test("lower-cases the locale and the app's words and drops trailing and doubled slashes", () => {
    expect(canonicalPath("/ar/HUB/Login/", words)).toBe("/ar/hub/login");
    expect(canonicalPath("/EN/Home", words)).toBe("/en/home");
    expect(canonicalPath("/fr//hub/settings/", words)).toBe("/fr/hub/settings");
  });

  test("keeps ids and slugs as they are, and says nothing for a canonical path", () => {
    expect(canonicalPath("/ar/hub/profile-update/AbC-12", words)).toBeUndefined();
    expect(canonicalPath("/ar/Ramadan", words)).toBeUndefined();
    expect(canonicalPath("/ar", words)).toBeUndefined();
  });
});

describe("safe decoding", () => {
  test("turns a malformed escape into undefined instead of an exception", () => {
    expect(safeDecode("%E0%A4%A")).toBeUndefined();
    expect(safeDecode("ramadan%20")).toBe("ramadan ");
  });
});
