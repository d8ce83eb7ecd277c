import { signedResponse } from "@/adapters/http/signedResponse";
import { describe, expect, test, vi } from "vitest";
import { UserClient } from "./userClient";
import { UserServiceError } from "./UserServiceError";

const ctx = { locale: "ar" as const, country: "JO" };
const wireUser = {
  id: "u1",
  email: "a@b.co",
  userName: "a@b.co",
  firstName: "Lina",
  lastName: "K",
  country: "JO",
  emailVerified: false,
  hasPassword: true,
  loginProvider: "site",
  subscribeToPromotion: false,
  subscribeToNewsLetter: false,
  newUser: false,
  userCalculatedStatus: "SUBSCRIBED",
  subscriptions: [{ sku: "plus", purchaseType: "SVOD", subscriptionStatus: "ACTIVE", startDate: "x", endDate: "y", paymentMethod: {} }],
};

/** A fresh Response per call: a body can be read only once. */
function client(status: number, body: unknown) {
  const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => signedResponse(JSON.stringify(body), status));
  return { fetchImpl, user: new UserClient({ baseURL: "http://svc/user", fetchImpl }) };
}

describe("UserClient", () => {
  test("a sign-in reply is checked and reshaped, the user type derived from the subscriptions", async () => {
    const { user, fetchImpl } = client(200, { user: wireUser, token: "t", sessionId: "s", expiresAt: "2030-01-01T00:00:00Z" });
    const signedIn = await user.authenticate(ctx, "a@b.co", "pw");
    expect(signedIn).toEqual({
      token: "t",
      expiresAt: "2030-01-01T00:00:00Z",
      user: {
        id: "u1",
        email: "a@b.co",
        firstName: "Lina",
        lastName: "K",
        emailVerified: false,
        loginProvider: "site",
        userType: "subscribed",
        country: "JO",
        hasPassword: true,
        subscribeToPromotion: false,
        subscribeToNewsLetter: false,
      },
    });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/authenticate?country=JO");
    expect(init?.method).toBe("POST");
  });

  test("a CRM email's code goes in the body, never the URL; the reply is checked, a bad code is the service's fault", async () => {
    const { user, fetchImpl } = client(200, { list: "promotions", email: "j***@example.com" });
    expect(await user.crmUnsubscribe(ctx, "v1.u1.promotions.1.sig")).toEqual({ list: "promotions", email: "j***@example.com" });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/crm/unsubscribe?country=JO");
    expect(init?.body).toBe(JSON.stringify({ code: "v1.u1.promotions.1.sig" }));
    const refused = client(400, { status: 400, fault: { error: { code: "INVALID_INPUT", name: "x", message: "m", field: "code" } } });
    await expect(refused.user.crmUnsubscribe(ctx, "forged")).rejects.toMatchObject({ code: "INVALID_INPUT", field: "code" });
    const odd = client(200, { list: "everything", email: "x" });
    await expect(odd.user.crmUnsubscribe(ctx, "v1.u1.promotions.1.sig")).rejects.toThrow(/expected shape/);
  });

  test("a fault body becomes a UserServiceError with code, field, wait and status", async () => {
    const { user } = client(429, { status: 429, fault: { error: { code: "TOO_MANY_ATTEMPTS", name: "x", message: "m", field: "password", retryAfterSeconds: 60 } } });
    const error = await user.authenticate(ctx, "a@b.co", "pw").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserServiceError);
    expect(error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", field: "password", retryAfterSeconds: 60, status: 429 });
  });

  test("a social sign-in refused with ACCOUNT_EXISTS passes on its link token; linkAccounts sends token and password in the body", async () => {
    const refused = client(409, { status: 409, fault: { error: { code: "ACCOUNT_EXISTS", name: "x", message: "m", field: "email", linkToken: "lt-1" } } });
    const error = await refused.user.socialToken(ctx, "c").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "ACCOUNT_EXISTS", linkToken: "lt-1", status: 409 });
    const social = { UID: "u1", UIDSignature: "s", signatureTimestamp: "1", profile: { provider: "sso2", email: "a@b.co", firstName: "L", lastName: "K" }, isAppLogin: false, newUser: false, user: wireUser, token: "t", sessionId: "s1", expiresAt: "2030-01-01T00:00:00.000Z" };
    const { user, fetchImpl } = client(200, social);
    expect((await user.linkAccounts(ctx, "lt-1", "pw")).user.id).toBe("u1");
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/linkAccounts?country=JO");
    expect(init?.body).toBe(JSON.stringify({ linkToken: "lt-1", password: "pw" }));
  });

  test("a social sign-in refused with REGISTRATION_REQUIRED passes on its token; createSocialLoginAccount sends it with the email", async () => {
    const refused = client(409, { status: 409, fault: { error: { code: "REGISTRATION_REQUIRED", name: "x", message: "m", registrationToken: "rt-1" } } });
    expect(await refused.user.socialToken(ctx, "c").catch((caught: unknown) => caught)).toMatchObject({ code: "REGISTRATION_REQUIRED", registrationToken: "rt-1" });
    const social = { UID: "u1", UIDSignature: "s", signatureTimestamp: "1", profile: { provider: "apple", email: "", firstName: "A", lastName: "A" }, isAppLogin: false, newUser: true, user: wireUser, token: "t", sessionId: "s1", expiresAt: "2030-01-01T00:00:00.000Z" };
    const { user, fetchImpl } = client(200, social);
    expect((await user.createSocialLoginAccount(ctx, "rt-1", { email: "a@b.co", subscribeToNewsLetter: true })).user.id).toBe("u1");
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/createSocialLoginAccount?country=JO");
    expect(init?.body).toBe(JSON.stringify({ registrationToken: "rt-1", email: "a@b.co", subscribeToNewsLetter: true }));
  });

  test("a 429 is asked once, never retried, and its wait comes from the body, else from Retry-After", async () => {
    const withBody = client(429, { status: 429, fault: { error: { code: "TOO_MANY_ATTEMPTS", name: "x", message: "m", retryAfterSeconds: 840 } } });
    await expect(withBody.user.validateOTP(ctx, "+962790000001", "123456")).rejects.toMatchObject({ isThrottled: true, retryAfterSeconds: 840 });
    expect(withBody.fetchImpl).toHaveBeenCalledTimes(1);

    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(async () => new Response("slow down", { status: 429, headers: { "Retry-After": "120" } }));
    const bare = new UserClient({ baseURL: "http://svc/user", fetchImpl });
    const error = await bare.authenticate(ctx, "a@b.co", "pw").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserServiceError);
    expect(error).toMatchObject({ code: "TOO_MANY_ATTEMPTS", status: 429, retryAfterSeconds: 120, isThrottled: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  test("the viewer's address travels in x-client-address when the call context has one", async () => {
    const { user, fetchImpl } = client(200, { ok: true });
    await user.sendResetPasswordEmail({ ...ctx, clientAddress: "203.0.113.7" }, "a@b.co");
    await user.sendResetPasswordEmail(ctx, "a@b.co");
    const sent = fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get("x-client-address"));
    expect(sent).toEqual(["203.0.113.7", null]);
  });

  test("the token travels in the token header, and 407 is the invalid token", async () => {
    const { user, fetchImpl } = client(401, { status: 401, fault: { error: { code: "407", name: "Invalid Token", message: "m" } } });
    const error = await user.userData(ctx, "bogus").catch((caught: unknown) => caught);
    expect(error instanceof UserServiceError && error.isInvalidToken).toBe(true);
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get("token")).toBe("bogus");
  });

  test("a reply of the wrong shape is refused at the boundary", async () => {
    const { user } = client(200, { user: { id: 1 } });
    await expect(user.createAccount(ctx, { email: "a@b.co", password: "pw" })).rejects.toThrow(/expected shape/);
  });

  test("setPassword sends only the new password (no currentPassword), with the token", async () => {
    const { user, fetchImpl } = client(200, { ok: true });
    await expect(user.setPassword(ctx, "tok", "first-pass1")).resolves.toBeUndefined();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/updatePassword?country=JO");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ newPassword: "first-pass1" });
    expect(new Headers(init?.headers).get("token")).toBe("tok");
  });

  test.each(["PASSWORD_ALREADY_SET", "EMAIL_REQUIRED"])("setPassword's refusal %s keeps its code", async (code) => {
    const { user } = client(409, { status: 409, fault: { error: { code, name: "x", message: "m" } } });
    const error = await user.setPassword(ctx, "tok", "first-pass1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UserServiceError);
    expect(error).toMatchObject({ code, status: 409, field: undefined });
  });

  test("deleteAccount sends the password when given and an empty body when not", async () => {
    const { user, fetchImpl } = client(200, { ok: true });
    await user.deleteAccount(ctx, "tok", "secret-1");
    await user.deleteAccount(ctx, "tok");
    const bodies = fetchImpl.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      ["http://svc/user/deleteAccount?country=JO", { password: "secret-1" }],
      ["http://svc/user/deleteAccount?country=JO", {}],
    ]);
  });

  test("deleteAccount with a wrong password is INVALID_CREDENTIALS on the password field", async () => {
    const { user } = client(401, { status: 401, fault: { error: { code: "INVALID_CREDENTIALS", name: "x", message: "m", field: "password" } } });
    await expect(user.deleteAccount(ctx, "tok", "nope")).rejects.toMatchObject({ code: "INVALID_CREDENTIALS", field: "password" });
  });

  test("killSessions resolves to the number of sessions ended, and refuses a reply without it", async () => {
    const { user, fetchImpl } = client(200, { ok: true, revoked: 3 });
    expect(await user.killSessions(ctx, "tok")).toBe(3);
    expect(String(fetchImpl.mock.calls[0]?.[0])).toBe("http://svc/user/killSessions?country=JO");
    await expect(client(200, { ok: true }).user.killSessions(ctx, "tok")).rejects.toThrow(/expected shape/);
  });

  test("verifyEmail posts the code in the body and passes on the grant of a proof that needs a new password", async () => {
    const { user, fetchImpl } = client(200, { user: { ...wireUser, hasPassword: false }, passwordResetCode: "grant-1" });
    const proof = await user.verifyEmail(ctx, "c0de");
    expect(proof).toMatchObject({ passwordResetCode: "grant-1", user: { id: "u1", hasPassword: false } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(url)).toBe("http://svc/user/v2/verify-email?country=JO");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ code: "c0de" });

    const plain = await client(200, { user: wireUser }).user.verifyEmail(ctx, "c0de");
    expect(plain).not.toHaveProperty("passwordResetCode");
    await expect(client(200, { user: wireUser, passwordResetCode: "" }).user.verifyEmail(ctx, "c0de")).rejects.toThrow(/expected shape/);
  });

  test("a user reply without the settings details still reads, and leaves them out", async () => {
    const { country: _country, hasPassword: _hasPassword, subscribeToPromotion: _promotion, subscribeToNewsLetter: _news, ...bare } = wireUser;
    const { user } = client(200, { user: bare });
    const account = await user.userData(ctx, "t0k3n");
    expect(account).not.toHaveProperty("hasPassword");
    expect(account).not.toHaveProperty("country");
  });
});

describe("a call that hashes a password", () => {
  /** A service that answers every call after `delayMs`, unless the caller has given up by then. */
  function slowService(delayMs: number) {
    const fetchImpl = vi.fn<typeof fetch>().mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(new Response(JSON.stringify({ user: wireUser, token: "t", sessionId: "s", expiresAt: "2030-01-01T00:00:00Z", ok: true }), { status: 200 })), delayMs);
          init?.signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(init.signal?.reason);
          });
        }),
    );
    return new UserClient({ baseURL: "http://svc/user", fetchImpl, timeoutMs: 50, hashingTimeoutMs: 2000 });
  }

  test("is given the request's budget, not a plain call's timeout: a sign-in queued behind other hashes still answers", async () => {
    const user = slowService(200);
    await expect(user.authenticate(ctx, "a@b.co", "pw")).resolves.toMatchObject({ token: "t" });
    await expect(user.resetPassword(ctx, "code", "New-pass-2026!")).resolves.toBeUndefined();
  });

  test("a plain call as slow still times out", async () => {
    await expect(slowService(200).logout(ctx, "t")).rejects.toBeInstanceOf(Error);
  });
});
