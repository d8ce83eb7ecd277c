/**
 * Account pre-hijacking (issue 27): someone signs up with another person's email and sets the password. Opening the
 * email's link verifies nothing (a mail scanner or link preview opens it too); the verify call is a POST, and proving
 * the mailbox on an account whose password predates the proof ends every session of it and requires a new password.
 * Until that is set, a social sign-in with the email is ACCOUNT_EXISTS and links nothing.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { databaseFileName } from "../db/openDatabase";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, latestMessage, signIn, signInSchema, socialSignIn, socialToken, userReplySchema } from "./testClient";

/**
 * The slow secret work (scrypt) held open on demand, to let a proof land while a request with the old password is
 * between its check and its write: `verify` holds the next password check, `hash` the next new hash.
 */
const gate = vi.hoisted(() => ({ on: "verify" as "verify" | "hash", hold: undefined as Promise<void> | undefined, entered: () => {} }));
vi.mock("./secrets", async (importOriginal) => {
  const original = await importOriginal<typeof import("./secrets")>();
  const held = async (kind: "verify" | "hash") => {
    if (gate.hold === undefined || gate.on !== kind) return;
    const hold = gate.hold;
    gate.hold = undefined;
    gate.entered();
    await hold;
  };
  return {
    ...original,
    verifySecret: async (secret: string, stored: string | null) => {
      const result = await original.verifySecret(secret, stored);
      await held("verify");
      return result;
    },
    hashSecret: async (secret: string) => {
      const result = await original.hashSecret(secret);
      await held("hash");
      return result;
    },
  };
});

/** Holds the next `kind` of secret work; `entered` resolves once a request is held, `release` lets it go on. */
function holdNext(kind: "verify" | "hash") {
  let release = () => {};
  const entered = new Promise<void>((resolve) => {
    gate.entered = resolve;
  });
  gate.on = kind;
  gate.hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { entered, release };
}

let services: TestServices;

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

const proofSchema = userReplySchema.extend({ passwordResetCode: z.string().min(1).optional() });

/** The signed-in sessions the squatter holds, from two devices. */
async function squat(own: TestServices, email: string, password: string) {
  const created = await call(own, "/user/createAccount", { body: { email, password }, headers: { language: "en" } });
  const first = signInSchema.parse(created.body);
  const second = await signIn(own, email, password);
  return { userId: first.user.id, tokens: [first.token, second.token] };
}

async function verificationCode(own: TestServices, email: string): Promise<string> {
  const message = await latestMessage(own, email);
  expect(message.kind).toBe("verify-email");
  return message.code ?? "";
}

const tokenState = async (own: TestServices, token: string) => {
  const reply = await call(own, "/user/userStatus", { token });
  return reply.status === 200 ? "live" : faultOf(reply).fault.error.code;
};

function identitiesOf(own: TestServices, userId: string): number {
  const db = new Database(path.join(own.dataDir, databaseFileName), { readonly: true, fileMustExist: true });
  try {
    return z.number().parse(db.prepare("SELECT count(*) FROM user_identities WHERE user_id = ?").pluck().get(userId));
  } finally {
    db.close();
  }
}

describe("the verify call", () => {
  test.each(["/user/v2/verify-email", "/user/verifyEmail"])("%s verifies nothing on a GET (a link preview): 405, and the code still works by POST", async (verifyPath) => {
    const email = `preview${verifyPath.replace(/\W/g, "-")}@example.com`;
    await squat(services, email, "first-pass1");
    const code = await verificationCode(services, email);
    for (const method of ["GET", "HEAD"]) {
      const opened = await call(services, `${verifyPath}?code=${encodeURIComponent(code)}`, { method });
      expect(opened.status).toBe(405);
    }
    const posted = await call(services, verifyPath, { body: { code } });
    expect(posted.status).toBe(200);
    expect(proofSchema.parse(posted.body).passwordResetCode).toBeDefined();
  });
});

