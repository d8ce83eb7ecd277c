import { afterEach, describe, expect, test, vi } from "vitest";
import type { MatchLive } from "@/domain/sports/types";
import type { LogEntry } from "@/ops/logCore";
import { parseLiveSnapshot } from "./liveSnapshot";
import { type LiveRouteDeps, liveMatchResponse, livePollMs, wantsEventStream } from "./liveRoute";
import { homeGoal } from "./testing/sampleMatch";

const live: MatchLive = {
  fixture: {
    id: "g10095",
    tournamentId: "c1",
    matchday: 14,
    kickOff: "2026-05-14T13:30:00.000Z",
    status: "live",
    home: { id: "t101", name: "Red Sea Mariners", shortName: "Mariners", code: "RSM" },
    away: { id: "t102", name: "Hejaz Eagles", shortName: "Eagles", code: "HEJ" },
    score: { home: 1, away: 0 },
    venue: { id: "v101", name: "Corniche Stadium", city: "Jeddah", capacity: 42000 },
  },
  phase: "firstHalf",
  clock: { minute: 31, addedTime: 0 },
  events: [homeGoal("g10095-3", 12, { home: 1, away: 0 })],
  asOf: "2026-05-14T14:00:00.000Z",
};

/** A fake sports service: `answer` decides each call's outcome; calls and log lines are kept. */
function fakeDeps(answer: (fixtureId: string) => Promise<MatchLive | undefined>) {
  const logged: LogEntry[] = [];
  const matchLive = vi.fn<LiveRouteDeps["matchLive"]>((fixtureId) => answer(fixtureId));
  const deps: LiveRouteDeps = { matchLive, log: (entry) => logged.push(entry), pollMs: 5000 };
  return { deps, matchLive, logged };
}

const get = (path: string, accept = "application/json") => new Request(`http://localhost:3000${path}`, { headers: { accept } });

async function errorOf(response: Response) {
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
}

describe("GET /api/sports/matches/{fixtureId}/live", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each(["g1 0095", "g10095;drop", "../secrets", "x".repeat(65), ""])("refuses the fixture id %j with a 400, before any call", async (fixtureId) => {
    const { deps, matchLive } = fakeDeps(async () => live);
    const response = await liveMatchResponse(get("/api/sports/matches/x/live"), fixtureId, deps);
    expect(await errorOf(response)).toEqual({ status: 400, cacheControl: "no-store", body: { error: { status: 400, code: "invalid-fixture-id", message: expect.any(String) } } });
    expect(matchLive).not.toHaveBeenCalled();
  });

  test("refuses a language it does not serve with a 400", async () => {
    const { deps, matchLive } = fakeDeps(async () => live);
    const response = await liveMatchResponse(get("/api/sports/matches/g10095/live?lang=de"), "g10095", deps);
    expect(response.status).toBe(400);
    expect(matchLive).not.toHaveBeenCalled();
  });

  test("answers 404 for a fixture the service does not know", async () => {
    const { deps, logged } = fakeDeps(async () => undefined);
    const response = await liveMatchResponse(get("/api/sports/matches/g99999/live"), "g99999", deps);
    expect(await errorOf(response)).toEqual({ status: 404, cacheControl: "no-store", body: { error: { status: 404, code: "not-found", message: "No fixture with id g99999." } } });
    expect(logged).toEqual([]);
  });

  test("answers a logged 502 when the service fails, without its stack or message reaching the viewer", async () => {
    const { deps, logged } = fakeDeps(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:4000 at secret/internal/path.ts:12");
    });
    const response = await liveMatchResponse(get("/api/sports/matches/g10095/live"), "g10095", deps);
    const reply = await errorOf(response);
    expect(reply).toEqual({ status: 502, cacheControl: "no-store", body: { error: { status: 502, code: "SPORTS_UNAVAILABLE", message: "The sports service did not answer." } } });
    expect(JSON.stringify(reply.body)).not.toMatch(/ECONNREFUSED|internal/);
    expect(logged).toEqual([{ level: "error", code: "sports-live-failed", fixtureId: "g10095", error: expect.stringContaining("ECONNREFUSED") }]);
  });

  test("answers the snapshot as JSON, never cached, in the page's language (the polling fallback)", async () => {
    const { deps, matchLive } = fakeDeps(async () => live);
    const response = await liveMatchResponse(get("/api/sports/matches/g10095/live?lang=en"), "g10095", deps);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(parseLiveSnapshot(await response.json())).toMatchObject({ fixtureId: "g10095", score: { home: 1, away: 0 }, clock: { minute: 31, addedTime: 0 } });
    expect(matchLive).toHaveBeenCalledWith("g10095", "en");
  });

  test("asks the service in Arabic when the page names no language", async () => {
    const { deps, matchLive } = fakeDeps(async () => live);
    await liveMatchResponse(get("/api/sports/matches/g10095/live"), "g10095", deps);
    expect(matchLive).toHaveBeenCalledWith("g10095", "ar");
  });

  test("streams server-sent events to a client that asks for them, unbuffered and uncompressed", async () => {
    vi.useFakeTimers();
    const client = new AbortController();
    const { deps, matchLive } = fakeDeps(async () => live);
    const request = new Request("http://localhost:3000/api/sports/matches/g10095/live", { headers: { accept: "text/event-stream" }, signal: client.signal });
    const response = await liveMatchResponse(request, "g10095", deps);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(["content-type", "cache-control", "x-accel-buffering"].map((name) => [name, response.headers.get(name)]))).toEqual({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toMatch(/^retry: \d+\nid: 2026-05-14T14:00:00.000Z\nevent: match\ndata: \{"fixtureId":"g10095"/);
    await vi.advanceTimersByTimeAsync(5000);
    expect(matchLive).toHaveBeenCalledTimes(2);
    client.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(matchLive).toHaveBeenCalledTimes(2);
  });
});

describe("which replies want the stream", () => {
  test.each([
    ["text/event-stream", true],
    ["application/json, Text/Event-Stream;q=0.9", true],
    ["application/json", false],
    ["*/*", false],
    [null, false],
  ])("Accept %j: %s", (accept, expected) => {
    expect(wantsEventStream(accept)).toBe(expected);
  });
});

describe("SPORTS_LIVE_POLL_MS", () => {
  test.each([
    [undefined, 5000],
    ["", 5000],
    ["soon", 5000],
    ["2500", 2500],
    ["10", 1000],
    ["3600000", 60_000],
  ])("%j polls every %i ms", (value, expected) => {
    expect(livePollMs(value)).toBe(expected);
  });
});
