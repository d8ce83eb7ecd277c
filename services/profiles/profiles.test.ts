import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, faultOf, signIn } from "../user/testClient";

let services: TestServices;

const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.object({ url: z.string(), alias: z.string() }),
  type: z.enum(["ADULT", "KID"]),
  birthdate: z.string().optional(),
  age: z.number().optional(),
  ageRestriction: z.number().optional(),
  default: z.boolean(),
  isAnonymous: z.literal(false),
  preference: z.object({ language: z.string(), lang: z.string() }),
  requiresOnboarding: z.boolean(),
  hasPin: z.boolean(),
});
const listSchema = z.object({ profiles: z.array(profileSchema) });
const oneSchema = z.object({ profile: profileSchema });

beforeAll(async () => {
  services = await startTestServices();
});
afterAll(() => services.close());

/**
 * Each test signs up its own account, so that none depends on what another left behind (how many profiles,
 * which PIN) and each can run alone or in any order.
 */
let accounts = 0;
async function newAccount(firstName = "Omar"): Promise<string> {
  accounts += 1;
  const email = `family-${accounts}@example.com`;
  const created = await call(services, "/user/createAccount", { body: { email, password: "family-123", firstName } });
  expect(created.status).toBe(200);
  return (await signIn(services, email, "family-123")).token;
}

const create = (token: string, body: unknown) => call(services, "/userprofile/profiles", { body, token });
const list = async (token: string) => listSchema.parse((await call(services, "/userprofile/profiles/me", { token })).body).profiles;
const defaultProfile = async (token: string) => {
  const found = (await list(token)).find((profile) => profile.default);
  if (!found) throw new Error("the account has no default profile");
  return found;
};

describe("an account's profiles", () => {
  test("start with one default adult profile named after the user", async () => {
    const token = await newAccount("Omar");
    expect(await list(token)).toEqual([expect.objectContaining({ name: "Omar", type: "ADULT", default: true, hasPin: false })]);
  });

  test("are created, renamed and deleted", async () => {
    const token = await newAccount();
    const created = oneSchema.parse((await create(token, { name: "  Mona  ", type: "ADULT", avatarAlias: "rose" })).body).profile;
    expect(created).toMatchObject({ name: "Mona", default: false, avatar: { alias: "rose" } });
    expect(created.avatar.url).toMatch(/\/images\/square\/avatar-rose-\{resolution\}\.svg$/);
    const patched = await call(services, `/userprofile/profiles/${created.id}`, { method: "PATCH", body: { name: "Mouna", preference: { lang: "fr" } }, token });
    expect(oneSchema.parse(patched.body).profile).toMatchObject({ name: "Mouna", preference: { lang: "fr", language: "FR" } });
    const deleted = await call(services, `/userprofile/profiles/${created.id}`, { method: "DELETE", token });
    expect(deleted.body).toEqual({ ok: true });
    expect((await list(token)).map((profile) => profile.id)).not.toContain(created.id);
  });

  test("refuse a name of 51 characters on the name field", async () => {
    const token = await newAccount();
    const reply = await create(token, { name: "a".repeat(51), type: "ADULT", avatarAlias: "moon" });
    expect(faultOf(reply).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "name" });
    expect((await create(token, { name: "ب".repeat(50), type: "ADULT", avatarAlias: "moon" })).status).toBe(200);
  });

  test("give a kid profile age restriction 12 by default and an age from its birthdate", async () => {
    const token = await newAccount();
    const kid = oneSchema.parse((await create(token, { name: "Zaid", type: "KID", avatarAlias: "star", birthdate: "2018-01-15" })).body).profile;
    expect(kid).toMatchObject({ type: "KID", ageRestriction: 12, birthdate: "2018-01-15" });
    expect(kid.age).toBeGreaterThanOrEqual(8);
  });

  test("stop at five: the sixth is PROFILE_LIMIT", async () => {
    const token = await newAccount();
    for (let i = 2; i <= 5; i += 1) expect((await create(token, { name: `Extra ${i}`, type: "ADULT", avatarAlias: "dune" })).status).toBe(200);
    expect(await list(token)).toHaveLength(5);
    const sixth = await create(token, { name: "Sixth", type: "ADULT", avatarAlias: "dune" });
    expect(sixth.status).toBe(409);
    expect(faultOf(sixth).fault.error.code).toBe("PROFILE_LIMIT");
  });

  test("keep the default profile", async () => {
    const token = await newAccount();
    const main = await defaultProfile(token);
    const reply = await call(services, `/userprofile/profiles/${main.id}`, { method: "DELETE", token });
    expect(faultOf(reply).fault.error.code).toBe("INVALID_INPUT");
    expect((await list(token)).map((profile) => profile.id)).toContain(main.id);
  });

  test("check a PIN once it is set, and say it is set", async () => {
    const token = await newAccount();
    const main = await defaultProfile(token);
    expect(main.hasPin).toBe(false);
    const path = `/userprofile/profiles/${main.id}`;
    const set = await call(services, path, { method: "PATCH", body: { pin: "4321" }, token });
    expect(oneSchema.parse(set.body).profile.hasPin).toBe(true);
    expect((await call(services, `${path}/pin`, { body: { pin: "4321" }, token })).body).toEqual({ ok: true });
    const wrong = await call(services, `${path}/pin`, { body: { pin: "1234" }, token });
    expect(faultOf(wrong)).toMatchObject({ status: 403, fault: { error: { code: "PIN_INVALID", field: "pin" } } });
    const notDigits = await call(services, path, { method: "PATCH", body: { pin: "12a4" }, token });
    expect(faultOf(notDigits).fault.error).toMatchObject({ code: "INVALID_INPUT", field: "pin" });
  });

  test("are the account's own: another account's profile is NOT_FOUND, and left as it was", async () => {
    const owner = await newAccount("Huda");
    const theirs = oneSchema.parse((await create(owner, { name: "Theirs", type: "ADULT", avatarAlias: "moon" })).body).profile;
    const stranger = await newAccount("Omar");
    const reply = await call(services, `/userprofile/profiles/${theirs.id}`, { method: "DELETE", token: stranger });
    expect(faultOf(reply).fault.error.code).toBe("NOT_FOUND");
    const rename = await call(services, `/userprofile/profiles/${theirs.id}`, { method: "PATCH", body: { name: "Mine" }, token: stranger });
    expect(faultOf(rename).fault.error.code).toBe("NOT_FOUND");
    expect((await list(owner)).find((profile) => profile.id === theirs.id)).toMatchObject({ name: "Theirs" });
  });
});

