import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, fakeClock, faultOf, latestMessage, outboxCount, signIn, signInSchema, userReplySchema } from "./testClient";

let services: TestServices;
const clock = fakeClock();

beforeAll(async () => {
  services = await startTestServices({ now: clock.now });
});
afterAll(() => services.close());

describe("a visitor who signs up with an email", () => {
  const email = "New.Person@Example.com";
  test("gets an account, a verification link in the outbox, and is verified by the link's code and a new password", async () => {
    const created = await call(services, "/user/createAccount", {
      body: { email, password: "abcdef12", firstName: "Nadia" },
      headers: { language: "en" },
    });
    expect(created.status).toBe(200);
    const { user } = userReplySchema.parse(created.body);
    expect(user).toMatchObject({ email: "new.person@example.com", emailVerified: false, newUser: true, hasPassword: true });

    const message = await latestMessage(services, "new.person@example.com");
    expect(message.kind).toBe("verify-email");
    expect(message.link).toBe(`http://localhost:3000/en/hub/verification?code=${message.code}`);

    expect(message.text).toContain("asks you to choose a new password");

    // The password was set before the mailbox was proved: the proof asks for a new one (mailboxProof.test.ts).
    const verified = await call(services, "/user/v2/verify-email", { body: { code: message.code } });
    const proof = userReplySchema.extend({ passwordResetCode: z.string() }).parse(verified.body);
    expect(proof.user).toMatchObject({ emailVerified: false, hasPassword: false });
    const again = await call(services, "/user/verifyEmail", { body: { code: message.code } });
    expect(faultOf(again).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "code" });
    await call(services, "/user/resetPassword", { body: { code: proof.passwordResetCode, newPassword: "ghijkl34" } });

    const session = await signIn(services, email, "ghijkl34");
    const status = await call(services, "/user/userStatus", { token: session.token });
    expect(userReplySchema.parse(status.body).user).toMatchObject({ emailVerified: true, newUser: false });
  });

  test("is refused a second account with the same email, and a weak password", async () => {
    const taken = await call(services, "/user/createAccount", { body: { email, password: "abcdef12" } });
    expect(taken.status).toBe(409);
    expect(faultOf(taken).fault.error).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    const weak = await call(services, "/user/createAccount", { body: { email: "weak@example.com", password: "abcdefgh" } });
    expect(faultOf(weak)).toMatchObject({ status: 400, fault: { error: { code: "WEAK_PASSWORD", field: "password" } } });
    const badEmail = await call(services, "/user/createAccount", { body: { email: "not-an-email", password: "abcdef12" } });
    expect(faultOf(badEmail).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "email" });
  });

  test("records the platform it registers on, when told one of the three", async () => {
    const android = await call(services, "/user/createAccount", { body: { email: "droid@example.com", password: "abcdef12", platform: "android" } });
    expect(userReplySchema.parse(android.body).user).toMatchObject({ registrationPlatform: "android" });
    const unsaid = await call(services, "/user/createAccount", { body: { email: "api@example.com", password: "abcdef12" } });
    expect(userReplySchema.parse(unsaid.body).user).not.toHaveProperty("registrationPlatform");
    const odd = await call(services, "/user/createAccount", { body: { email: "tv@example.com", password: "abcdef12", platform: "tv" } });
    expect(faultOf(odd).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "platform" });
  });
});

