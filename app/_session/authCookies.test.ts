import { describe, expect, test } from "vitest";
import type { Viewer } from "@/domain/viewer";
import { signInCookies, signOutCookies, viewerCookies, writeCookies } from "./authCookies";
import { readTicket } from "./viewerTicket";

const secret = "test-secret-of-some-length";
const now = Date.UTC(2026, 10, 23);
const kid: Viewer = { userType: "subscribed", profile: { id: "p-kid", kind: "kid", master: false, ageLimit: 7, language: "en" } };

function byName(writes: ReturnType<typeof signInCookies>) {
  return Object.fromEntries(writes.map((write) => [write.name, write]));
}

describe("the cookies of signing in and out", () => {
  test("the token and the viewer ticket are HttpOnly, SameSite=Lax and live 6 hours (development names)", () => {
    const cookies = byName(signInCookies("tok", kid, now, secret));
    expect(cookies["token"]).toEqual({ name: "token", value: "tok", options: { path: "/", sameSite: "lax", secure: false, httpOnly: true, maxAge: 21_600 } });
    expect(cookies["viewer"]?.options).toMatchObject({ httpOnly: true, maxAge: 21_600 });
  });

  test("the ticket vouches for the viewer it was written for, bound to this token", () => {
    const ticket = byName(signInCookies("tok", kid, now, secret))["viewer"]?.value;
    expect(readTicket(ticket, "tok", secret, now)?.viewer).toEqual({ ...kid, accountCountry: undefined });
    expect(readTicket(ticket, "another-token", secret, now)).toBeUndefined();
  });

  test("userType, profileType and profileLanguage are readable copies and live 864e7 ms (100 days)", () => {
    const cookies = byName(viewerCookies(kid, "tok", now, secret));
    expect(cookies["userType"]).toMatchObject({ value: "subscribed", options: { httpOnly: false, maxAge: 8_640_000 } });
    expect(cookies["profileType"]?.value).toBe("KID");
    expect(cookies["profileLanguage"]?.value).toBe("en");
  });

  test("the cookies that once decided rights are removed, and no profile clears the profile copies", () => {
    const cookies = byName(viewerCookies({ userType: "registered" }, "tok", now, secret));
    for (const name of ["profileId", "profileAgeLimit", "userCountry", "profileType", "profileLanguage"]) expect(cookies[name]?.options.maxAge).toBe(0);
  });

  test("signing out expires the token, the ticket and the profile cookies and writes userType=anonymous", () => {
    const jar = new Map<string, { value: string; maxAge: number }>();
    writeCookies({ set: (name, value, options) => jar.set(name, { value, maxAge: options.maxAge }) }, signOutCookies());
    expect(jar.get("token")).toEqual({ value: "", maxAge: 0 });
    expect(jar.get("viewer")?.maxAge).toBe(0);
    expect(jar.get("profileType")?.maxAge).toBe(0);
    expect(jar.get("profileAgeLimit")?.maxAge).toBe(0);
    expect(jar.get("userType")).toEqual({ value: "anonymous", maxAge: 8_640_000 });
  });
});
