import { describe, expect, test } from "vitest";
import { liveEpochMs, liveMasterPlaylist, liveMediaPlaylist, liveWindowSeconds, parseVodPlaylist, recordingMediaPlaylist } from "./livePlaylist";

const vodText = [
  "#EXTM3U",
  "#EXT-X-VERSION:6",
  "#EXT-X-TARGETDURATION:5",
  "#EXT-X-PLAYLIST-TYPE:VOD",
  '#EXT-X-MAP:URI="v360/init.mp4"',
  ...Array.from({ length: 15 }, (_, index) => [`#EXTINF:4.000,`, `v360/${index + 1}.m4s`]).flat(),
  "#EXT-X-ENDLIST",
].join("\n");

const vod = parseVodPlaylist(vodText);
if (!vod) throw new Error("the sample VOD playlist must parse");

const at = (seconds: number) => liveEpochMs + seconds * 1000;
const sequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const uris = (playlist: string) => playlist.split("\n").filter((line) => line.endsWith(".m4s"));

describe("live channel playlists", () => {
  test("reads a packager's VOD playlist", () => {
    expect(vod.segments).toHaveLength(15);
    expect(vod.map).toBe("v360/init.mp4");
    expect(parseVodPlaylist("#EXTM3U\n")).toBeUndefined();
  });

  test("a live playlist: no end, numbered from the epoch, the window of spec 9, files one folder up", () => {
    const playlist = liveMediaPlaylist(vod, at(10_000.5));
    expect(playlist).not.toContain("#EXT-X-ENDLIST");
    expect(playlist).not.toContain("PLAYLIST-TYPE");
    // 10 000 s at 4 s a segment: segment 2499 (9996-10000 s) is the newest that has aired.
    const list = uris(playlist);
    expect(sequenceOf(playlist) + list.length - 1).toBe(2499);
    expect(list.length * 4).toBe(liveWindowSeconds);
    expect(list.at(-1)).toBe(`../v360/${(2499 % 15) + 1}.m4s`);
    expect(playlist).toContain('#EXT-X-MAP:URI="../v360/init.mp4"');
  });

  test("each loop after the first in the window follows a discontinuity; the count before the window is declared", () => {
    const playlist = liveMediaPlaylist(vod, at(10_000.5));
    const first = sequenceOf(playlist);
    const loopStarts = Array.from({ length: 300 }, (_, offset) => first + offset).filter((sequence) => sequence % 15 === 0 && sequence !== first);
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(loopStarts.length);
    expect(playlist).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / 15)}`);
    // The segment after a discontinuity is the loop's first, dated by the wall clock.
    const afterBreak = playlist.split("#EXT-X-DISCONTINUITY\n")[1] ?? "";
    expect(afterBreak).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:[^\n]+\n#EXTINF:4\.000,\n\.\.\/v360\/1\.m4s/);
  });

  test("the playlist moves with the clock: four seconds later, one more segment and one fewer at the start", () => {
    const now = liveMediaPlaylist(vod, at(10_000.5));
    const later = liveMediaPlaylist(vod, at(10_004.5));
    expect(sequenceOf(later)).toBe(sequenceOf(now) + 1);
    expect(uris(later).length).toBe(uris(now).length);
    // Two viewers at the same moment see the same playlist.
    expect(liveMediaPlaylist(vod, at(10_001))).toBe(now);
  });

  test("the live master keeps the renditions and audio, drops subtitle groups", () => {
    const master = liveMasterPlaylist(
      [
        "#EXTM3U",
        '#EXT-X-MEDIA:TYPE=AUDIO,URI="a-ar.m3u8",GROUP-ID="audio",LANGUAGE="ar",NAME="ar"',
        '#EXT-X-MEDIA:TYPE=SUBTITLES,URI="s-fr.m3u8",GROUP-ID="text",LANGUAGE="fr",NAME="fr"',
        '#EXT-X-STREAM-INF:BANDWIDTH=390592,RESOLUTION=640x360,AUDIO="audio",SUBTITLES="text",CLOSED-CAPTIONS=NONE',
        "v360.m3u8",
      ].join("\n"),
    );
    expect(master).not.toContain("SUBTITLES");
    expect(master).toContain('AUDIO="audio",CLOSED-CAPTIONS=NONE');
    expect(master).toContain("a-ar.m3u8");
    expect(master).toContain("v360.m3u8");
  });
});

describe("recordings: start-over and catch-up", () => {
  const dates = (playlist: string) => playlist.split("\n").filter((line) => line.startsWith("#EXT-X-PROGRAM-DATE-TIME:")).map((line) => line.slice(25));

  test("a programme still on: an EVENT playlist from the segment on the air at its start to the newest aired, no end", () => {
    // A programme from 10 002 s (inside segment 2500, 10 000-10 004 s) to 12 000 s, asked at 11 000.5 s.
    const playlist = recordingMediaPlaylist(vod, at(10_002), at(12_000), at(11_000.5));
    if (playlist === undefined) throw new Error("a recording of an airing programme");
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:EVENT");
    expect(playlist).not.toContain("#EXT-X-ENDLIST");
    expect(sequenceOf(playlist)).toBe(2500);
    // 10 996-11 000 s is the newest aired: segment 2749.
    expect(uris(playlist)).toHaveLength(2749 - 2500 + 1);
    expect(dates(playlist)[0]).toBe(new Date(at(10_000)).toISOString());
    expect(uris(playlist)[0]).toBe(`../../v360/${(2500 % 15) + 1}.m4s`);
    expect(playlist).toContain('#EXT-X-MAP:URI="../../v360/init.mp4"');
  });

  test("a programme that is over: a VOD playlist of its whole length, with its end", () => {
    const playlist = recordingMediaPlaylist(vod, at(4_000), at(5_800), at(20_000));
    if (playlist === undefined) throw new Error("a recording of an aired programme");
    expect(playlist).toContain("#EXT-X-PLAYLIST-TYPE:VOD");
    expect(playlist.trimEnd().endsWith("#EXT-X-ENDLIST")).toBe(true);
    expect(uris(playlist)).toHaveLength(1_800 / 4);
    expect(sequenceOf(playlist)).toBe(1_000);
    // The loop's breaks are marked inside it as in the live stream.
    expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g)?.length).toBe(30);
  });

  test("grows with the clock, and ends once the programme does", () => {
    const early = recordingMediaPlaylist(vod, at(10_000), at(10_100), at(10_050.5)) ?? "";
    const later = recordingMediaPlaylist(vod, at(10_000), at(10_100), at(10_060.5)) ?? "";
    expect(uris(later).length).toBeGreaterThan(uris(early).length);
    expect(later.startsWith(early.slice(0, early.indexOf("#EXTINF")))).toBe(true);
    expect(recordingMediaPlaylist(vod, at(10_000), at(10_100), at(10_200))).toContain("#EXT-X-ENDLIST");
  });

  test("nothing for a programme that has not begun, one before the loop's epoch, or an empty stretch", () => {
    expect(recordingMediaPlaylist(vod, at(20_000), at(21_000), at(19_000))).toBeUndefined();
    expect(recordingMediaPlaylist(vod, liveEpochMs - 60_000, at(100), at(19_000))).toBeUndefined();
    expect(recordingMediaPlaylist(vod, at(5_000), at(5_000), at(19_000))).toBeUndefined();
  });

  test("a recording's master starts at its beginning; the live master does not say", () => {
    const vodMaster = "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360\nv360.m3u8\n";
    expect(liveMasterPlaylist(vodMaster, { fromStart: true })).toContain("#EXTM3U\n#EXT-X-START:TIME-OFFSET=0,PRECISE=YES\n");
    expect(liveMasterPlaylist(vodMaster)).not.toContain("EXT-X-START");
  });
});
