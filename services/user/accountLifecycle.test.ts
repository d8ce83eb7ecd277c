import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { databaseFileName } from "../db/openDatabase";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, phoneSignIn, signIn, socialSignIn, socialToken, userReplySchema } from "./testClient";

let services: TestServices;

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

const hasPassword = async (token: string) => userReplySchema.parse((await call(services, "/user/userStatus", { token })).body).user.hasPassword;

/** What the database still holds of a user, table by table (read beside the running suite). */
function rowsOf(userId: string, phone = "") {
  const db = new Database(path.join(services.dataDir, databaseFileName), { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string, ...values: string[]) => z.number().parse(db.prepare(sql).pluck().get(...values));
    return {
      users: count("SELECT count(*) FROM users WHERE id = ?", userId),
      sessions: count("SELECT count(*) FROM user_sessions WHERE user_id = ?", userId),
      profiles: count("SELECT count(*) FROM profiles WHERE user_id = ?", userId),
      settings: count("SELECT count(*) FROM profile_settings WHERE user_id = ?", userId),
      identities: count("SELECT count(*) FROM user_identities WHERE user_id = ?", userId),
      subscriptions: count("SELECT count(*) FROM user_subscriptions WHERE user_id = ?", userId),
      codes: count("SELECT count(*) FROM user_codes WHERE target IN (?, ?)", userId, phone),
    };
  } finally {
    db.close();
  }
}

describe("setting a first password (spec 2 set-password)", () => {
  test("lets a social account add one and then sign in with it; a second one is PASSWORD_ALREADY_SET", async () => {
    const social = await socialSignIn(services, "facebook");
    expect(social.user).toMatchObject({ loginProvider: "facebook", hasPassword: false });
    const weak = await call(services, "/user/updatePassword", { body: { newPassword: "short" }, token: social.token });
    expect(faultOf(weak).fault.error).toMatchObject({ code: "WEAK_PASSWORD", field: "newPassword" });

    const set = await call(services, "/user/updatePassword", { body: { newPassword: "first-pass1" }, token: social.token });
    expect(set).toMatchObject({ status: 200, body: { ok: true } });
    expect(await hasPassword(social.token)).toBe(true);
    expect((await signIn(services, "facebook.tester@shasha.test", "first-pass1")).user.id).toBe(social.user.id);

    const again = await call(services, "/user/updatePassword", { body: { newPassword: "other-pass2" }, token: social.token });
    expect(again.status).toBe(409);
    expect(faultOf(again).fault.error).toEqual({
      code: "PASSWORD_ALREADY_SET",
      name: "Password Already Set",
      message: "This account already has a password; change it instead.",
    });
    // With currentPassword the call is still a change.
    const changed = await call(services, "/user/updatePassword", {
      body: { currentPassword: "first-pass1", newPassword: "other-pass2" },
      token: social.token,
    });
    expect(changed.body).toEqual({ ok: true });
    expect((await signIn(services, "facebook.tester@shasha.test", "other-pass2")).user.id).toBe(social.user.id);
  });

  test("is refused for an account that has a password, which stays as it was", async () => {
    const { token } = await signIn(services, "registered@shasha.test", seedPassword);
    const reply = await call(services, "/user/updatePassword", { body: { newPassword: "taken-over1" }, token });
    expect(reply.status).toBe(409);
    expect(faultOf(reply).fault.error.code).toBe("PASSWORD_ALREADY_SET");
    expect(faultOf(reply).fault.error).not.toHaveProperty("field");
    const attempt = await call(services, "/user/authenticate", { body: { email: "registered@shasha.test", password: "taken-over1" } });
    expect(faultOf(attempt).fault.error.code).toBe("INVALID_CREDENTIALS");
  });

  test("is refused for a phone-only account: there is no email to sign in with", async () => {
    const phone = await phoneSignIn(services, "+962790000001", "JO");
    expect(phone.user).toMatchObject({ email: null, hasPassword: false });
    const reply = await call(services, "/user/updatePassword", { body: { newPassword: "phone-pass1" }, token: phone.token });
    expect(reply.status).toBe(409);
    expect(faultOf(reply).fault.error).toEqual({
      code: "EMAIL_REQUIRED",
      name: "Email Required",
      message: "A password needs an email address to sign in with.",
    });
    expect(await hasPassword(phone.token)).toBe(false);
  });
});

