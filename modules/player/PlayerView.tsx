"use client";
/**
 * The player (issue 9): loaded only on player pages, in the browser. It asks the app for a playout (rights are
 * decided by the services; a refusal comes back as the server's error code and is shown as the spec's
 * message), plays the pre-roll ads, then the title with hls.js (HLS) or shaka-player (DASH, DRM). Controls:
 * play and pause, seek (the timeline stays left-to-right in every language), mute and volume (muted at 0 by
 * default, so autoplay is allowed), fullscreen, quality, audio and subtitles, replay; keys space/k, arrows
 * (10 s), f and m. It reports progress and heartbeats, shows the viewer's watermark, and counts down to the
 * next episode.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { track } from "@/components/actions/track";
import { VisuallyHidden } from "@/components/a11y/VisuallyHidden";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { attachHls, attachShaka, type PlaybackEngine } from "./engines";
import { countdownAt } from "./nextEpisode";
import { createPlaybackReporter, type PlaybackReporter } from "./playbackReporter";
import { endStream, requestPlayout, sendHeartbeat, sendProgress, submitParentalPin, type PinRefusal, type PlayoutReply } from "./playerApi";
import { messageOfEngineCode, messageOfServerCode, offersUpsell, trackingOf, type PlayerMessageKey } from "./playerErrors";
import type { PlayerLabels } from "./playerLabels";
import styles from "./PlayerView.module.css";
import { qualityChoices, type QualityChoice } from "./qualityLevels";
import { behindLive, liveWindowOf, type LiveWindow } from "./liveEdge";
import { runWatermark } from "./watermark";

export interface PlayerViewProps {
  contentId: string;
  title: string;
  /** Where to start, in seconds: the profile's saved position. */
  startAt: number;
  next?: { href: string; title: string };
  /** The viewer's id, shown as the watermark; absent for guests. */
  watermark?: string;
  /** A live channel: starts at the live edge, seeks within its window, records no progress. */
  live?: boolean;
  upsellHref: string;
  labels: PlayerLabels;
}

type Phase = "loading" | "ad" | "main" | "ended" | "error";

const seekStep = 10;

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

function attachFor(video: HTMLVideoElement, url: string, format: string, startAt: number, reply: PlayoutReply | undefined, fail: (code?: number) => void): Promise<PlaybackEngine> {
  const onFailure = (failure: { code?: number }) => fail(failure.code);
  if (format === "HLS" || url.endsWith(".m3u8")) return attachHls(video, url, startAt, onFailure);
  const drm = reply?.drm
    ? { licenseUrl: reply.drm.licenseUrl, headers: { "x-drm-signature": reply.drm.signature, "x-drm-exp": String(reply.drm.exp), "x-stream-id": reply.streamId } }
    : undefined;
  return attachShaka(video, url, startAt, drm, onFailure);
}

