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

/** The looped asset on the wall clock: segment `sequence` is the asset's segment `sequence % count` of loop `sequence / count`. */
class LoopTimeline {
  private readonly starts: number[] = [];
  readonly loopSeconds: number;
  readonly count: number;

  constructor(readonly vod: VodPlaylist) {
    let loopSeconds = 0;
    for (const segment of vod.segments) {
      this.starts.push(loopSeconds);
      loopSeconds += segment.duration;
    }
    this.loopSeconds = loopSeconds;
    this.count = vod.segments.length;
  }

  /** A segment's file and its times, in seconds since the epoch. */
  at(sequence: number) {
    const loop = Math.floor(sequence / this.count);
    const index = sequence - loop * this.count;
    const segment = this.vod.segments[index] ?? { duration: 0, uri: "" };
    const start = loop * this.loopSeconds + (this.starts[index] ?? 0);
    return { segment, start, end: start + segment.duration, loopStart: index === 0 };
  }

  /** The newest segment that has fully aired by `seconds`. */
  lastAiredBy(seconds: number): number {
    let last = Math.floor(seconds / this.loopSeconds) * this.count + this.count - 1;
    while (last > 0 && this.at(last).end > seconds) last -= 1;
    return last;
  }

  /** The segment on the air at `seconds` (its start ≤ seconds < its end). */
  airingAt(seconds: number): number {
    let sequence = Math.floor(seconds / this.loopSeconds) * this.count;
    while (this.at(sequence).end <= seconds) sequence += 1;
    return sequence;
  }

  /**
   * The media playlist of segments `first` to `last`: numbered from the epoch, a discontinuity between loops, each
   * loop's start dated by the wall clock; `up` is the way from the playlist's folder to the asset's.
   */
  playlist(first: number, last: number, up: string, head: readonly string[], ended: boolean): string {
    const date = (seconds: number) => new Date(liveEpochMs + seconds * 1000).toISOString();
    const lines = [
      "#EXTM3U",
      "#EXT-X-VERSION:6",
      `#EXT-X-TARGETDURATION:${this.vod.targetDuration}`,
      ...head,
      `#EXT-X-MEDIA-SEQUENCE:${first}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / this.count)}`,
      ...(this.vod.map ? [`#EXT-X-MAP:URI="${up}${this.vod.map}"`] : []),
    ];
    for (let sequence = first; sequence <= last; sequence += 1) {
      const { segment, start, loopStart } = this.at(sequence);
      if (loopStart && sequence !== first) lines.push("#EXT-X-DISCONTINUITY");
      if (loopStart || sequence === first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${date(start)}`);
      lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, `${up}${segment.uri}`);
    }
    if (ended) lines.push("#EXT-X-ENDLIST");
    return `${lines.join("\n")}\n`;
  }
}

const secondsSinceEpoch = (ms: number) => Math.max(0, (ms - liveEpochMs) / 1000);

/**
 * The live media playlist at `nowMs` for a VOD playlist: the segments that ended within the last
 * `windowSeconds`, numbered from the epoch (`#EXT-X-MEDIA-SEQUENCE`), with a discontinuity between loops.
 * URIs point one folder up, since live playlists are served from `<asset>/live/`.
 */
export function liveMediaPlaylist(vod: VodPlaylist, nowMs: number, windowSeconds = liveWindowSeconds): string {
  const timeline = new LoopTimeline(vod);
  const last = timeline.lastAiredBy(secondsSinceEpoch(nowMs));
  let first = last;
  while (first > 0 && timeline.at(last).end - timeline.at(first - 1).start <= windowSeconds) first -= 1;
  first = Math.min(first, Math.max(0, last - 2));
  return timeline.playlist(first, last, "../", [], false);
}

/** The longest stretch a recording may cover: a programme longer than this is cut at its end. */
export const recordingMaxSeconds = 6 * 60 * 60;

/**
 * What the channel aired from `fromMs` to `toMs` (issue 30 §1: start-over and catch-up), as of `nowMs`: the segments
 * on the air in that stretch that have aired by now. Over (`toMs` ≤ now), it is a VOD playlist with its end; still
 * airing, an EVENT playlist that grows until the stretch ends, the player starting at its beginning (`EXT-X-START` in
 * the master). URIs point two folders up (`<asset>/recording/<from>-<to>/`). Undefined for a stretch that has not
 * begun or is outside the loop's time.
 */
export function recordingMediaPlaylist(vod: VodPlaylist, fromMs: number, toMs: number, nowMs: number): string | undefined {
  if (fromMs < liveEpochMs || toMs <= fromMs || fromMs >= nowMs) return undefined;
  const timeline = new LoopTimeline(vod);
  const ended = toMs <= nowMs;
  const first = timeline.airingAt(secondsSinceEpoch(fromMs));
  const aired = timeline.lastAiredBy(secondsSinceEpoch(nowMs));
  const last = ended ? Math.min(aired, timeline.airingAt(secondsSinceEpoch(toMs) - 0.001)) : aired;
  if (last < first) return undefined;
  return timeline.playlist(first, last, "../../", [`#EXT-X-PLAYLIST-TYPE:${ended ? "VOD" : "EVENT"}`], ended);
}

/**
 * The live master playlist of a VOD master: the same renditions and audio languages (their playlists resolve
 * inside `live/`, or the recording's folder), without the subtitle groups; a recording's starts at its beginning.
 */
export function liveMasterPlaylist(vodMaster: string, options: { fromStart?: boolean } = {}): string {
  const lines = vodMaster.split(/\r?\n/);
  // A recording starts at its beginning, not at its newest segment as a live stream does.
  if (options.fromStart) lines.splice(1, 0, "#EXT-X-START:TIME-OFFSET=0,PRECISE=YES");
  return `${lines
    .filter((line) => !line.startsWith("#EXT-X-MEDIA:TYPE=SUBTITLES"))
    .map((line) => (line.startsWith("#EXT-X-STREAM-INF:") ? line.replace(/,SUBTITLES="[^"]*"/, "") : line))
    .join("\n")
    .trimEnd()}\n`;
}
