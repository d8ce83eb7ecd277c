import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServices, type TestServices } from "../testing/startTestServices";
import { readClearKey } from "./clearKeys";
import { generateMedia } from "./generateMedia";
import { findMediaTools } from "./mediaTools";

let services: TestServices;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "shasha-media-"));
  // Four seconds of each: the real ones are a minute long (services/media/mediaAssets.ts).
  await generateMedia({ mediaDir, tools: findMediaTools(), durationSeconds: 4, assets: ["pattern-a", "pattern-clearkey"] });
  services = await startTestServices({ mediaDir });
}, 120_000);

afterAll(async () => {
  await services.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const media = (file: string, init?: RequestInit) => fetch(`${services.imagesUrl}/media/${file}`, init);

describe("the generated test media", () => {
  test("HLS: three video renditions, two audio languages, subtitles in ar, en and fr", async () => {
    const reply = await media("pattern-a/master.m3u8");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(reply.headers.get("access-control-allow-origin")).toBe("*");
    const master = await reply.text();
    expect(master.match(/RESOLUTION=\d+x(\d+)/g)?.map((line) => line.split("x")[1])).toEqual(["360", "540", "720"]);
    expect([...master.matchAll(/TYPE=AUDIO,.*LANGUAGE="(\w+)"/g)].map((match) => match[1]).sort()).toEqual(["ar", "en"]);
    expect([...master.matchAll(/TYPE=SUBTITLES,.*LANGUAGE="(\w+)"/g)].map((match) => match[1]).sort()).toEqual(["ar", "en", "fr"]);
    const arabic = await (await media("pattern-a/s-ar/1.vtt")).text();
    expect(arabic).toContain("ترجمة تجريبية");
  });

  test("DASH: the same renditions; a segment answers byte ranges", async () => {
    const mpd = await (await media("pattern-a/manifest.mpd")).text();
    // A VOD manifest, not a live one: players start at the beginning and know the duration.
    expect(mpd).toContain('type="static"');
    expect(mpd.match(/<Representation [^>]*height="(\d+)"/g)).toHaveLength(3);
    const range = await media("pattern-a/v360/init.mp4", { headers: { Range: "bytes=0-99" } });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
  });

  test("the ClearKey asset is CENC DASH whose default KID is the stored key id", async () => {
    const mpd = await (await media("pattern-clearkey/manifest.mpd")).text();
    const kid = /cenc:default_KID="([0-9a-f-]+)"/.exec(mpd)?.[1]?.replaceAll("-", "");
    expect(kid).toBe(readClearKey(mediaDir, "pattern-clearkey")?.keyId);
    expect((await media("pattern-clearkey/master.m3u8")).status).toBe(404);
  });

  test("a channel is a live window over the asset's segments, computed per request", async () => {
    const master = await media("pattern-a/live/master.m3u8");
    expect(master.status).toBe(200);
    expect(master.headers.get("cache-control")).toBe("public, max-age=1");
    const variant = /^(v\d+\.m3u8)$/m.exec(await master.text())?.[1];
    expect(variant).toBe("v360.m3u8");
    const playlist = await (await media(`pattern-a/live/${variant ?? ""}`)).text();
    expect(playlist).toMatch(/#EXT-X-MEDIA-SEQUENCE:\d+/);
    expect(playlist).not.toContain("#EXT-X-ENDLIST");
    const segment = /^\.\.\/(v360\/\d+\.m4s)$/m.exec(playlist)?.[1];
    expect((await media(`pattern-a/${segment ?? "none"}`)).status).toBe(200);
    // The encrypted asset is never a channel; names outside the asset's playlists are not found.
    expect((await media("pattern-clearkey/live/master.m3u8")).status).toBe(404);
    expect((await media("pattern-a/live/keys.m3u8")).status).toBe(404);
  });

  test("nothing outside the assets is served; an asset still being made is a 503", async () => {
    expect((await media("keys.json")).status).toBe(404);
    expect((await media("pattern-a/..%2F..%2Fkeys.json")).status).toBe(404);
    expect((await media("pattern-a/ready.json")).status).toBe(404);
    const pending = await media("pattern-b/master.m3u8");
    expect(pending.status).toBe(503);
    expect(pending.headers.get("retry-after")).toBe("10");
  });
});