describe("deleting the account", () => {
  const email = "subscribed@shasha.test";

  test("asks an account with a password for it: missing is INVALID_INPUT, wrong INVALID_CREDENTIALS, both on password", async () => {
    const { token } = await signIn(services, email, seedPassword);
    const missing = await call(services, "/user/deleteAccount", { method: "POST", token });
    expect(faultOf(missing)).toMatchObject({ status: 400, fault: { error: { code: "INVALID_INPUT", field: "password" } } });
    const wrong = await call(services, "/user/deleteAccount", { body: { password: "not-it-123" }, token });
    expect(faultOf(wrong)).toMatchObject({ status: 401, fault: { error: { code: "INVALID_CREDENTIALS", field: "password" } } });
    expect((await call(services, "/user/userStatus", { token })).status).toBe(200);
  });

  test("removes everything of the user at once, keeps the outbox, and frees the email", async () => {
    const first = await signIn(services, email, seedPassword);
    const otherDevice = await signIn(services, email, seedPassword);
    const userId = first.user.id;
    await call(services, "/userprofile/settings", { method: "PATCH", body: { pin: "1234" }, token: first.token });
    await call(services, "/user/sendResetPasswordEmail", { body: { email } });
    const resetCode = (await latestMessage(services, email)).code ?? "";
    expect(rowsOf(userId)).toMatchObject({ users: 1, profiles: 3, settings: 1, subscriptions: 1, codes: 1 });

    const deleted = await call(services, "/user/deleteAccount", { body: { password: seedPassword }, token: first.token, headers: { language: "fr" } });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect(rowsOf(userId)).toEqual({ users: 0, sessions: 0, profiles: 0, settings: 0, identities: 0, subscriptions: 0, codes: 0 });

    for (const token of [first.token, otherDevice.token]) {
      const after = await call(services, "/user/userStatus", { token });
      expect(faultOf(after)).toMatchObject({ status: 401, fault: { error: { code: "407" } } });
    }
    const profiles = await call(services, "/userprofile/profiles/me", { token: first.token });
    expect(faultOf(profiles).fault.error.code).toBe("407");
    const message = await latestMessage(services, email);
    expect(message).toMatchObject({ kind: "account-deleted", subject: "Votre compte a été supprimé" });
    const reset = await call(services, "/user/resetPassword", { body: { code: resetCode, newPassword: "revived-12" } });
    expect(faultOf(reset).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "code" });

    const again = await call(services, "/user/createAccount", { body: { email, password: "fresh-start1" } });
    const { user } = userReplySchema.parse(again.body);
    expect(user).toMatchObject({ newUser: true, userCalculatedStatus: "REGISTERED", subscriptions: [] });
    expect(user.id).not.toBe(userId);
    const fresh = await signIn(services, email, "fresh-start1");
    const list = await call(services, "/userprofile/profiles/me", { token: fresh.token });
    expect(z.object({ profiles: z.array(z.object({ default: z.boolean() })) }).parse(list.body).profiles).toEqual([{ default: true }]);
  });

  test("of a password-less social account needs no password, and unlinks the identity", async () => {
    const social = await socialSignIn(services, "apple");
    expect(rowsOf(social.user.id)).toMatchObject({ identities: 1, profiles: 1 });
    const deleted = await call(services, "/user/deleteAccount", { method: "POST", token: social.token });
    expect(deleted.body).toEqual({ ok: true });
    expect(rowsOf(social.user.id)).toMatchObject({ users: 0, identities: 0, profiles: 0 });
    expect(faultOf(await call(services, "/user/userData", { token: social.token })).fault.error.code).toBe("407");
    // No language asked: Arabic, like the other emails.
    expect(await latestMessage(services, "apple.tester@shasha.test")).toMatchObject({ kind: "account-deleted", subject: "تم حذف حسابك" });
    const back = await socialSignIn(services, "apple");
    expect(back.newUser).toBe(true);
    expect(back.user.id).not.toBe(social.user.id);
  });
  test("of a phone account sends no email and leaves no code that would sign in again", async () => {
    const phone = "+962790000777";
    const signedIn = await phoneSignIn(services, phone, "JO");
    await call(services, "/user/sendPhoneVerificationCode", { body: { phone, country: "JO" } });
    const pending = (await latestMessage(services, phone)).code ?? "";
    expect(rowsOf(signedIn.user.id, phone)).toMatchObject({ users: 1, codes: 2 });

    expect((await call(services, "/user/deleteAccount", { method: "POST", token: signedIn.token })).body).toEqual({ ok: true });
    expect(rowsOf(signedIn.user.id, phone)).toMatchObject({ users: 0, codes: 0 });
    expect((await latestMessage(services, phone)).kind).toBe("otp");
    const reused = await call(services, "/user/validateOTP", { body: { phone, otp: pending } });
    expect(faultOf(reused).fault.error.code).toBe("OTP_INVALID");
  });
});

