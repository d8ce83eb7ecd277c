import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devServicesCallerSecret, servicesCallerHeader } from "@/domain/servicesCaller";
import { z } from "zod";
import { manageApi, signInStaff, testManageToken } from "../testing/manageClient";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema } from "../testing/wireSchemas";
import { seedStaffPassword } from "./staffSeed";

let services: TestServices;
let admin: string;
beforeAll(async () => {
  services = await startTestServices({ manageToken: testManageToken });
  admin = await signInStaff(services, "admin");
});
afterAll(() => services.close());

const createdSchema = z.object({ staff: z.object({ id: z.string() }) });
const sessionSchema = z.object({ token: z.string() });
let accounts = 0;

/** A staff account of its own for each test (the bootstrap token makes it), so no test changes another's password. */
async function newStaff(role: "qa" | "editor" | "admin", password = "First-pass-2026"): Promise<{ id: string; email: string; password: string }> {
  accounts += 1;
  const email = `staff-${accounts}@passwords.test`;
  const reply = await manageApi(services, "/staff", { method: "POST", body: { email, name: `Staff ${accounts}`, role, password } });
  expect(reply.status).toBe(201);
  return { id: createdSchema.parse(reply.body).staff.id, email, password };
}

function signIn(email: string, password: string, address = "198.51.100.1") {
  return manageApi(services, "/auth/sign-in", { method: "POST", token: null, body: { email, password }, headers: { "X-Client-Address": address, [servicesCallerHeader]: devServicesCallerSecret } });
}

async function session(email: string, password: string): Promise<string> {
  const reply = await signIn(email, password);
  expect(reply.status).toBe(201);
  return sessionSchema.parse(reply.body).token;
}

async function alive(token: string): Promise<boolean> {
  const status = (await manageApi(services, "/auth/me", { token })).status;
  expect([200, 401]).toContain(status);
  return status === 200;
}

function errorCode(body: unknown): string {
  return errorBodySchema.parse(body).error.code;
}

async function auditActions(): Promise<string[]> {
  const reply = await manageApi(services, "/audit?limit=500");
  return z.object({ entries: z.array(z.object({ actor: z.string(), action: z.string(), summary: z.string() })) }).parse(reply.body).entries.map((entry) => `${entry.action} by ${entry.actor}: ${entry.summary}`);
}

describe("an admin resets a staff member's password", () => {
  test("the new password signs in, the old one no longer does, every session of that account ends, and the audit log says who", async () => {
    const member = await newStaff("editor");
    const [laptop, phone] = [await session(member.email, member.password), await session(member.email, member.password)];
    const reply = await manageApi(services, `/staff/${member.id}/password`, { method: "PUT", body: { password: "Reset-by-admin-7" }, token: admin });
    expect(reply.status).toBe(200);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "Reset-by-admin-7")).status).toBe(201);
    expect(await auditActions()).toContain(`password-reset by admin@studio.shasha.test: ${member.email}: password reset, sessions ended`);
    // The admin's own session is untouched.
    expect(await alive(admin)).toBe(true);
  });

  test("with the same strength rule as any password: a weak one is a 400 weak-password and changes nothing", async () => {
    const member = await newStaff("qa");
    const live = await session(member.email, member.password);
    for (const weak of ["short1", "no-digits-at-all", "1234567890"]) {
      const reply = await manageApi(services, `/staff/${member.id}/password`, { method: "PUT", body: { password: weak }, token: admin });
      expect([weak, reply.status, errorCode(reply.body)]).toEqual([weak, 400, "weak-password"]);
    }
    expect(await alive(live)).toBe(true);
    expect((await signIn(member.email, member.password)).status).toBe(201);
  });

  test("an unknown account is a 404", async () => {
    expect((await manageApi(services, "/staff/no-such-staff/password", { method: "PUT", body: { password: "Reset-by-admin-7" }, token: admin })).status).toBe(404);
  });

  test("an admin resetting their own password keeps the session they do it from and ends their others", async () => {
    const other = await newStaff("admin");
    const [here, elsewhere] = [await session(other.email, other.password), await session(other.email, other.password)];
    expect((await manageApi(services, `/staff/${other.id}/password`, { method: "PUT", body: { password: "My-own-reset-9" }, token: here })).status).toBe(200);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
  });
});

