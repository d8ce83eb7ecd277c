import { describe, expect, test } from "vitest";
import { byteRange, livePlaylistRequest, mediaFile } from "./mediaListener";

describe("media paths", () => {
  test("only files inside a known asset's folder, with a media extension", () => {
    expect(mediaFile("/data/media", "/media/pattern-a/master.m3u8")).toEqual({ assetId: "pattern-a", file: "/data/media/pattern-a/master.m3u8" });
    expect(mediaFile("/data/media", "/media/pattern-a/v360/12.m4s")?.file).toBe("/data/media/pattern-a/v360/12.m4s");
  });

  test.each([
      "/media/pattern-a/../keys.json",
      "/media/pattern-a/%2e%2e/keys.json",
      "/media/pattern-a/..%2fkeys.json",
      "/media/keys.json",
      "/media/other/master.m3u8",
      "/media/pattern-a/.ready.json",
      "/media/pattern-a/ready.json",
      "/media/pattern-a/a/b/c.m4s",
    "/media/pattern-a/%E0%A4%A.m4s",
  ])("%s is refused", (bad) => {
    expect(mediaFile("/data/media", bad)).toBeUndefined();
  });
});

describe("byte ranges", () => {
  test("the three forms, clamped to the file", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=500-5000", 1000)).toEqual({ start: 500, end: 999 });
  });

  test("unsatisfiable or several ranges are refused", () => {
    expect(byteRange("bytes=1000-", 1000)).toBeUndefined();
    expect(byteRange("bytes=5-1", 1000)).toBeUndefined();
    expect(byteRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(byteRange("items=0-1", 1000)).toBeUndefined();
  });
});

describe("channel playlists", () => {
  test("the live window and a recording's stretch of a clear HLS asset", () => {
    expect(livePlaylistRequest("/media/pattern-a/live/master.m3u8")).toEqual({ assetId: "pattern-a", name: "master" });
    expect(livePlaylistRequest("/media/pattern-b/recording/1790000000-1790003600/v360.m3u8")).toEqual({
      assetId: "pattern-b",
      name: "v360",
      recording: { from: 1_790_000_000, to: 1_790_003_600 },
    });
  });

  test.each([
    "/media/pattern-clearkey/live/master.m3u8",
    "/media/pattern-a/recording/1790003600-1790000000/master.m3u8",
    "/media/pattern-a/recording/1790000000-1790000000/master.m3u8",
    "/media/pattern-a/recording/1790000000-1790030000/master.m3u8",
    "/media/pattern-a/recording/179000000-1790003600/master.m3u8",
    "/media/pattern-a/recording/master.m3u8",
  ])("%s is not one", (bad) => {
    expect(livePlaylistRequest(bad)).toBeUndefined();
  });
});
