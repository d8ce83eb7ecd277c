/**
 * One playback of a title (issue 9), without React: it asks the app for a playout (rights are decided by the
 * services; a refusal comes back as the server's error code and is shown as the spec's message), plays the
 * pre-roll ads, then the title with hls.js (HLS) or shaka-player (DASH, DRM), and reports progress and
 * heartbeats. usePlayback.ts runs it in an effect and keeps what the player shows in React state.
 */
import { attachHls, attachShaka, type PlaybackEngine } from "./engines";
import { track } from "@/components/actions/track";
import { playbackTimeBucket, timeOfDayOf } from "@/domain/tracking";
import { createPlaybackReporter, type PlaybackReporter } from "./playbackReporter";
import { endStream, requestPlayout, sendHeartbeat, sendProgress, type PlayoutReply } from "./playerApi";
import { messageOfEngineCode, messageOfServerCode, type PlayerMessageKey } from "./playerErrors";

export type Phase = "loading" | "ad" | "main" | "ended" | "error";

export interface PlaybackSession {
  element: HTMLVideoElement;
  contentId: string;
  /** Where to start, in seconds (a live channel starts at its live edge instead). */
  startAt: number;
  live: boolean;
  /** A channel's programme started over or caught up (domain/catchup.ts): played from its start, no progress kept. */
  programmeId?: string | undefined;
  /** Where the session puts the title's engine and reporter; whoever stops the session destroys them. */
  engine: { current: PlaybackEngine | undefined };
  reporter: { current: PlaybackReporter | undefined };
  setPhase: (phase: Phase) => void;
  fail: (key: PlayerMessageKey) => void;
  /** The title's engine is attached: its renditions, languages and name can be read. */
  engineReady: (engine: PlaybackEngine) => void;
  /** The title is above the profile's age limit: the parental PIN is asked for. */
  pinNeeded: () => void;
}

function attachFor(video: HTMLVideoElement, url: string, format: string, startAt: number, reply: PlayoutReply | undefined, fail: (code?: number) => void): Promise<PlaybackEngine> {
  const onFailure = (failure: { code?: number }) => fail(failure.code);
  if (format === "HLS" || url.endsWith(".m3u8")) return attachHls(video, url, startAt, onFailure);
  const drm = reply?.drm
    ? { licenseUrl: reply.drm.licenseUrl, headers: { "x-drm-signature": reply.drm.signature, "x-drm-exp": String(reply.drm.exp), "x-stream-id": reply.streamId } }
    : undefined;
  return attachShaka(video, url, startAt, drm, onFailure);
}

/** The numeric code of what an engine threw while attaching (shaka's errors carry one), else 0. */
export function engineErrorCode(error: unknown): number {
  return typeof error === "object" && error !== null && typeof Reflect.get(error, "code") === "number" ? Number(Reflect.get(error, "code")) : 0;
}

function reporterFor(session: PlaybackSession, streamId: string): PlaybackReporter {
  const { element, contentId, live, programmeId, fail } = session;
  let stopHeartbeat = false;
  return createPlaybackReporter({
    position: () => ({ position: element.currentTime, duration: element.duration }),
    sendProgress: (position, duration) => {
      // A channel has no progress: it is always "now", and a programme of it is watched again from its start.
      if (!live && programmeId === undefined && Number.isFinite(duration) && duration > 0) sendProgress(contentId, position, duration);
    },
    sendHeartbeat: (position) => {
      if (stopHeartbeat) return;
      void sendHeartbeat(streamId, contentId, position).then((alive) => {
        if (!alive) {
          stopHeartbeat = true;
          element.pause();
          fail("concurrencyLimit");
        }
      });
    },
    // Analytics gets buckets, never the raw time (spec 9), through the one tracking port.
    sendPlayedTime: (seconds) =>
      track("playback_time", { contentId, live, bucket: playbackTimeBucket(seconds), timeOfDay: timeOfDayOf(new Date().getHours()) }),
  });
}

async function startMain(session: PlaybackSession, reply: PlayoutReply, stopped: () => boolean): Promise<void> {
  const { element, live, startAt, fail } = session;
  const attached = await attachFor(element, reply.playout.url, reply.playout.mediaFormat, live ? 0 : startAt, reply, (code) => fail(code === undefined ? "generic" : messageOfEngineCode(code)));
  if (stopped()) return void attached.destroy();
  session.engine.current = attached;
  session.engineReady(attached);
  session.setPhase("main");
  session.reporter.current = reporterFor(session, reply.streamId);
  element.play().catch(() => undefined);
  if (!element.paused) session.reporter.current.playing();
}

async function playAds(session: PlaybackSession, reply: PlayoutReply, stopped: () => boolean): Promise<void> {
  const { element } = session;
  for (const ad of reply.playout.advertisements) {
    if (stopped()) return;
    session.setPhase("ad");
    const adEngine = await attachFor(element, ad.url, ad.url.endsWith(".m3u8") ? "HLS" : "DASH", 0, undefined, () => undefined).catch(() => undefined);
    if (!adEngine) continue;
    await new Promise<void>((done) => {
      element.addEventListener("ended", () => done(), { once: true });
      element.play().catch(() => done());
    });
    await adEngine.destroy();
  }
}

/**
 * Starts: playout, ads, then the title. Returns the stop function, which also ends the stream's place in the
 * account's limit; the engine and reporter left in `session` are the caller's to destroy after it.
 */
export function startPlayback(session: PlaybackSession): () => void {
  const { element, contentId, fail } = session;
  performance.mark("shasha:player-start");
  // Spec 9: muted at volume 0 by default, so the browser lets playback start by itself.
  element.muted = true;
  element.volume = 0;
  const abort = new AbortController();
  let stopped = false;
  const isStopped = () => stopped;
  let openStream: string | undefined;
  void (async () => {
    const result = await requestPlayout(contentId, abort.signal, session.programmeId).catch(() => undefined);
    if (result?.ok) openStream = result.reply.streamId;
    if (stopped) return;
    if (!result) return fail("generic");
    if (!result.ok) {
      const key = messageOfServerCode(result.code);
      if (key === "parentalPin") {
        session.pinNeeded();
        return;
      }
      return fail(key);
    }
    await playAds(session, result.reply, isStopped);
    if (!stopped) await startMain(session, result.reply, isStopped).catch((error: unknown) => fail(messageOfEngineCode(engineErrorCode(error))));
  })();
  const leave = () => {
    if (openStream !== undefined) endStream(openStream, contentId);
    openStream = undefined;
  };
  window.addEventListener("pagehide", leave);
  return () => {
    stopped = true;
    abort.abort();
    window.removeEventListener("pagehide", leave);
    leave();
  };
}