describe("signing out everywhere else (spec 7 killSessions)", () => {
  test("keeps the calling session and ends every other one", async () => {
    const email = "canceled@shasha.test";
    const here = await signIn(services, email, seedPassword);
    const phone = await signIn(services, email, seedPassword);
    const laptop = await signIn(services, email, seedPassword);
    const elsewhere = await signIn(services, "registered@shasha.test", seedPassword);

    const reply = await call(services, "/user/killSessions", { method: "POST", token: here.token });
    expect(reply).toMatchObject({ status: 200, body: { ok: true, revoked: 2 } });
    expect((await call(services, "/user/userStatus", { token: here.token })).status).toBe(200);
    for (const token of [phone.token, laptop.token]) {
      expect(faultOf(await call(services, "/user/userStatus", { token })).fault.error.code).toBe("407");
    }
    expect((await call(services, "/user/userStatus", { token: elsewhere.token })).status).toBe(200);
    expect((await call(services, "/user/killSessions", { method: "POST", token: here.token })).body).toEqual({ ok: true, revoked: 0 });
  });

  test("without a valid token is 407", async () => {
    expect(faultOf(await call(services, "/user/killSessions", { method: "POST", token: "nope" })).fault.error.code).toBe("407");
  });
});

const statusOf = async (token: string) => (await call(services, "/user/userStatus", { token })).status;

describe("changing the password", () => {
  test("ends every other session of the account and keeps the calling one", async () => {
    const email = "changer@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "first-pass1" } });
    const here = await signIn(services, email, "first-pass1");
    const other = await signIn(services, email, "first-pass1");
    const changed = await call(services, "/user/updatePassword", { body: { currentPassword: "first-pass1", newPassword: "second-pass2" }, token: here.token });
    expect(changed.body).toEqual({ ok: true });
    expect(await statusOf(here.token)).toBe(200);
    expect(faultOf(await call(services, "/user/userStatus", { token: other.token })).fault.error.code).toBe("407");
  });

  test("with a wrong current password ends nothing", async () => {
    const email = "keeper@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "first-pass1" } });
    const here = await signIn(services, email, "first-pass1");
    const other = await signIn(services, email, "first-pass1");
    await call(services, "/user/updatePassword", { body: { currentPassword: "wrong-pass1", newPassword: "second-pass2" }, token: here.token });
    expect(await statusOf(other.token)).toBe(200);
  });
});