describe("confirming from a browser signed in to that very account", () => {
  test("is a plain confirmation: its holder knows the password, so nothing is ended or removed", async () => {
    const email = "holder@example.com";
    const { tokens } = await squat(services, email, "holder-pass1");
    const code = await verificationCode(services, email);
    const proof = proofSchema.parse((await call(services, "/user/v2/verify-email", { body: { code }, token: tokens[0] })).body);
    expect(proof.passwordResetCode).toBeUndefined();
    expect(proof.user).toMatchObject({ email, hasPassword: true, emailVerified: true });
    for (const token of tokens) expect(await tokenState(services, token)).toBe("live");
  });

  test.each([
    ["a session of another account", true],
    ["a forged session", false],
  ])("%s proves nothing: the takeover rule applies", async (_name, otherAccount) => {
    const email = `not-holder-${otherAccount ? "other" : "forged"}@example.com`;
    const { tokens } = await squat(services, email, "squatter-1");
    const token = otherAccount ? ((await squat(services, `bystander-${email}`, "bystander-1")).tokens[0] ?? "") : "forged-session-token";
    const reply = await call(services, "/user/v2/verify-email", { body: { code: await verificationCode(services, email) }, token });
    expect(proofSchema.parse(reply.body).passwordResetCode).toEqual(expect.any(String));
    for (const held of tokens) expect(await tokenState(services, held)).toBe("407");
  });
});

describe("proving the mailbox of an account whose password predates the proof", () => {
  test("ends every session, removes the password and answers a one-time grant to set a new one", async () => {
    const email = "squatted@example.com";
    const { tokens } = await squat(services, email, "squatter-1");
    for (const token of tokens) expect(await tokenState(services, token)).toBe("live");

    const proof = proofSchema.parse((await call(services, "/user/v2/verify-email", { body: { code: await verificationCode(services, email) } })).body);
    expect(proof.user).toMatchObject({ email, hasPassword: false, emailVerified: false });
    expect(proof.passwordResetCode).toEqual(expect.any(String));

    for (const token of tokens) expect(await tokenState(services, token)).toBe("407");
    const oldPassword = await call(services, "/user/authenticate", { body: { email, password: "squatter-1" } });
    expect(faultOf(oldPassword).fault.error).toMatchObject({ code: "INVALID_CREDENTIALS" });
    // The squatter cannot put a password back either: no session is left to set a first one with.
    const firstPassword = await call(services, "/user/updatePassword", { body: { newPassword: "squatter-2" }, token: tokens[0] });
    expect(faultOf(firstPassword).fault.error.code).toBe("407");
  });

  test("until the new password is set, a social sign-in with the email is ACCOUNT_EXISTS and links nothing; after it the account works", async () => {
    const own = await startTestServices();
    try {
      const email = "google.tester@shasha.test";
      const { userId, tokens } = await squat(own, email, "squatter-1");
      const proof = proofSchema.parse((await call(own, "/user/v2/verify-email", { body: { code: await verificationCode(own, email) } })).body);
      const grant = proof.passwordResetCode ?? "";

      const refused = await socialToken(own, "googleplus");
      expect(refused.status).toBe(409);
      expect(faultOf(refused).fault.error).toMatchObject({ code: "ACCOUNT_EXISTS", field: "email" });
      expect(identitiesOf(own, userId)).toBe(0);

      expect((await call(own, "/user/resetPassword", { body: { code: grant, newPassword: "owner-pass1" } })).body).toEqual({ ok: true });
      const reused = await call(own, "/user/resetPassword", { body: { code: grant, newPassword: "squatter-3" } });
      expect(faultOf(reused).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "code" });

      const owner = await signIn(own, email, "owner-pass1");
      expect(owner.user).toMatchObject({ id: userId, emailVerified: true, hasPassword: true });
      expect(await tokenState(own, owner.token)).toBe("live");
      for (const token of tokens) expect(await tokenState(own, token)).toBe("407");
      const linked = await socialSignIn(own, "googleplus");
      expect(linked).toMatchObject({ newUser: false, user: { id: userId } });
      expect(identitiesOf(own, userId)).toBe(1);
      // Verified now: the same link (or a later one) changes nothing more.
      const again = await call(own, "/user/sendVerificationEmail", { method: "POST", token: owner.token });
      expect(again.status).toBe(200);
      const later = proofSchema.parse((await call(own, "/user/verifyEmail", { body: { code: await verificationCode(own, email) } })).body);
      expect(later.passwordResetCode).toBeUndefined();
      expect(await tokenState(own, owner.token)).toBe("live");
    } finally {
      await own.close();
    }
  });

  test("a lost grant is no dead end: Forgot password completes the proof the same way", async () => {
    const email = "lost-grant@example.com";
    await squat(services, email, "squatter-1");
    await call(services, "/user/v2/verify-email", { body: { code: await verificationCode(services, email) } });
    await call(services, "/user/sendResetPasswordEmail", { body: { email } });
    const reset = await latestMessage(services, email);
    expect(reset.kind).toBe("reset-password");
    await call(services, "/user/resetPassword", { body: { code: reset.code ?? "", newPassword: "owner-pass1" } });
    expect((await signIn(services, email, "owner-pass1")).user.emailVerified).toBe(true);
  });

  test("a sign-in with the old password already being checked when the proof lands gets no session", async () => {
    const email = "racing-squatter@example.com";
    await squat(services, email, "squatter-1");
    const code = await verificationCode(services, email);
    const { entered, release } = holdNext("verify");
    try {
      const signingIn = call(services, "/user/authenticate", { body: { email, password: "squatter-1" } });
      await entered;
      const proof = proofSchema.parse((await call(services, "/user/v2/verify-email", { body: { code } })).body);
      expect(proof.passwordResetCode).toBeDefined();
      release();
      const late = await signingIn;
      expect(late.status).toBe(401);
      expect(faultOf(late).fault.error.code).toBe("INVALID_CREDENTIALS");
    } finally {
      gate.hold = undefined;
      release();
    }
  });

  test("a password change whose new password is being hashed when the proof lands changes nothing", async () => {
    const email = "racing-change@example.com";
    const { tokens } = await squat(services, email, "squatter-1");
    const code = await verificationCode(services, email);
    const { entered, release } = holdNext("hash");
    try {
      const changing = call(services, "/user/updatePassword", { body: { currentPassword: "squatter-1", newPassword: "squatter-2" }, token: tokens[0] });
      await entered;
      const proof = proofSchema.parse((await call(services, "/user/v2/verify-email", { body: { code } })).body);
      release();
      const late = await changing;
      expect(late.status).toBe(401);
      expect(faultOf(late).fault.error.code).toBe("407");
      expect(faultOf(await call(services, "/user/authenticate", { body: { email, password: "squatter-2" } })).fault.error.code).toBe("INVALID_CREDENTIALS");
      expect((await call(services, "/user/resetPassword", { body: { code: proof.passwordResetCode ?? "", newPassword: "owner-pass1" } })).status).toBe(200);
    } finally {
      gate.hold = undefined;
      release();
    }
  });
});

