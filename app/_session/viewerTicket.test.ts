import { describe, expect, test } from "vitest";
import type { Viewer } from "@/domain/viewer";
import { readTicket, signTicket, ticketFreshMs, ticketLifeMs } from "./viewerTicket";

const secret = "a-test-secret-of-some-length";
const now = Date.UTC(2026, 10, 23, 12);
const kid: Viewer = {
  userType: "subscribed",
  profile: { id: "p-kid", kind: "kid", master: false, ageLimit: 7, language: "en" },
  accountCountry: "AE",
};

function tamper(ticket: string, change: (payload: Record<string, unknown>) => void): string {
  const [body = "", signature = ""] = ticket.split(".");
  const payload: Record<string, unknown> = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  change(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
}

describe("a viewer ticket", () => {
  test("reads back what was signed, fresh within five minutes", () => {
    const ticket = signTicket(kid, "token-1", secret, now);
    expect(readTicket(ticket, "token-1", secret, now + 1000)).toEqual({ viewer: kid, fresh: true });
    expect(readTicket(ticket, "token-1", secret, now + ticketFreshMs + 1)?.fresh).toBe(false);
  });

  test("is refused for another session's token: a ticket cannot be transplanted", () => {
    expect(readTicket(signTicket(kid, "token-1", secret, now), "token-2", secret, now)).toBeUndefined();
  });

  test("is refused when any signed field is changed: the profile, the master flag, the limit or the user type", () => {
    const ticket = signTicket(kid, "token-1", secret, now);
    const forged = [
      tamper(ticket, (p) => Object.assign(p, { u: "subscribed", p: { i: "p-kid", k: "adult", m: true, a: null } })),
      tamper(ticket, (p) => Object.assign(p, { p: { i: "p-kid", k: "kid", m: false, a: 18 } })),
      tamper(ticket, (p) => Object.assign(p, { p: undefined })),
      tamper(ticket, (p) => Object.assign(p, { t: now + 10 * 60 * 1000 })),
    ];
    for (const value of forged) expect(readTicket(value, "token-1", secret, now)).toBeUndefined();
  });

  test("is refused under another secret, past the session's life, or when it is not a ticket at all", () => {
    const ticket = signTicket(kid, "token-1", secret, now);
    expect(readTicket(ticket, "token-1", "another-secret-of-length", now)).toBeUndefined();
    expect(readTicket(ticket, "token-1", secret, now + ticketLifeMs + 1)).toBeUndefined();
    for (const junk of ["", "x", "a.b.c", "e30.AAAA", `${ticket}x`]) expect(readTicket(junk, "token-1", secret, now)).toBeUndefined();
    expect(readTicket(ticket, undefined, secret, now)).toBeUndefined();
  });

  test("of a session without a selected profile says so; an anonymous viewer has none", () => {
    const ticket = signTicket({ userType: "registered" }, "t", secret, now);
    expect(readTicket(ticket, "t", secret, now)?.viewer).toEqual({ userType: "registered", profile: undefined, accountCountry: undefined });
    expect(() => signTicket({ userType: "anonymous" }, "t", secret, now)).toThrow("an anonymous viewer has no ticket");
  });
});
