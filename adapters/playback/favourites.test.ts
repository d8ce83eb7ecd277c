import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { devPlayoutSecret } from "@/domain/playoutSignature";
import { seedPassword } from "@/services/seed/seedUsers";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { call, signIn } from "@/services/user/testClient";
import { PlaybackClient, PlaybackRefusal } from "./playbackClient";

let services: TestServices;
let client: PlaybackClient;
let token: string;
beforeAll(async () => {
  services = await startTestServices();
  client = new PlaybackClient({ baseURL: `${services.url}/content`, playoutSecret: devPlayoutSecret, timeoutMs: 5000 });
  token = (await signIn(services, "subscribed@shasha.test", seedPassword)).token;
  await call(services, "/userprofile/profiles/900002-2/select", { token, body: {} });
});
afterAll(() => services.close());

const ctx = { locale: "en", country: "JO" } as const;

describe("the playback adapter's My List, against the local stand-in", () => {
  test("adds, lists and removes for the session's profile", async () => {
    expect(await client.changeFavourite("add", "1093", ctx, token)).toEqual(["1093"]);
    expect(await client.favouriteIds(ctx, token)).toEqual(["1093"]);
    expect(await client.changeFavourite("remove", "1093", ctx, token)).toEqual([]);
  });

  test("the service's refusal comes back as its status and code", async () => {
    // The Kids profile (age limit 7) may not keep an 18-rated series.
    const refusal = await client.changeFavourite("add", "107", ctx, token).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PlaybackRefusal);
    expect(refusal).toMatchObject({ status: 403, code: "AGE_RESTRICTED" });
  });
});