describe("a non-admin who tampers with the reset call", () => {
  test.each(["qa", "editor", "editor2", "publisher"] as const)("as %s is refused 403, and the target's password and sessions stay", async (who) => {
    const target = await newStaff("admin");
    const live = await session(target.email, target.password);
    const attacker = await signInStaff(services, who);
    const reply = await manageApi(services, `/staff/${target.id}/password`, { method: "PUT", body: { password: "Taken-over-2026" }, token: attacker });
    expect(reply.status).toBe(403);
    expect(errorCode(reply.body)).toBe("forbidden");
    expect(await alive(live)).toBe(true);
    expect((await signIn(target.email, "Taken-over-2026")).status).toBe(401);
  });

  test("a staff member cannot reset even their own password through the admin call (only change it with the current one)", async () => {
    const member = await newStaff("editor");
    const token = await session(member.email, member.password);
    expect((await manageApi(services, `/staff/${member.id}/password`, { method: "PUT", body: { password: "Self-service-2026" }, token })).status).toBe(403);
  });

  test("without a session, or with a forged or ended one, it is a 401", async () => {
    const target = await newStaff("qa");
    const ended = await session(target.email, target.password);
    await manageApi(services, "/auth/sign-out", { method: "POST", token: ended });
    for (const token of [null, "sts_forged-session-token", ended]) {
      expect((await manageApi(services, `/staff/${target.id}/password`, { method: "PUT", body: { password: "Taken-over-2026" }, token })).status).toBe(401);
    }
    expect((await signIn(target.email, target.password)).status).toBe(201);
  });
});

describe("a staff member changes their own password", () => {
  const change = (token: string, currentPassword: string, newPassword: string, address = "198.51.100.2") =>
    manageApi(services, "/auth/password", { method: "POST", token, body: { currentPassword, newPassword }, headers: { "X-Client-Address": address, [servicesCallerHeader]: devServicesCallerSecret } });

  test("with the current password: this session stays, every other one ends, the new password signs in, and it is audited", async () => {
    const member = await newStaff("editor");
    const [here, elsewhere] = [await session(member.email, member.password), await session(member.email, member.password)];
    const reply = await change(here, member.password, "Changed-myself-3");
    expect(reply.status).toBe(200);
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "Changed-myself-3")).status).toBe(201);
    expect(await auditActions()).toContain(`password-changed by ${member.email}: ${member.email}: own password changed, other sessions ended`);
  });

  test("a wrong current password is refused 403 wrong-password (not 401: the session is fine), and nothing changes", async () => {
    const member = await newStaff("qa");
    const [here, elsewhere] = [await session(member.email, member.password), await session(member.email, member.password)];
    const reply = await change(here, "Not-my-password-1", "Changed-myself-3");
    expect(reply.status).toBe(403);
    expect(errorCode(reply.body)).toBe("wrong-password");
    expect(await alive(here)).toBe(true);
    expect(await alive(elsewhere)).toBe(true);
    expect((await signIn(member.email, "Changed-myself-3")).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(201);
  });

  test("a weak new password is a 400 weak-password", async () => {
    const member = await newStaff("qa");
    const here = await session(member.email, member.password);
    const reply = await change(here, member.password, "weak");
    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe("weak-password");
    expect((await signIn(member.email, member.password)).status).toBe(201);
  });

  test("guessing the current password with a stolen session counts like sign-in guesses: past five, 429", async () => {
    const member = await newStaff("qa");
    const stolen = await session(member.email, member.password);
    for (let i = 0; i < 5; i += 1) expect((await change(stolen, `Guess-number-${i}`, "Taken-over-2026", "203.0.113.77")).status).toBe(403);
    const refused = await change(stolen, member.password, "Taken-over-2026", "203.0.113.77");
    expect(refused.status).toBe(429);
    expect((await signIn(member.email, member.password)).status).toBe(201);
  });

  test("an API token has no password to change: 403 not-staff", async () => {
    const created = await manageApi(services, "/tokens", { method: "POST", body: { name: "pw-test", role: "admin" }, token: admin });
    const { token } = z.object({ token: z.string() }).parse(created.body);
    const reply = await change(token, "anything-1", "Anything-else-2");
    expect(reply.status).toBe(403);
    expect(errorCode(reply.body)).toBe("not-staff");
    expect((await change(testManageToken, "anything-1", "Anything-else-2")).status).toBe(403);
  });

  test("a seeded account's password changes too (the development password is public)", async () => {
    const editor = await signInStaff(services, "editor2");
    expect((await change(editor, seedStaffPassword, "Private-now-2026")).status).toBe(200);
    expect((await signIn("editor2@studio.shasha.test", seedStaffPassword)).status).toBe(401);
  });
});
