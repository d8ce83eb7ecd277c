import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, signIn, signInSchema } from "../user/testClient";

// Onboarding (issue 31 §4): per profile, from the session's profile; its picks join My List, once per profile.
let services: TestServices;
let fresh: string;

const stateSchema = z.object({ requiresOnboarding: z.boolean(), genres: z.array(z.string()) });
const idsSchema = z.object({ ids: z.array(z.string()) });
const profilesSchema = z.object({ profiles: z.array(z.looseObject({ id: z.string(), requiresOnboarding: z.boolean() })) });
const errorSchema = z.object({ error: z.object({ code: z.string() }) });

const state = async (token: string) => stateSchema.parse((await call(services, "/content/personalization/onboarding", { method: "GET", token })).body);
const pick = (token: string, genres: unknown) => call(services, "/content/personalization/onboarding/genres", { token, body: { genres } });
const finish = (token: string, titles: unknown) => call(services, "/content/personalization/onboarding/finish", { token, body: { titles } });
const myList = async (token: string) => idsSchema.parse((await call(services, "/content/personalization/ids", { method: "GET", token })).body).ids;

beforeAll(async () => {
  services = await startTestServices();
  const created = await call(services, "/user/createAccount", { body: { email: "onboarding@shasha.test", password: "onboard-pass1" } });
  fresh = signInSchema.parse(created.body).token;
});
afterAll(async () => {
  await services.close();
});

describe("onboarding", () => {
  test("a new account's profile has the journey ahead; the genres it picks are kept, unknown ones refused", async () => {
    expect(await state(fresh)).toEqual({ requiresOnboarding: true, genres: [] });
    expect((await pick(fresh, ["drama", "no-such-genre"])).status).toBe(400);
    expect((await pick(fresh, [])).status).toBe(400);
    expect((await pick(fresh, "drama")).status).toBe(400);
    const many = ["drama", "comedy", "action", "thriller", "romance", "kids", "documentary", "history", "family", "sports", "reality", "animation"];
    expect((await pick(fresh, many)).status).toBe(200);
    expect((await state(fresh)).genres).toEqual(many);
    expect((await pick(fresh, ["comedy", "drama", "comedy"])).status).toBe(200);
    expect(await state(fresh)).toEqual({ requiresOnboarding: true, genres: ["comedy", "drama"] });
  });

  test("finishing puts the picked titles on My List and ends the journey, for the profile the session chose", async () => {
    expect((await finish(fresh, ["1001", "no-such-title"])).status).toBe(404);
    expect((await state(fresh)).requiresOnboarding).toBe(true);
    expect(await myList(fresh)).toEqual([]);
    expect((await finish(fresh, ["1001", "101", "501"])).status).toBe(200);
    expect([...(await myList(fresh))].sort()).toEqual(["1001", "101", "501"]);
    expect((await state(fresh)).requiresOnboarding).toBe(false);
    const profiles = profilesSchema.parse((await call(services, "/userprofile/profiles/me", { method: "GET", token: fresh })).body).profiles;
    expect(profiles.map((profile) => profile.requiresOnboarding)).toEqual([false]);
  });

  test("a kid profile cannot pick a title above its age; what it asked for is not half kept", async () => {
    const { token } = await signIn(services, "subscribed@shasha.test", seedPassword);
    expect((await call(services, "/userprofile/profiles/900002-2/select", { token, body: {} })).status).toBe(200);
    const before = await myList(token);
    const refused = await finish(token, ["1093", "107"]);
    expect(refused.status).toBe(403);
    expect(errorSchema.parse(refused.body).error.code).toBe("AGE_RESTRICTED");
    expect(await myList(token)).toEqual(before);
  });

  test("a guest has no journey; skipping (no titles) ends it too", async () => {
    expect((await call(services, "/content/personalization/onboarding", { method: "GET" })).status).toBe(403);
    const created = await call(services, "/user/createAccount", { body: { email: "onboarding-skip@shasha.test", password: "onboard-pass1" } });
    const token = signInSchema.parse(created.body).token;
    expect((await finish(token, [])).status).toBe(200);
    expect(await state(token)).toEqual({ requiresOnboarding: false, genres: [] });
    expect((await pick(token, ["x".repeat(65)])).status).toBe(400);
  });

  test("the catalogue's genres are named in the viewer's language", async () => {
    const reply = await call(services, "/content/genres", { method: "GET", headers: { "accept-language": "fr" } });
    const genres = z.object({ genres: z.array(z.object({ id: z.string(), title: z.string() })) }).parse(reply.body).genres;
    expect(genres).toContainEqual({ id: "comedy", title: "Comédie" });
  });
});
