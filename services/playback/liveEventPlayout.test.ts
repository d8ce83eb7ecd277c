import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { devPlayoutSecret, playoutAuthorization } from "@/domain/playoutSignature";
import { liveManifestPathFor, manifestPathOf, mediaAssetFor } from "../media/mediaAssets";
import { seedPassword } from "../seed/seedUsers";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { call, fakeClock, signIn } from "../user/testClient";

// The suite starts at 14:00:30; the events are placed from 14:00 (services/seed/liveEvents.ts).
const clock = fakeClock("2026-05-14T14:00:30.000Z");
let services: TestServices;
let mediaDir: string;
let subscribed: string;
let registered: string;
let kid: string;

const playoutSchema = z.object({
  playout: z.object({ url: z.string(), mediaFormat: z.string(), advertisements: z.array(z.object({ url: z.string() })), drm: z.boolean() }),
  streamId: z.string(),
});
const errorSchema = z.object({ error: z.object({ status: z.number(), code: z.string(), message: z.string() }) });

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "shasha-live-events-"));
  services = await startTestServices({ now: clock.now, mediaDir, streamLimit: 2 });
  subscribed = (await signIn(services, "subscribed@shasha.test", seedPassword)).token;
  registered = (await signIn(services, "registered@shasha.test", seedPassword)).token;
  kid = (await signIn(services, "subscribed@shasha.test", seedPassword)).token;
  // The Kids profile: age limit 7 (services/seed/seedUsers.ts).
  const selected = await call(services, "/userprofile/profiles/900002-2/select", { token: kid, body: {} });
  if (selected.status !== 200) throw new Error(`Selecting the Kids profile failed: ${selected.status}`);
});
afterAll(async () => {
  await services.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const playout = (id: string, token?: string, headers: Record<string, string> = {}) =>
  call(services, `/content/playout/new/url/${id}?country=JO`, { ...(token ? { token } : {}), headers });

async function open(id: string, token?: string) {
  const reply = await playout(id, token);
  expect(reply.status).toBe(200);
  return playoutSchema.parse(reply.body);
}

async function refusal(id: string, token?: string, headers: Record<string, string> = {}) {
  const reply = await playout(id, token, headers);
  expect(JSON.stringify(reply.body)).not.toContain("/media/");
  return { status: reply.status, code: errorSchema.parse(reply.body).error.code };
}

const end = (streamId: string, contentId: string, token?: string) =>
  call(services, "/content/heartbeat/end", { ...(token ? { token } : {}), body: { streamId, contentId } });
const heartbeat = (streamId: string, contentId: string, token?: string) =>
  call(services, "/content/heartbeat/query/event-logs", { ...(token ? { token } : {}), body: { streamId, contentId } });

describe("a live event that is coming soon", () => {
  test("cannot be played by any viewer, whatever the request claims", async () => {
    const forged = { usertype: "SUBSCRIBED", "profile-key": JSON.stringify({ ageRestriction: 18, isAdult: true }), "x-at": "2030-01-01T00:00:00Z" };
    for (const token of [undefined, registered, subscribed, kid]) {
      expect(await refusal("70004", token)).toEqual({ status: 403, code: "COMING_SOON" });
      expect(await refusal("70004", token, forged)).toEqual({ status: 403, code: "COMING_SOON" });
    }
    expect(await refusal("70007", subscribed)).toEqual({ status: 403, code: "COMING_SOON" });
  });

  test("nor be given a DRM token, even with a stream of another title", async () => {
    const stream = await open("1001", subscribed);
    const ts = clock.now().getTime();
    const reply = await call(services, `/content/playout/new/drm?ts=${ts}&country=JO`, {
      token: subscribed,
      body: { streamId: stream.streamId, contentId: "70004" },
      headers: { authorization: playoutAuthorization(devPlayoutSecret, ts, "70004", "JO") },
    });
    expect(reply.status).toBe(404);
    expect(errorSchema.parse(reply.body).error.code).toBe("STREAM_UNKNOWN");
    await end(stream.streamId, "1001", subscribed);
  });
});

describe("a live event while it is live", () => {
  test("plays its channel's live HLS window, as the channel's own playout does", async () => {
    const event = await open("70001", subscribed);
    expect(event.playout).toMatchObject({ mediaFormat: "HLS", drm: false, advertisements: [] });
    expect(event.playout.url).toBe(`${new URL(event.playout.url).origin}${liveManifestPathFor("505")}`);
    const channel = await open("505", subscribed);
    expect(event.playout.url).toBe(channel.playout.url);
    await end(event.streamId, "70001", subscribed);
    await end(channel.streamId, "505", subscribed);
  });

  test("needs no DRM", async () => {
    const stream = await open("70002");
    const ts = clock.now().getTime();
    const reply = await call(services, `/content/playout/new/drm?ts=${ts}&country=JO`, {
      body: { streamId: stream.streamId, contentId: "70002" },
      headers: { authorization: playoutAuthorization(devPlayoutSecret, ts, "70002", "JO") },
    });
    expect(reply.body).toEqual({ drm: null, message: "DRM not required" });
    await end(stream.streamId, "70002");
  });

  test("keeps the Plus, age and country rules: a guest gets the free news, not the Plus derby", async () => {
    const news = await open("70002");
    expect(news.playout.advertisements).toHaveLength(1);
    await end(news.streamId, "70002");
    expect(await refusal("70001")).toEqual({ status: 403, code: "NOT_SUBSCRIBED" });
    expect(await refusal("70001", registered, { usertype: "SUBSCRIBED" })).toEqual({ status: 403, code: "NOT_SUBSCRIBED" });
    const restricted = await call(services, "/content/playout/new/url/70002?country=ZA");
    expect(restricted.status).toBe(451);
    const forKid = await open("70002", kid);
    await end(forKid.streamId, "70002", kid);
  });

  test("is counted as a live stream: a third one on the account is refused", async () => {
    const first = await open("70001", subscribed);
    const second = await open("70002", subscribed);
    const third = await playout("70003", subscribed);
    expect(third.status).toBe(429);
    expect(errorSchema.parse(third.body).error.code).toBe("CONCURRENCY_LIMIT");
    await end(first.streamId, "70001", subscribed);
    await end(second.streamId, "70002", subscribed);
  });
});

describe("a live event that is over", () => {
  test("with a replay plays the replay's asset like a title, from its start", async () => {
    const replay = await open("70009", subscribed);
    const asset = mediaAssetFor("1054");
    expect(replay.playout.url).toBe(`${new URL(replay.playout.url).origin}${manifestPathOf(asset)}`);
    expect(replay.playout.url).not.toContain("/live/");
    await end(replay.streamId, "70009", subscribed);
  });

  test("with a replay rated above the profile's limit asks for the parental PIN", async () => {
    expect(await refusal("70010", kid, { "profile-key": JSON.stringify({ ageRestriction: 18 }) })).toEqual({ status: 403, code: "PARENTAL_PIN_REQUIRED" });
    const adult = await open("70010", subscribed);
    await end(adult.streamId, "70010", subscribed);
  });

  test("without a replay is refused: EVENT_ENDED", async () => {
    for (const token of [undefined, subscribed]) expect(await refusal("70011", token)).toEqual({ status: 410, code: "EVENT_ENDED" });
    expect(await refusal("70012", subscribed)).toEqual({ status: 410, code: "EVENT_ENDED" });
  });
});

describe("5 hours after its start", () => {
  test("the live stream is no longer served: its heartbeat ends and a new playout is refused or gets the replay", async () => {
    // The derby started 10 minutes before the suite (13:50) and has no replay; the awards night (10:00) has one.
    clock.advance(4 * 3_600_000 + 49 * 60_000);
    const derby = await open("70001", subscribed);
    clock.advance(29_000);
    expect((await heartbeat(derby.streamId, "70001", subscribed)).status).toBe(200);
    clock.advance(2_000);
    const over = await heartbeat(derby.streamId, "70001", subscribed);
    expect(over.status).toBe(404);
    expect(errorSchema.parse(over.body).error.code).toBe("STREAM_ENDED");
    expect(await refusal("70001", subscribed)).toEqual({ status: 410, code: "EVENT_ENDED" });
    const awards = await open("70003", subscribed);
    expect(awards.playout.url).not.toContain("/live/");
    expect(awards.playout.url).toContain(manifestPathOf(mediaAssetFor("1036")));
    await end(awards.streamId, "70003", subscribed);
  });
});