describe("proving the mailbox of an account whose social identity came without a proof of the email", () => {
  test("from another browser: the identity is unlinked, its sessions end, and the verifier sets a password", async () => {
    const own = await startTestServices();
    try {
      // sso2 does not vouch for the email: the account is unverified, and whoever holds that identity made it.
      const signedUp = await socialSignIn(own, "sso2");
      expect(signedUp.user).toMatchObject({ emailVerified: false, hasPassword: false });
      const proof = proofSchema.parse((await call(own, "/user/v2/verify-email", { body: { code: await verificationCode(own, "sso2.tester@shasha.test") } })).body);
      expect(proof.passwordResetCode).toEqual(expect.any(String));
      expect(await tokenState(own, signedUp.token)).toBe("407");
      expect(identitiesOf(own, signedUp.user.id)).toBe(0);
      expect((await call(own, "/user/resetPassword", { body: { code: proof.passwordResetCode, newPassword: "owner-pass1" } })).body).toEqual({ ok: true });
      expect((await signIn(own, "sso2.tester@shasha.test", "owner-pass1")).user.id).toBe(signedUp.user.id);
    } finally {
      await own.close();
    }
  });

  test("from the identity's own session: a plain confirmation, nothing ends", async () => {
    const own = await startTestServices();
    try {
      const signedUp = await socialSignIn(own, "sso2");
      const code = await verificationCode(own, "sso2.tester@shasha.test");
      const proof = proofSchema.parse((await call(own, "/user/v2/verify-email", { body: { code }, token: signedUp.token })).body);
      expect(proof.passwordResetCode).toBeUndefined();
      expect(proof.user.emailVerified).toBe(true);
      expect(await tokenState(own, signedUp.token)).toBe("live");
      expect(identitiesOf(own, signedUp.user.id)).toBe(1);
    } finally {
      await own.close();
    }
  });
});