export default function PlayerView({ contentId, title, startAt, next, watermark, live = false, upsellHref, labels }: PlayerViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const engine = useRef<PlaybackEngine | undefined>(undefined);
  const reporter = useRef<PlaybackReporter | undefined>(undefined);
  const [phase, setPhaseState] = useState<Phase>("loading");
  // Media events can fire before React renders the new phase: handlers read the ref, the view the state.
  const phaseRef = useRef<Phase>("loading");
  const setPhase = useCallback((value: Phase) => {
    phaseRef.current = value;
    setPhaseState(value);
  }, []);
  const [message, setMessage] = useState<PlayerMessageKey | undefined>();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(0);
  const [time, setTime] = useState<{ current: number; duration: number; window?: LiveWindow | undefined }>({ current: 0, duration: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const [qualities, setQualities] = useState<QualityChoice[]>([]);
  const [quality, setQuality] = useState<string>("auto");
  const [audios, setAudios] = useState<string[]>([]);
  const [audio, setAudio] = useState<string>("");
  const [texts, setTexts] = useState<string[]>([]);
  const [engineName, setEngineName] = useState<string>("");
  const [text, setText] = useState<string>("");
  const [markVisible, setMarkVisible] = useState(false);
  const [nextCancelled, setNextCancelled] = useState(false);
  const [pinNeeded, setPinNeeded] = useState(false);
  const [pinRefusal, setPinRefusal] = useState<PinRefusal | undefined>(undefined);

  const fail = useCallback((key: PlayerMessageKey) => {
    const tracking = trackingOf(key);
    track(tracking.label, { message: tracking.message, contentId, ...(tracking.detail ? { detail: tracking.detail } : {}) });
    setMessage(key);
    setPhase("error");
  }, [contentId, setPhase]);

  // Start: playout, ads, then the title.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    performance.mark("shasha:player-start");
    // Spec 9: muted at volume 0 by default, so the browser lets playback start by itself.
    element.muted = true;
    element.volume = 0;
    const abort = new AbortController();
    let stopped = false;
    let stopHeartbeat = false;
    const startMain = async (reply: PlayoutReply) => {
      const attached = await attachFor(element, reply.playout.url, reply.playout.mediaFormat, live ? 0 : startAt, reply, (code) => fail(code === undefined ? "generic" : messageOfEngineCode(code)));
      if (stopped) return void attached.destroy();
      engine.current = attached;
      setQualities(qualityChoices(attached.renditions()));
      const audioList = attached.audioLanguages();
      setAudios(audioList);
      setTexts(attached.textLanguages());
      setEngineName(attached.name);
      setPhase("main");
      reporter.current = createPlaybackReporter({
        position: () => ({ position: element.currentTime, duration: element.duration }),
        sendProgress: (position, duration) => {
          // A channel has no progress: it is always "now".
          if (!live && Number.isFinite(duration) && duration > 0) sendProgress(contentId, position, duration);
        },
        sendHeartbeat: (position) => {
          if (stopHeartbeat) return;
          void sendHeartbeat(reply.streamId, contentId, position).then((alive) => {
            if (!alive) {
              stopHeartbeat = true;
              element.pause();
              fail("concurrencyLimit");
            }
          });
        },
      });
      element.play().catch(() => undefined);
      if (!element.paused) reporter.current.playing();
    };
    const playAds = async (reply: PlayoutReply) => {
      for (const ad of reply.playout.advertisements) {
        if (stopped) return;
        setPhase("ad");
        const adEngine = await attachFor(element, ad.url, ad.url.endsWith(".m3u8") ? "HLS" : "DASH", 0, undefined, () => undefined).catch(() => undefined);
        if (!adEngine) continue;
        await new Promise<void>((done) => {
          element.addEventListener("ended", () => done(), { once: true });
          element.play().catch(() => done());
        });
        await adEngine.destroy();
      }
    };
    let openStream: string | undefined;
    void (async () => {
      const result = await requestPlayout(contentId, abort.signal).catch(() => undefined);
      if (result?.ok) openStream = result.reply.streamId;
      if (stopped) return;
      if (!result) return fail("generic");
      if (!result.ok) {
        const key = messageOfServerCode(result.code);
        if (key === "parentalPin") {
          setPinNeeded(true);
          return;
        }
        return fail(key);
      }
      await playAds(result.reply);
      if (!stopped) await startMain(result.reply).catch((error: unknown) => fail(messageOfEngineCode(typeof error === "object" && error !== null && typeof Reflect.get(error, "code") === "number" ? Number(Reflect.get(error, "code")) : 0)));
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
      reporter.current?.leave();
      reporter.current = undefined;
      void engine.current?.destroy();
      engine.current = undefined;
    };
  }, [contentId, startAt, live, fail, setPhase]);

  // The watermark: the viewer's id for 3 s, then off for 6 to 7 minutes.
  useEffect(() => (watermark && phase === "main" ? runWatermark(setMarkVisible) : undefined), [watermark, phase]);

  // Leaving the page: a last progress report (keepalive).
  useEffect(() => {
    const leave = () => reporter.current?.leave();
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const element = () => video.current;
  const togglePlay = () => {
    const v = element();
    if (!v || phase === "error") return;
    if (phase === "ended") {
      v.currentTime = 0;
      setPhase("main");
    }
    if (v.paused) v.play().catch(() => undefined);
    else v.pause();
  };
  const seekTo = (seconds: number) => {
    const v = element();
    if (!v || phase !== "main") return;
    const window = live ? liveWindowOf(v.seekable) : undefined;
    const [low, high] = window ? [window.start, window.end] : [0, Number.isFinite(v.duration) ? v.duration : seconds];
    v.currentTime = Math.min(Math.max(low, seconds), high);
  };
  const behind = live ? behindLive(time.current, time.window) : 0;
  const toggleMute = () => {
    const v = element();
    if (!v) return;
    const nextMuted = !v.muted;
    v.muted = nextMuted;
    if (!nextMuted && v.volume === 0) v.volume = 0.5;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement && event.target.type !== "range") return;
    const v = element();
    if (!v) return;
    const actions: Record<string, () => void> = {
      " ": togglePlay,
      k: togglePlay,
      ArrowRight: () => seekTo(v.currentTime + seekStep),
      ArrowLeft: () => seekTo(v.currentTime - seekStep),
      f: toggleFullscreen,
      m: toggleMute,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const countdown = next && !nextCancelled && phase === "main" ? countdownAt(time.current, time.duration) : undefined;
  useEffect(() => {
    if (countdown === 0 && next) window.location.assign(next.href);
  }, [countdown, next]);

  const submitPin = async (form: HTMLFormElement) => {
    const pin = new FormData(form).get("pin");
    setPinRefusal(undefined);
    const refusal = await submitParentalPin(contentId, typeof pin === "string" ? pin : "");
    // The app keeps the accepted PIN's proof for this title in an HttpOnly cookie; the page starts again with it.
    if (refusal === undefined) window.location.reload();
    else setPinRefusal(refusal);
  };

  const language = (code: string) => labels.languages[code] ?? code;
  const adPlaying = phase === "ad";
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player's keys (space, k, arrows, f, m) work wherever focus is in the player, as in any video player
    <section className={styles.frame} ref={frame} aria-label={`${labels.region}: ${title}`} tabIndex={-1} onKeyDown={onKey} data-phase={phase} data-player="" data-engine={engineName} data-subtitles={text}>
      {/* Captions come with the stream (WebVTT in the HLS and DASH manifests) and are chosen in the subtitles menu. */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the engines attach the stream's own text tracks */}
      <video
        ref={video}
        muted={muted}
        playsInline
        preload="auto"
        onPlaying={() => {
          // The first frame of the title (npm run bench reads it: time to first frame).
          if (phaseRef.current === "main" && performance.getEntriesByName("shasha:first-frame").length === 0) performance.mark("shasha:first-frame");
        }}
        onPlay={() => {
          setPlaying(true);
          if (phaseRef.current === "main") reporter.current?.playing();
        }}
        onPause={() => {
          setPlaying(false);
          if (phaseRef.current === "main") reporter.current?.paused();
        }}
        onSeeked={() => reporter.current?.seeked()}
        onTimeUpdate={(event) => {
          const v = event.currentTarget;
          setTime({ current: v.currentTime, duration: v.duration, window: live ? liveWindowOf(v.seekable) : undefined });
        }}
        onVolumeChange={(event) => {
          setMuted(event.currentTarget.muted);
          setVolume(event.currentTarget.volume);
        }}
        onEnded={() => {
          if (phaseRef.current !== "main") return;
          setPhase("ended");
          reporter.current?.leave();
          if (next && !nextCancelled) window.location.assign(next.href);
        }}
      />
      {watermark && markVisible ? <div className="player__watermark" aria-hidden="true">{watermark}</div> : null}
      {phase === "loading" && !pinNeeded ? <output className="player__status">{labels.loading}</output> : null}
      {adPlaying ? <output className="player__ad">{labels.ad}</output> : null}
      {pinNeeded ? (
        <form
          className="player__pin"
          onSubmit={(event) => {
            event.preventDefault();
            void submitPin(event.currentTarget);
          }}
        >
          <p>{labels.messages.parentalPin}</p>
          <label>
            {labels.pinLabel}
            <input name="pin" type="password" inputMode="numeric" autoComplete="off" pattern="\d{4}" required />
          </label>
          <button type="submit">{labels.pinSubmit}</button>
          <p className="player__pin-refused" role="alert" data-refusal={pinRefusal}>
            {pinRefusal === undefined ? null : labels.pinRefusals[pinRefusal]}
          </p>
        </form>
      ) : null}
      {phase === "error" && message ? (
        <div className="player__message" role="alert" data-message={message}>
          <p>{labels.messages[message]}</p>
          {offersUpsell(message) ? (
            <a href={upsellHref} className="player__upsell">
              {labels.upsell}
            </a>
          ) : null}
        </div>
      ) : null}
      {countdown !== undefined && next ? (
        <output className="player__next" data-countdown={countdown}>
          <p>{fillTemplate(labels.nextIn, { seconds: countdown, title: next.title })}</p>
          <a href={next.href}>{labels.nextNow}</a>
          <button type="button" onClick={() => setNextCancelled(true)}>
            {labels.nextCancel}
          </button>
        </output>
      ) : null}
      <div className="player__controls" hidden={phase === "error" || phase === "loading"}>
        <button type="button" onClick={togglePlay} aria-label={phase === "ended" ? labels.replay : playing ? labels.pause : labels.play} disabled={adPlaying} data-control="play">
          <span aria-hidden="true">{phase === "ended" ? "↺" : playing ? "❚❚" : "►"}</span>
        </button>
        <input
          type="range"
          dir="ltr"
          min={time.window ? Math.floor(time.window.start) : 0}
          max={time.window ? Math.floor(time.window.end) : Number.isFinite(time.duration) ? Math.floor(time.duration) : 0}
          step={1}
          value={Math.floor(time.current)}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
          aria-label={labels.seek}
          aria-valuetext={
            live
              ? behind > 0 ? fillTemplate(labels.behindLive, { time: clock(behind) }) : labels.live
              : fillTemplate(labels.timeOf, { current: clock(time.current), duration: clock(time.duration) })
          }
          disabled={adPlaying}
          data-control="seek"
        />
        {live ? (
          // Named by its content, so what it shows ("Live", or how far behind) is in its name (WCAG 2.5.3).
          <button type="button" onClick={() => seekTo(time.window?.end ?? time.current)} data-control="live" data-behind={behind} disabled={adPlaying}>
            <VisuallyHidden>{labels.goLive}: </VisuallyHidden>
            <span dir={behind > 0 ? "ltr" : undefined}>{behind > 0 ? `-${clock(behind)}` : labels.live}</span>
          </button>
        ) : (
          <span className="player__time" dir="ltr" aria-hidden="true">
            {clock(time.current)} / {clock(time.duration)}
          </span>
        )}
        <button type="button" onClick={toggleMute} aria-label={muted || volume === 0 ? labels.unmute : labels.mute} aria-pressed={muted} data-control="mute">
          <span aria-hidden="true">{muted || volume === 0 ? "🔇" : "🔊"}</span>
        </button>
        <input
          type="range"
          dir="ltr"
          min={0}
          max={100}
          value={Math.round(volume * 100)}
          onChange={(event) => {
            const v = element();
            if (!v) return;
            v.volume = Number(event.currentTarget.value) / 100;
            v.muted = v.volume === 0;
          }}
          aria-label={labels.volume}
          data-control="volume"
        />
        {qualities.length > 0 && !adPlaying ? (
          <select
            aria-label={labels.quality}
            value={quality}
            data-control="quality"
            onChange={(event) => {
              const value = event.currentTarget.value;
              setQuality(value);
              engine.current?.setRendition(value === "auto" ? "auto" : Number(value));
            }}
          >
            <option value="auto">{labels.qualityLevels.auto}</option>
            {qualities.map((choice) => (
              <option key={choice.level} value={String(choice.rendition.id)}>
                {labels.qualityLevels[choice.level]}
              </option>
            ))}
          </select>
        ) : null}
        {audios.length > 1 && !adPlaying ? (
          <select
            aria-label={labels.audio}
            value={audio}
            data-control="audio"
            onChange={(event) => {
              setAudio(event.currentTarget.value);
              engine.current?.setAudioLanguage(event.currentTarget.value);
            }}
          >
            <option value="" disabled>
              {labels.audio}
            </option>
            {audios.map((code) => (
              <option key={code} value={code}>
                {language(code)}
              </option>
            ))}
          </select>
        ) : null}
        {texts.length > 0 && !adPlaying ? (
          <select
            aria-label={labels.subtitles}
            value={text}
            data-control="subtitles"
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              engine.current?.setTextLanguage(value === "" ? null : value);
            }}
          >
            <option value="">{labels.subtitlesOff}</option>
            {texts.map((code) => (
              <option key={code} value={code}>
                {language(code)}
              </option>
            ))}
          </select>
        ) : null}
        <button type="button" onClick={toggleFullscreen} aria-label={fullscreen ? labels.exitFullscreen : labels.fullscreen} data-control="fullscreen">
          <span aria-hidden="true">⛶</span>
        </button>
      </div>
    </section>
  );
}
