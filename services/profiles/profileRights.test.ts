/**
 * The profiles service decides profile rights from its own session state (issue 8): the profile a session
 * selected, never a header or a body the caller writes. Each test signs in afresh, so none depends on another.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, signIn } from "../user/testClient";

let services: TestServices;
let accountNumber = 0;

const profile = z.object({ id: z.string(), type: z.enum(["ADULT", "KID"]), default: z.boolean(), hasPin: z.boolean() });
const listReply = z.object({ profiles: z.array(profile), selectedProfileId: z.string().nullable() });
const oneReply = z.object({ profile });

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

/** A new account with its master profile and a kid profile; the token watches as the master. */
async function family() {
  accountNumber += 1;
  const email = `rights-${accountNumber}@example.com`;
  await call(services, "/user/createAccount", { body: { email, password: "family-123", firstName: "Huda" } });
  const { token } = await signIn(services, email, "family-123");
  const created = await call(services, "/userprofile/profiles", { body: { name: "Kid", type: "KID", avatarAlias: "star" }, token });
  const kid = oneReply.parse(created.body).profile;
  const { profiles } = listReply.parse((await call(services, "/userprofile/profiles/me", { token })).body);
  const master = profiles.find((candidate) => candidate.default);
  if (!master) throw new Error("no master profile");
  return { email, token, kid, master };
}

const me = async (token: string) => listReply.parse((await call(services, "/userprofile/profiles/me", { token })).body);

/** The headers a forging caller adds: the spec's profile header claiming the master. */
const forgedMaster = (id: string) => ({ profile: JSON.stringify({ id, master: true }), "profile-key": JSON.stringify({ isAdult: true }) });

describe("a session's selected profile", () => {
  test("starts as the master profile at sign-in and follows a selection", async () => {
    const { token, kid, master } = await family();
    expect((await me(token)).selectedProfileId).toBe(master.id);
    const selected = await call(services, `/userprofile/profiles/${kid.id}/select`, { body: {}, token });
    expect(oneReply.parse(selected.body).profile.id).toBe(kid.id);
    expect((await me(token)).selectedProfileId).toBe(kid.id);
  });

  test("is per session: another sign-in of the same account starts on the master again", async () => {
    const { email, token, kid, master } = await family();
    await call(services, `/userprofile/profiles/${kid.id}/select`, { body: {}, token });
    const other = await signIn(services, email, "family-123");
    expect((await me(other.token)).selectedProfileId).toBe(master.id);
    expect((await me(token)).selectedProfileId).toBe(kid.id);
  });

  test("needs the PIN of a protected profile, and a wrong one changes nothing", async () => {
    const { token, kid, master } = await family();
    await call(services, `/userprofile/profiles/${master.id}`, { method: "PATCH", body: { pin: "1357" }, token });
    await call(services, `/userprofile/profiles/${kid.id}/select`, { body: {}, token });
    const noPin = await call(services, `/userprofile/profiles/${master.id}/select`, { body: {}, token });
    expect(faultOf(noPin)).toMatchObject({ status: 403, fault: { error: { code: "PIN_REQUIRED" } } });
    const wrong = await call(services, `/userprofile/profiles/${master.id}/select`, { body: { pin: "0000" }, token });
    expect(faultOf(wrong).fault.error.code).toBe("PIN_INVALID");
    expect((await me(token)).selectedProfileId).toBe(kid.id);
    await call(services, `/userprofile/profiles/${master.id}/select`, { body: { pin: "1357" }, token });
    expect((await me(token)).selectedProfileId).toBe(master.id);
  });

  test("cannot be another account's profile", async () => {
    const first = await family();
    const second = await family();
    const reply = await call(services, `/userprofile/profiles/${second.kid.id}/select`, { body: {}, token: first.token });
    expect(faultOf(reply).fault.error.code).toBe("NOT_FOUND");
  });

  test("is none once the selected profile is deleted: master operations are refused, not granted", async () => {
    const { email, token, kid } = await family();
    const kidSession = await signIn(services, email, "family-123");
    await call(services, `/userprofile/profiles/${kid.id}/select`, { body: {}, token: kidSession.token });
    await call(services, `/userprofile/profiles/${kid.id}`, { method: "DELETE", token });
    expect((await me(kidSession.token)).selectedProfileId).toBeNull();
    const create = await call(services, "/userprofile/profiles", { body: { name: "X", type: "ADULT", avatarAlias: "moon" }, token: kidSession.token });
    expect(faultOf(create)).toMatchObject({ status: 403, fault: { error: { code: "MASTER_PROFILE_REQUIRED" } } });
  });
});

describe("a session watching as a kid profile", () => {
  async function kidSession() {
    const account = await family();
    await call(services, `/userprofile/profiles/${account.kid.id}/select`, { body: {}, token: account.token });
    return account;
  }

  test("cannot lift the parental ceiling, set a PIN, create or delete profiles, even with forged master headers", async () => {
    const { token, kid, master } = await kidSession();
    const headers = forgedMaster(master.id);
    const attempts = [
      call(services, "/userprofile/settings", { method: "PATCH", body: { parentalControl: { maxAgeRestriction: null } }, token, headers }),
      call(services, "/userprofile/settings", { method: "PATCH", body: { pin: null }, token, headers }),
      call(services, "/userprofile/profiles", { body: { name: "Mine", type: "ADULT", avatarAlias: "moon" }, token, headers }),
      call(services, `/userprofile/profiles/${kid.id}`, { method: "DELETE", token, headers }),
      call(services, `/userprofile/profiles/${master.id}`, { method: "PATCH", body: { name: "Renamed" }, token, headers }),
      call(services, `/userprofile/profiles/${kid.id}`, { method: "PATCH", body: { ageRestriction: 18 }, token, headers }),
      call(services, `/userprofile/profiles/${kid.id}`, { method: "PATCH", body: { pin: "1111" }, token, headers }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(faultOf(reply)).toMatchObject({ status: 403, fault: { error: { code: "MASTER_PROFILE_REQUIRED" } } });
    }
    const { profiles } = await me(token);
    expect(profiles.find((candidate) => candidate.id === kid.id)).toBeDefined();
  });

  test("may still change its own name and language", async () => {
    const { token, kid } = await kidSession();
    const reply = await call(services, `/userprofile/profiles/${kid.id}`, { method: "PATCH", body: { name: "Zaid", preference: { lang: "en" } }, token });
    expect(reply.status).toBe(200);
  });

  test("is refused the master's operations until the master is selected again", async () => {
    const { token, master } = await kidSession();
    const before = await call(services, "/userprofile/settings", { method: "PATCH", body: { parentalControl: { maxAgeRestriction: 12 } }, token });
    expect(before.status).toBe(403);
    await call(services, `/userprofile/profiles/${master.id}/select`, { body: {}, token });
    const after = await call(services, "/userprofile/settings", { method: "PATCH", body: { parentalControl: { maxAgeRestriction: 12 } }, token });
    expect(after.status).toBe(200);
  });
});
