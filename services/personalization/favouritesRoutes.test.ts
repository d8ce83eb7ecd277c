import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, signIn } from "../user/testClient";

// My List (issue 31 §2): per profile, decided from the session's profile, never from an id the caller sends.
let services: TestServices;
let main: string;
let kids: string;
let sara: string;

const idsSchema = z.object({ ids: z.array(z.string()) });
const errorSchema = z.object({ error: z.object({ code: z.string() }) });

async function asProfile(profileId: string): Promise<string> {
  const { token } = await signIn(services, "subscribed@shasha.test", seedPassword);
  const selected = await call(services, `/userprofile/profiles/${profileId}/select`, { token, body: {} });
  if (selected.status !== 200) throw new Error(`selecting ${profileId}: ${selected.status}`);
  return token;
}

beforeAll(async () => {
  services = await startTestServices();
  main = await asProfile("900002-1");
  kids = await asProfile("900002-2");
  sara = await asProfile("900002-3");
});
afterAll(async () => {
  await services.close();
});

const ids = async (token?: string) => call(services, "/content/personalization/ids", { method: "GET", ...(token ? { token } : {}) });
const add = (token: string, id: unknown, headers: Record<string, string> = {}) => call(services, "/content/personalization/add", { token, body: { id }, headers });
const remove = (token: string, id: string) => call(services, "/content/personalization/remove", { token, body: { id } });
const listOf = async (token: string) => idsSchema.parse((await ids(token)).body).ids;

describe("My List", () => {
  test("adds and removes titles, newest first; adding again moves a title to the front", async () => {
    expect(await listOf(main)).toEqual([]);
    expect(idsSchema.parse((await add(main, "1001")).body).ids).toEqual(["1001"]);
    await add(main, "101");
    await add(main, "501");
    expect(await listOf(main)).toEqual(["501", "101", "1001"]);
    await add(main, "1001");
    expect((await listOf(main))[0]).toBe("1001");
    expect(idsSchema.parse((await remove(main, "101")).body).ids).toEqual(["1001", "501"]);
  });

  test("each profile's list is its own, whatever the request names", async () => {
    await add(sara, "1036", { "profile-id": "900002-1" });
    expect(await listOf(sara)).toEqual(["1036"]);
    expect(await listOf(main)).not.toContain("1036");
  });

  test("a kids profile cannot keep what it may not watch", async () => {
    const refused = await add(kids, "107", { "profile-key": JSON.stringify({ ageRestriction: 18 }) });
    expect(refused.status).toBe(403);
    expect(errorSchema.parse(refused.body).error.code).toBe("AGE_RESTRICTED");
    expect((await add(kids, "1093")).status).toBe(200);
    expect(await listOf(kids)).toEqual(["1093"]);
  });

  test("a guest has no list; unknown or unlistable ids and bad bodies are refused", async () => {
    expect((await ids()).status).toBe(403);
    expect((await add(main, "no-such-title")).status).toBe(404);
    expect((await add(main, { nope: true })).status).toBe(400);
    expect((await add(main, "../1001")).status).toBe(400);
  });
});
