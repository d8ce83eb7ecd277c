/**
 * Live channels without a live encoder (issue 9; STACK-NOTES 23): a channel's HLS playlists are computed per
 * request from the wall clock over a test asset's VOD segments played in a loop. Every viewer sees the same
 * moment of the same loop, the window is spec 9's live window (1200 s), the playlist has no end, and each
 * loop starts after a discontinuity, since its segments' timestamps start again. `#EXT-X-PROGRAM-DATE-TIME`
 * dates the segments, so players can show how far behind live the viewer is and start over within the window.
 * Subtitles are not carried on channels (their cues belong to the VOD timeline).
 */

/** Spec 9 constants: live window duration, seconds. */
export const liveWindowSeconds = 1200;

/** The moment every channel's loop started: segment 0 of the first loop. */
export const liveEpochMs = Date.UTC(2026, 0, 1);

interface VodSegment {
  duration: number;
  uri: string;
}

interface VodPlaylist {
  targetDuration: number;
  map?: string;
  segments: VodSegment[];
}

/** A VOD media playlist's segments and init section, as shaka-packager writes them. */
export function parseVodPlaylist(text: string): VodPlaylist | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const target = Number(/^#EXT-X-TARGETDURATION:(\d+)/m.exec(text)?.[1]);
  const map = /^#EXT-X-MAP:URI="([^"]+)"/m.exec(text)?.[1];
  const segments: VodSegment[] = [];
  lines.forEach((line, index) => {
    const duration = /^#EXTINF:([\d.]+)/.exec(line)?.[1];
    const uri = lines.slice(index + 1).find((next) => next !== "" && !next.startsWith("#"));
    if (duration !== undefined && uri !== undefined) segments.push({ duration: Number(duration), uri });
  });
  if (!Number.isFinite(target) || target <= 0 || segments.length === 0 || segments.some((segment) => !(segment.duration > 0))) return undefined;
  return { targetDuration: target, ...(map ? { map } : {}), segments };
}

/**
 * The live media playlist at `nowMs` for a VOD playlist: the segments that ended within the last
 * `windowSeconds`, numbered from the epoch (`#EXT-X-MEDIA-SEQUENCE`), with a discontinuity between loops.
 * URIs point one folder up, since live playlists are served from `<asset>/live/`.
 */
export function liveMediaPlaylist(vod: VodPlaylist, nowMs: number, windowSeconds = liveWindowSeconds): string {
  const count = vod.segments.length;
  const starts: number[] = [];
  let loopSeconds = 0;
  for (const segment of vod.segments) {
    starts.push(loopSeconds);
    loopSeconds += segment.duration;
  }
  const elapsed = Math.max(0, (nowMs - liveEpochMs) / 1000);
  const segmentAt = (sequence: number) => {
    const loop = Math.floor(sequence / count);
    const index = sequence - loop * count;
    const segment = vod.segments[index] ?? { duration: 0, uri: "" };
    const start = loop * loopSeconds + (starts[index] ?? 0);
    return { segment, start, end: start + segment.duration, first: index === 0 };
  };
  // The newest segment that has fully "aired", then back over the window (at least three segments).
  const loop = Math.floor(elapsed / loopSeconds);
  let last = loop * count + count - 1;
  while (last > 0 && segmentAt(last).end > elapsed) last -= 1;
  let first = last;
  while (first > 0 && segmentAt(last).end - segmentAt(first - 1).start <= windowSeconds) first -= 1;
  first = Math.min(first, Math.max(0, last - 2));
  const date = (seconds: number) => new Date(liveEpochMs + seconds * 1000).toISOString();
  const up = (uri: string) => `../${uri}`;
  const lines = [
    "#EXTM3U",
    "#EXT-X-VERSION:6",
    `#EXT-X-TARGETDURATION:${vod.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
    ...(vod.map ? [`#EXT-X-MAP:URI="${up(vod.map)}"`] : []),
  ];
  for (let sequence = first; sequence <= last; sequence += 1) {
    const { segment, start, first: loopStart } = segmentAt(sequence);
    if (loopStart && sequence !== first) lines.push("#EXT-X-DISCONTINUITY");
    if (loopStart || sequence === first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${date(start)}`);
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, up(segment.uri));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The live master playlist of a VOD master: the same renditions and audio languages (their playlists resolve
 * inside `live/`), without the subtitle groups.
 */
export function liveMasterPlaylist(vodMaster: string): string {
  return `${vodMaster
    .split(/\r?\n/)
    .filter((line) => !line.startsWith("#EXT-X-MEDIA:TYPE=SUBTITLES"))
    .map((line) => (line.startsWith("#EXT-X-STREAM-INF:") ? line.replace(/,SUBTITLES="[^"]*"/, "") : line))
    .join("\n")
    .trimEnd()}\n`;
}