describe("signing in with email and password", () => {
  test("answers the user, a token, a session id and an expiry six hours ahead", async () => {
    const reply = await call(services, "/user/authenticate", { body: { email: "subscribed@shasha.test", password: seedPassword } });
    const session = signInSchema.parse(reply.body);
    expect(session.user.userCalculatedStatus).toBe("SUBSCRIBED");
    expect(Date.parse(session.expiresAt) - clock.now().getTime()).toBe(6 * 60 * 60 * 1000);
  });

  test("with a wrong password is INVALID_CREDENTIALS on the password field", async () => {
    const reply = await call(services, "/user/authenticate", { body: { email: "registered@shasha.test", password: "nope12345" } });
    expect(reply.status).toBe(401);
    expect(faultOf(reply).fault.error).toMatchObject({ code: "INVALID_CREDENTIALS", name: "Invalid Credentials", field: "password" });
  });

  test.each([
    ["registered@shasha.test", "REGISTERED", undefined],
    ["subscribed@shasha.test", "SUBSCRIBED", "ACTIVE"],
    ["canceled@shasha.test", "SUBSCRIBED", "ACTIVE_CANCELED"],
    ["suspended@shasha.test", "SUSPENDED", "REMOVED"],
  ])("works for the seeded user %s (%s)", async (email, calculated, status) => {
    const { user } = await signIn(services, email, seedPassword);
    expect(user.userCalculatedStatus).toBe(calculated);
    expect(user.subscriptions[0]?.subscriptionStatus).toBe(status);
  });
});

describe("a forgotten password", () => {
  test("is reset with the code from the outbox, once", async () => {
    await call(services, "/user/createAccount", { body: { email: "forgetful@example.com", password: "first-pass1" } });
    const sent = await call(services, "/user/sendResetPasswordEmail", { body: { email: "forgetful@example.com" }, headers: { language: "fr" } });
    expect(sent.body).toEqual({ ok: true });
    const message = await latestMessage(services, "forgetful@example.com");
    expect(message.link).toBe(`http://localhost:3000/fr/hub/reset-password?code=${message.code}`);

    const reset = await call(services, "/user/resetPassword", { body: { code: message.code, newPassword: "second-pass2" } });
    expect(reset.body).toEqual({ ok: true });
    expect((await signIn(services, "forgetful@example.com", "second-pass2")).user.email).toBe("forgetful@example.com");
    const reused = await call(services, "/user/resetPassword", { body: { code: message.code, newPassword: "third-pass3" } });
    expect(faultOf(reused).fault.error.code).toBe("INVALID_INPUT");
  });

  test("for an unknown email still answers ok and sends nothing", async () => {
    const reply = await call(services, "/user/sendResetPasswordEmail", { body: { email: "nobody@example.com" } });
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(await outboxCount(services, "nobody@example.com")).toBe(0);
  });
});

describe("a session", () => {
  test("ends with logout: the token is then unknown (fault code 407)", async () => {
    const { token } = await signIn(services, "registered@shasha.test", seedPassword);
    expect((await call(services, "/user/logout", { method: "POST", token })).body).toEqual({ ok: true });
    const after = await call(services, "/user/userData", { token });
    expect(after.status).toBe(401);
    expect(faultOf(after)).toEqual({
      status: 401,
      fault: { error: { code: "407", name: "Invalid Token", message: expect.any(String) } },
    });
  });

  test("expires after six hours with SESSION_EXPIRED, which is not 407", async () => {
    const { token } = await signIn(services, "registered@shasha.test", seedPassword);
    clock.advance(6 * 60 * 60 * 1000 - 1000);
    expect((await call(services, "/user/userStatus", { token })).status).toBe(200);
    clock.advance(1000);
    const expired = await call(services, "/user/userStatus", { token });
    expect(expired.status).toBe(401);
    expect(faultOf(expired).fault.error).toMatchObject({ code: "SESSION_EXPIRED", name: "Session Expired" });
  });

  test("without a token is 407 and an unknown path answers the fault shape", async () => {
    expect(faultOf(await call(services, "/user/userStatus")).fault.error.code).toBe("407");
    expect(faultOf(await call(services, "/user/nope")).fault.error.code).toBe("NOT_FOUND");
    const badJson = await call(services, "/user/authenticate", { body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(faultOf(badJson)).toMatchObject({ status: 400, fault: { error: { code: "INVALID_INPUT" } } });
  });
});