describe("the account's settings", () => {
  const settingsSchema = z.object({
    settings: z.object({ hasPin: z.boolean(), parentalControl: z.object({ maxAgeRestriction: z.number().nullable() }), subscriptionPinRequired: z.boolean() }),
  });

  test("are read back as PATCH left them, so the parental-control form can start from them", async () => {
    const token = await newAccount();
    const before = await call(services, "/userprofile/settings", { token });
    expect(settingsSchema.parse(before.body)).toEqual({ settings: { hasPin: false, parentalControl: { maxAgeRestriction: null }, subscriptionPinRequired: false } });

    const patched = await call(services, "/userprofile/settings", { method: "PATCH", body: { pin: "2468", parentalControl: { maxAgeRestriction: 12 } }, token });
    const saved = settingsSchema.parse(patched.body);
    expect(saved).toEqual({ settings: { hasPin: true, parentalControl: { maxAgeRestriction: 12 }, subscriptionPinRequired: true } });
    const after = await call(services, "/userprofile/settings", { token });
    expect(after.body).toEqual(saved);

    // A PATCH of one part keeps the other.
    await call(services, "/userprofile/settings", { method: "PATCH", body: { pin: null }, token });
    expect((await call(services, "/userprofile/settings", { token })).body).toEqual({
      settings: { hasPin: false, parentalControl: { maxAgeRestriction: 12 }, subscriptionPinRequired: false },
    });
  });

  test("need a token like the PATCH", async () => {
    expect(faultOf(await call(services, "/userprofile/settings")).fault.error.code).toBe("407");
  });
});

describe("the seeded subscribed user", () => {
  test("has the default profile, the kid profile Kids (7) and the adult Sara", async () => {
    const session = await signIn(services, "subscribed@shasha.test", seedPassword);
    const reply = await call(services, "/userprofile/profiles/me", { token: session.token });
    const profiles = listSchema.parse(reply.body).profiles;
    expect(profiles.map((profile) => [profile.name, profile.type, profile.ageRestriction, profile.default])).toEqual([
      ["Layla", "ADULT", undefined, true],
      ["Kids", "KID", 7, false],
      ["Sara", "ADULT", undefined, false],
    ]);
  });
});

describe("the avatar list", () => {
  test("offers twelve generated images that the image service serves", async () => {
    const reply = await call(services, "/userprofile/profiles/avatars");
    const { avatars } = z.object({ avatars: z.array(z.object({ alias: z.string(), url: z.string() })) }).parse(reply.body);
    expect(avatars).toHaveLength(12);
    const image = await fetch((avatars[0]?.url ?? "").replace("{resolution}", "md"));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
  });
});