describe("resetting the password with the emailed link", () => {
  test("ends every session of the account and marks its email verified", async () => {
    const email = "resetter@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "first-pass1" } });
    const sessions = [await signIn(services, email, "first-pass1"), await signIn(services, email, "first-pass1")];
    await call(services, "/user/sendResetPasswordEmail", { body: { email } });
    const code = (await latestMessage(services, email)).code ?? "";
    expect((await call(services, "/user/resetPassword", { body: { code, newPassword: "second-pass2" } })).body).toEqual({ ok: true });
    for (const { token } of sessions) expect(faultOf(await call(services, "/user/userStatus", { token })).fault.error.code).toBe("407");
    expect((await signIn(services, email, "second-pass2")).user.emailVerified).toBe(true);
  });

  test("lets the owner of an email take back an account someone else signed up with and never verified", async () => {
    const email = "owner@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "squatter-1" }, headers: { language: "en" } });
    const squatter = await signIn(services, email, "squatter-1");
    expect(squatter.user.emailVerified).toBe(false);
    const taken = await call(services, "/user/createAccount", { body: { email, password: "owner-pass1" } });
    expect(faultOf(taken).fault.error.code).toBe("EMAIL_TAKEN");
    expect((await latestMessage(services, email)).text).toContain("if someone else created it with your email, they lose it");

    await call(services, "/user/sendResetPasswordEmail", { body: { email }, headers: { language: "en" } });
    const code = (await latestMessage(services, email)).code ?? "";
    await call(services, "/user/resetPassword", { body: { code, newPassword: "owner-pass1" } });
    expect(faultOf(await call(services, "/user/userStatus", { token: squatter.token })).fault.error.code).toBe("407");
    const squatterAgain = await call(services, "/user/authenticate", { body: { email, password: "squatter-1" } });
    expect(faultOf(squatterAgain).fault.error.code).toBe("INVALID_CREDENTIALS");
    expect((await signIn(services, email, "owner-pass1")).user).toMatchObject({ emailVerified: true });
  });

  test("cannot be used twice by two resets racing with one link", async () => {
    const email = "racer@example.com";
    await call(services, "/user/createAccount", { body: { email, password: "first-pass1" } });
    await call(services, "/user/sendResetPasswordEmail", { body: { email } });
    const code = (await latestMessage(services, email)).code ?? "";
    const replies = await Promise.all(
      ["second-pass2", "third-pass3"].map((newPassword) => call(services, "/user/resetPassword", { body: { code, newPassword } })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
  });
});

describe("a password stored with weaker scrypt parameters", () => {
  test("is rehashed with today's parameters at the next good sign-in", async () => {
    const storedHash = (): string => {
      const db = new Database(path.join(services.dataDir, databaseFileName), { readonly: true, fileMustExist: true });
      try {
        return z.string().parse(db.prepare("SELECT password_hash FROM users WHERE email = 'suspended@shasha.test'").pluck().get());
      } finally {
        db.close();
      }
    };
    expect(storedHash()).toMatch(/^scrypt\$16384\$8\$1\$/);
    const previous = process.env.SHASHA_TEST_SCRYPT_LOG2N;
    process.env.SHASHA_TEST_SCRYPT_LOG2N = "15";
    try {
      await signIn(services, "suspended@shasha.test", seedPassword);
      expect(storedHash()).toMatch(/^scrypt\$32768\$8\$1\$/);
      await signIn(services, "suspended@shasha.test", seedPassword);
    } finally {
      process.env.SHASHA_TEST_SCRYPT_LOG2N = previous;
    }
  });
});

/** The email link's proof, and the new password it asks for (the account had one before the proof). */
async function proveMailbox(email: string): Promise<void> {
  const code = (await latestMessage(services, email)).code ?? "";
  const proof = z.object({ passwordResetCode: z.string() }).parse((await call(services, "/user/v2/verify-email", { body: { code } })).body);
  await call(services, "/user/resetPassword", { body: { code: proof.passwordResetCode, newPassword: "site-pass2" } });
  expect((await signIn(services, email, "site-pass2")).user.emailVerified).toBe(true);
}

describe("a social sign-in whose email already has an account", () => {
  test("is ACCOUNT_EXISTS (409) while the account has not verified its email, and links once it has (proof and new password)", async () => {
    const email = "google.tester@shasha.test";
    const created = userReplySchema.parse((await call(services, "/user/createAccount", { body: { email, password: "site-pass1" } })).body);
    const refused = await socialToken(services, "googleplus");
    expect(refused.status).toBe(409);
    expect(faultOf(refused).fault.error).toMatchObject({ code: "ACCOUNT_EXISTS", name: "Account Exists", field: "email" });
    expect(rowsOf(created.user.id)).toMatchObject({ identities: 0 });

    await proveMailbox(email);
    const linked = await socialSignIn(services, "googleplus");
    expect(linked).toMatchObject({ newUser: false, user: { id: created.user.id } });
  });

  test("is ACCOUNT_EXISTS when the provider does not vouch for the email, even for a verified account", async () => {
    const email = "sso2.tester@shasha.test";
    const created = userReplySchema.parse((await call(services, "/user/createAccount", { body: { email, password: "site-pass1" } })).body);
    await proveMailbox(email);
    expect(faultOf(await socialToken(services, "sso2")).fault.error.code).toBe("ACCOUNT_EXISTS");
    expect(rowsOf(created.user.id)).toMatchObject({ identities: 0 });
  });
});

describe("a social sign-up through a provider that does not verify emails", () => {
  test("creates an account whose email is not verified and sends it a verification email", async () => {
    const own = await startTestServices();
    try {
      const signedUp = await socialSignIn(own, "sso2");
      expect(signedUp).toMatchObject({ newUser: true, user: { email: "sso2.tester@shasha.test", emailVerified: false } });
      expect(await latestMessage(own, "sso2.tester@shasha.test")).toMatchObject({ kind: "verify-email" });
      expect((await socialSignIn(own, "sso2")).user.id).toBe(signedUp.user.id);
    } finally {
      await own.close();
    }
  });
});
