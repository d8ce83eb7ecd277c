import { describe, expect, test } from "vitest";
import type { AccountProfile } from "@/domain/account";
import { signInCookies, signOutCookies, writeCookies } from "./authCookies";

const profile: AccountProfile = {
  id: "p-1",
  name: "Lina",
  type: "ADULT",
  avatarUrl: "/a.svg",
  avatarAlias: "a",
  default: true,
  language: "en",
  hasPin: false,
  requiresOnboarding: false,
};

describe("the cookies of signing in and out", () => {
  test("the token is HttpOnly, SameSite=Lax and lives 6 hours; Secure follows the request", () => {
    const [token] = signInCookies("tok", "registered", { profile, ageLimit: null }, true);
    expect(token).toEqual({ name: "token", value: "tok", options: { path: "/", sameSite: "lax", secure: true, httpOnly: true, maxAge: 21_600 } });
    expect(signInCookies("tok", "registered", { profile, ageLimit: null }, false)[0]?.options.secure).toBe(false);
  });

  test("userType, profile id, type and language are readable and live 864e7 ms (100 days)", () => {
    const writes = signInCookies("tok", "subscribed", { profile, ageLimit: 12 }, false);
    const byName = Object.fromEntries(writes.map((write) => [write.name, write]));
    expect(byName["userType"]).toMatchObject({ value: "subscribed", options: { httpOnly: false, maxAge: 8_640_000 } });
    expect(byName["profileId"]?.value).toBe("p-1");
    expect(byName["profileType"]?.value).toBe("ADULT");
    expect(byName["profileLanguage"]?.value).toBe("en");
    expect(byName["profileAgeLimit"]?.value).toBe("12");
  });

  test("an unsupported profile language is not written, and no profile writes no profile cookies", () => {
    expect(signInCookies("t", "registered", { profile: { ...profile, language: "de" }, ageLimit: null }, false).map((w) => w.name)).not.toContain("profileLanguage");
    expect(signInCookies("t", "registered", undefined, false).map((w) => w.name)).toEqual(["token", "userType"]);
  });

  test("signing out expires the token and profile cookies and writes userType=anonymous", () => {
    const jar = new Map<string, { value: string; maxAge: number }>();
    writeCookies({ set: (name, value, options) => jar.set(name, { value, maxAge: options.maxAge }) }, signOutCookies(false));
    expect(jar.get("token")).toEqual({ value: "", maxAge: 0 });
    expect(jar.get("profileId")?.maxAge).toBe(0);
    expect(jar.get("profileType")?.maxAge).toBe(0);
    expect(jar.get("profileAgeLimit")?.maxAge).toBe(0);
    expect(jar.get("userType")).toEqual({ value: "anonymous", maxAge: 8_640_000 });
  });
});
