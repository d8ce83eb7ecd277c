import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { seedPassword } from "../seed/seedUsers";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";
import { call, fakeClock, signIn } from "../user/testClient";

// Start-over and catch-up (issue 30 §1; domain/catchup.ts): the playout of a channel's programme, decided here.
const clock = fakeClock("2026-05-14T14:10:00.000Z");
const nowMs = clock.now().getTime();
const hourMs = 3_600_000;
let services: TestServices;
let mediaDir: string;
let subscribed: string;
let registered: string;

const programmeSchema = z.object({ id: z.string(), channelId: z.string(), start: z.string(), stop: z.string() });
const scheduleSchema = z.object({ programmes: z.array(programmeSchema) });
const playoutSchema = z.object({ playout: z.object({ url: z.string(), mediaFormat: z.string(), drm: z.boolean() }), streamId: z.string() });
const errorSchema = z.object({ error: z.object({ code: z.string() }) });
type Programme = z.output<typeof programmeSchema>;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "shasha-catchup-"));
  services = await startTestServices({ now: clock.now, mediaDir });
  subscribed = (await signIn(services, "subscribed@shasha.test", seedPassword)).token;
  registered = (await signIn(services, "registered@shasha.test", seedPassword)).token;
});
afterAll(async () => {
  await services.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A channel's programmes from `back` hours ago to two hours ahead. */
async function schedule(channelId: string, back: number): Promise<Programme[]> {
  const request = { channelId, from: new Date(nowMs - back * hourMs).toISOString(), to: new Date(nowMs + 2 * hourMs).toISOString() };
  const reply = await getJson(`${services.url}/content/live/related?${requestParam(request)}`);
  return scheduleSchema.parse(reply.body).programmes;
}

const onAir = (programmes: Programme[]) => programmes.find((p) => Date.parse(p.start) <= nowMs && Date.parse(p.stop) > nowMs);
const endedBefore = (programmes: Programme[], ms: number) => programmes.findLast((p) => Date.parse(p.stop) <= ms);
const upcoming = (programmes: Programme[]) => programmes.find((p) => Date.parse(p.start) > nowMs);

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seeded guide has no ${what}`);
  return value;
}

const playout = (channelId: string, programmeId: string, token?: string) =>
  call(services, `/content/playout/new/url/${channelId}?country=JO&programme=${encodeURIComponent(programmeId)}`, token ? { token } : {});

async function refusal(channelId: string, programmeId: string, token?: string) {
  const reply = await playout(channelId, programmeId, token);
  expect(JSON.stringify(reply.body)).not.toContain("/media/");
  return { status: reply.status, code: errorSchema.parse(reply.body).error.code };
}

describe("start-over", () => {
  test("plays the programme on the air from its start: the channel's recording since then, still growing", async () => {
    const programme = required(onAir(await schedule("501", 1)), "programme on the air");
    const reply = await playout("501", programme.id);
    expect(reply.status).toBe(200);
    const { playout: given } = playoutSchema.parse(reply.body);
    expect(given).toMatchObject({ mediaFormat: "HLS", drm: false });
    const from = Math.floor(Date.parse(programme.start) / 1000);
    const to = Math.ceil(Date.parse(programme.stop) / 1000);
    expect(new URL(given.url).pathname).toBe(`/media/pattern-b/recording/${from}-${to}/master.m3u8`);
  });

  test("is refused where the channel does not allow it (Shasha Music, 517)", async () => {
    const programme = required(onAir(await schedule("517", 1)), "programme on the air");
    expect(await refusal("517", programme.id)).toEqual({ status: 403, code: "STARTOVER_UNAVAILABLE" });
  });
});

describe("catch-up", () => {
  test("plays a programme of the last seven days whole", async () => {
    const programme = required(endedBefore(await schedule("502", 6 * 24), nowMs - 5 * 24 * hourMs), "programme five days back");
    const reply = await playout("502", programme.id, registered);
    expect(reply.status).toBe(200);
    expect(playoutSchema.parse(reply.body).playout.url).toContain(`/recording/${Math.floor(Date.parse(programme.start) / 1000)}-`);
  });

  test("as far back as the channel allows: News keeps one day, Music none", async () => {
    const news = await schedule("511", 3 * 24);
    expect(await refusal("511", required(endedBefore(news, nowMs - 26 * hourMs), "news two days back").id)).toEqual({ status: 403, code: "CATCHUP_UNAVAILABLE" });
    expect((await playout("511", required(endedBefore(news, nowMs - hourMs), "news an hour back").id)).status).toBe(200);
    const music = await schedule("517", 3);
    expect(await refusal("517", required(endedBefore(music, nowMs), "an ended music programme").id)).toEqual({ status: 403, code: "CATCHUP_UNAVAILABLE" });
  });

  test("nothing that has not aired, nor a programme asked through another channel", async () => {
    const programmes = await schedule("502", 1);
    expect(await refusal("502", required(upcoming(programmes), "next programme").id)).toEqual({ status: 403, code: "PROGRAMME_NOT_AIRED" });
    expect(await refusal("501", required(onAir(programmes), "programme on the air").id)).toEqual({ status: 404, code: "PROGRAMME_UNKNOWN" });
    expect(await refusal("502", "no-such-programme")).toEqual({ status: 404, code: "PROGRAMME_UNKNOWN" });
    // A programme is a channel's: a title with one is no way around the title's own playout.
    expect(await refusal("1001", required(onAir(programmes), "programme on the air").id, subscribed)).toEqual({ status: 404, code: "PROGRAMME_UNKNOWN" });
  });
});

describe("a Plus channel's start-over and catch-up", () => {
  test("follow the channel's rights on the server: refused to a registered viewer and a guest, given to a subscriber", async () => {
    const programmes = await schedule("505", 3);
    const ended = required(endedBefore(programmes, nowMs), "an ended sport programme");
    const current = required(onAir(programmes), "the sport programme on the air");
    for (const id of [ended.id, current.id]) {
      expect(await refusal("505", id, registered)).toEqual({ status: 403, code: "NOT_SUBSCRIBED" });
      expect(await refusal("505", id)).toEqual({ status: 403, code: "NOT_SUBSCRIBED" });
      expect((await playout("505", id, subscribed)).status).toBe(200);
    }
  });
});
