import { describe, expect, test } from "vitest";
import { safeDecode } from "@/domain/safeDecode";
import { canonicalPath } from "./canonicalPath";

describe("the canonical path", () => {
  test("lower-cases the locale and the app's words and drops trailing and doubled slashes", () => {
    expect(canonicalPath("/ar/HUB/Login/", ["login"])).toBe("/ar/hub/login");
    expect(canonicalPath("/EN/Home")).toBe("/en/home");
    expect(canonicalPath("/fr//hub/settings/")).toBe("/fr/hub/settings");
  });

  test("keeps ids and slugs as they are, and says nothing for a canonical path", () => {
    expect(canonicalPath("/ar/hub/profile-update/AbC-12")).toBeUndefined();
    expect(canonicalPath("/ar/Ramadan")).toBeUndefined();
    expect(canonicalPath("/ar")).toBeUndefined();
  });
});

describe("safe decoding", () => {
  test("turns a malformed escape into undefined instead of an exception", () => {
    expect(safeDecode("%E0%A4%A")).toBeUndefined();
    expect(safeDecode("ramadan%20")).toBe("ramadan ");
  });
});
