import { afterEach, describe, expect, test, vi } from "vitest";
import { pinRefusalOf, requestPlayout, submitParentalPin } from "./playerApi";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const signal = new AbortController().signal;

describe("asking the app for a playout", () => {
  test("posts the content id and reads the reply, filling what the reply may leave out", async () => {
    const fetchMock = answer({ playout: { url: "/media/a/master.m3u8", mediaFormat: "HLS", extra: "dropped" }, streamId: "s-1" });
    expect(await requestPlayout("movie-7", signal)).toEqual({
      ok: true,
      reply: { playout: { url: "/media/a/master.m3u8", mediaFormat: "HLS", advertisements: [], drm: false }, streamId: "s-1" },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/playback/playout");
    expect(fetchMock.mock.calls[0]?.[1].body).toBe(JSON.stringify({ contentId: "movie-7" }));
  });

  test("keeps the DRM grant and the ads of a full reply", async () => {
    const reply = {
      playout: { url: "/media/b.mpd", mediaFormat: "WIDEVINE_DASH", advertisements: [{ url: "/ads/1.m3u8", drm: false }], drm: true },
      streamId: "s-2",
      drm: { signature: "sig", exp: 1_800_000_000, licenseUrl: "/api/playback/licence" },
    };
    answer(reply);
    expect(await requestPlayout("movie-8", signal)).toEqual({ ok: true, reply });
  });

  test.each([
    ["an unknown media format", { playout: { url: "/m", mediaFormat: "RTMP" }, streamId: "s" }],
    ["an empty stream id", { playout: { url: "/m", mediaFormat: "HLS" }, streamId: "" }],
    ["an ad without its url", { playout: { url: "/m", mediaFormat: "HLS", advertisements: [{ drm: true }] }, streamId: "s" }],
    ["not JSON at all", "<html>"],
  ])("a 200 with %s is a bad gateway, not a playout", async (_, body) => {
    answer(body);
    expect(await requestPlayout("movie-7", signal)).toEqual({ ok: false, status: 502, code: undefined });
  });

  test("a refusal passes on its status and the service's code, when the reply has one", async () => {
    answer({ error: { code: "CONCURRENCY_LIMIT", message: "Too many streams" } }, 403);
    expect(await requestPlayout("movie-7", signal)).toEqual({ ok: false, status: 403, code: "CONCURRENCY_LIMIT" });
    answer({ error: "nope" }, 500);
    expect(await requestPlayout("movie-7", signal)).toEqual({ ok: false, status: 500, code: undefined });
  });
});

describe("a refused parental PIN says why", () => {
  test.each([
    [403, "PIN_INVALID", "wrong"],
    [429, "TOO_MANY_ATTEMPTS", "too-many"],
    [429, undefined, "too-many"],
    [403, "PIN_NOT_SET", "not-set"],
    [502, undefined, "unavailable"],
    [401, "SESSION_REQUIRED", "unavailable"],
  ] as const)("%i %s is %s", (status, code, refusal) => {
    expect(pinRefusalOf(status, code)).toBe(refusal);
  });

  test("a reply that never comes is 'unavailable', not a wrong PIN", async () => {
    const never = vi.fn<typeof fetch>((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))));
    vi.stubGlobal("fetch", never);
    await expect(submitParentalPin("101", "1234", 20)).resolves.toBe("unavailable");
  });
});
