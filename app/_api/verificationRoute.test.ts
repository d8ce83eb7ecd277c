import { readFileSync } from "node:fs";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { AccountUser } from "@/domain/account";
import { getServices, UserServiceError } from "@/app/_server/services";
import { sharedCaches } from "@/app/_server/sharedCaches";
import { sanitizeScreen } from "@/screens-schema/validator";
import { authCookieNames } from "@/app/_session/authCookies";
import { forgeryRefusal } from "./forgery";
import { handleFormPost } from "./formRoute";
import { resetGrant } from "@/app/_session/resetGrant";
import { handleVerificationPost } from "./verificationRoute";

const resetGrantCookie = resetGrant.name;

afterEach(() => {
  vi.restoreAllMocks();
});

const user: AccountUser = { id: "u1", email: "owner@example.com", firstName: "", lastName: "", emailVerified: false, loginProvider: "site", userType: "registered" };

function verificationRequest(body: string | undefined, options: { cookie?: string; query?: string } = {}): NextRequest {
  return new NextRequest(`http://localhost:3000/api/verification?lang=en${options.query ?? ""}`, {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

const setCookies = (reply: Response) => reply.headers.getSetCookie();
const cookieLine = (reply: Response, name: string) => setCookies(reply).find((line) => line.startsWith(`${name}=`));

describe("POST /api/verification (the confirmation page's button)", () => {
  test("confirms the code from the body, once, and answers success without touching cookies", async () => {
    const verify = vi.spyOn(getServices().user, "verifyEmail").mockResolvedValue({ user: { ...user, emailVerified: true } });
    const reply = await handleVerificationPost(verificationRequest(JSON.stringify({ code: "c0de" })));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, outcome: "success" });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toBe("c0de");
    expect(setCookies(reply)).toEqual([]);
  });

  test("a proof that requires a new password sends the verifier to the reset page with the grant in a cookie only", async () => {
    vi.spyOn(getServices().user, "verifyEmail").mockResolvedValue({ user, passwordResetCode: "gr4nt" });
    vi.spyOn(getServices().user, "userData").mockRejectedValue(new UserServiceError({ code: "407", status: 401 }));
    const reply = await handleVerificationPost(verificationRequest(JSON.stringify({ code: "c0de" }), { cookie: `${authCookieNames.token}=squatter-t0k3n` }));
    const text = await reply.text();
    expect(JSON.parse(text)).toEqual({ ok: true, outcome: "new-password", redirectTo: "/en/hub/reset-password" });
    expect(text).not.toContain("gr4nt");
    const grant = cookieLine(reply, resetGrantCookie) ?? "";
    expect(grant).toMatch(/^(__Secure-)?resetGrant=gr4nt;/);
    expect(grant).toMatch(/HttpOnly/i);
    expect(grant).toMatch(/SameSite=strict/i);
    expect(grant).toMatch(/Path=\/api\/forms\/reset/);
    // This browser's own session was one of those the proof ended: it is signed out here too.
    expect(cookieLine(reply, authCookieNames.token)).toMatch(/Max-Age=0/i);
  });

  test("a browser signed in to another, still live account keeps its session", async () => {
    vi.spyOn(getServices().user, "verifyEmail").mockResolvedValue({ user, passwordResetCode: "gr4nt" });
    vi.spyOn(getServices().user, "userData").mockResolvedValue({ ...user, id: "someone-else" });
    const reply = await handleVerificationPost(verificationRequest(JSON.stringify({ code: "c0de" }), { cookie: `${authCookieNames.token}=other-t0k3n` }));
    expect(cookieLine(reply, authCookieNames.token)).toBeUndefined();
  });

  test("a code anywhere but the JSON body (the query string, a form body) verifies nothing", async () => {
    const verify = vi.spyOn(getServices().user, "verifyEmail");
    for (const request of [verificationRequest(undefined, { query: "&code=c0de" }), verificationRequest("code=c0de"), verificationRequest(JSON.stringify({ code: "  " }))]) {
      const reply = await handleVerificationPost(request);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ ok: false, outcome: "missing" });
    }
    expect(verify).not.toHaveBeenCalled();
  });

  test("a used or unknown code is failed; a service that cannot answer is unavailable", async () => {
    const verify = vi.spyOn(getServices().user, "verifyEmail").mockRejectedValueOnce(new UserServiceError({ code: "INVALID_INPUT", status: 400, field: "code" }));
    const failed = await handleVerificationPost(verificationRequest(JSON.stringify({ code: "used" })));
    expect([failed.status, await failed.json()]).toEqual([400, { ok: false, outcome: "failed" }]);
    verify.mockRejectedValueOnce(new Error("connect ECONNREFUSED"));
    const down = await handleVerificationPost(verificationRequest(JSON.stringify({ code: "c0de" })));
    expect([down.status, await down.json()]).toEqual([502, { ok: false, outcome: "unavailable" }]);
  });

  test("another site cannot press the button: its form post or cross-site fetch is refused before the route (proxy.ts)", () => {
    const facts = (headers: Record<string, string>) => ({ method: "POST", header: (name: string) => headers[name] ?? null, ownOrigins: ["http://localhost:3000"] });
    expect(forgeryRefusal(facts({ origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" }))).toBe("cross-site");
    expect(forgeryRefusal(facts({ origin: "http://localhost:3000", "content-type": "text/plain", "sec-fetch-site": "same-origin" }))).toBe("not-json");
    expect(forgeryRefusal(facts({ origin: "http://localhost:3000", "content-type": "application/json", "sec-fetch-site": "same-origin" }))).toBeUndefined();
  });
});

describe("the reset form after a proof (POST /api/forms/reset with the grant cookie)", () => {
  const screen = resetScreen();

  function resetRequest(values: Record<string, string>, grant?: string): NextRequest {
    return new NextRequest("http://localhost:3000/api/forms/reset?lang=en", {
      method: "POST",
      body: JSON.stringify({ screenId: "/user/reset-password", formId: "reset-form", values }),
      headers: { "content-type": "application/json", ...(grant === undefined ? {} : { cookie: `${resetGrantCookie}=${grant}` }) },
    });
  }
  const passwords = { newPassword: "Owner-pass-42", confirmPassword: "Owner-pass-42" };

  function stubScreen() {
    vi.spyOn(sharedCaches().loader, "load").mockResolvedValue({ kind: "ok", screen, pointers: new Map(), dropped: [] });
  }

  test("takes the code from the grant cookie when the page has no reset link, and clears the cookie once used", async () => {
    stubScreen();
    const reset = vi.spyOn(getServices().user, "resetPassword").mockResolvedValue();
    const reply = await handleFormPost(resetRequest(passwords, "gr4nt"), "reset");
    expect(reply.status).toBe(200);
    expect(reset.mock.calls[0]?.slice(1)).toEqual(["gr4nt", "Owner-pass-42"]);
    expect(cookieLine(reply, resetGrantCookie)).toMatch(/Max-Age=0/i);
  });

  test("a reset link's own code wins over a grant, and without either the link is invalid", async () => {
    stubScreen();
    const reset = vi.spyOn(getServices().user, "resetPassword").mockResolvedValue();
    await handleFormPost(resetRequest({ ...passwords, code: "l1nk" }, "gr4nt"), "reset");
    expect(reset.mock.calls[0]?.[1]).toBe("l1nk");
    const bare = await handleFormPost(resetRequest(passwords), "reset");
    expect(bare.status).toBe(400);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  test("a weak new password keeps the grant for the next try", async () => {
    stubScreen();
    vi.spyOn(getServices().user, "resetPassword").mockRejectedValue(new UserServiceError({ code: "WEAK_PASSWORD", status: 400, field: "newPassword" }));
    const reply = await handleFormPost(resetRequest(passwords, "gr4nt"), "reset");
    expect(reply.status).toBe(400);
    expect(cookieLine(reply, resetGrantCookie)).toBeUndefined();
  });
});

/** The seeded reset screen, as the form route's loader would give it. */
function resetScreen() {
  const result = sanitizeScreen(JSON.parse(readFileSync(new URL("../../services/seed/screens/user-reset-password.json", import.meta.url), "utf8")));
  if (!result.ok) throw new Error("user-reset-password.json is invalid");
  return result.screen;
}
