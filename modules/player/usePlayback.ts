/**
 * The state and effects that drive the player (issue 9): the playback session (playout, ads, the title's engine,
 * heartbeat and progress: playbackSession.ts), its phase and errors, what the video reports (time, live window,
 * volume), the quality, audio and subtitle choices, the next episode's countdown, and the actions the controls
 * and the player's keys call. PlayerView.tsx shows it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { track } from "@/components/actions/track";
import type { PlaybackEngine } from "./engines";
import { behindLive, liveWindowOf, type LiveWindow } from "./liveEdge";
import { countdownAt } from "./nextEpisode";
import { startPlayback, type Phase } from "./playbackSession";
import type { PlaybackReporter } from "./playbackReporter";
import { trackingOf, type PlayerMessageKey } from "./playerErrors";
import { seekPosition } from "./playerTime";
import { qualityChoices, type QualityChoice } from "./qualityLevels";

export interface MediaTime {
  current: number;
  duration: number;
  window?: LiveWindow | undefined;
}

export interface PlaybackOptions {
  contentId: string;
  /** Where to start, in seconds: the profile's saved position. */
  startAt: number;
  /** A live channel: starts at the live edge, seeks within its window, records no progress. */
  live: boolean;
  /** A channel's programme started over or caught up: played from its start (domain/catchup.ts). */
  programmeId?: string | undefined;
  next?: { href: string; title: string } | undefined;
}

function usePhase() {
  const [phase, setPhaseState] = useState<Phase>("loading");
  // Media events can fire before React renders the new phase: handlers read the ref, the view the state.
  const phaseRef = useRef<Phase>("loading");
  const setPhase = useCallback((value: Phase) => {
    phaseRef.current = value;
    setPhaseState(value);
  }, []);
  return { phase, phaseRef, setPhase };
}

/** The title's renditions and languages, the viewer's choice among them, and the engine's name. */
function useTracks(engine: RefObject<PlaybackEngine | undefined>) {
  const [qualities, setQualities] = useState<QualityChoice[]>([]);
  const [quality, setQuality] = useState<string>("auto");
  const [audios, setAudios] = useState<string[]>([]);
  const [audio, setAudio] = useState<string>("");
  const [texts, setTexts] = useState<string[]>([]);
  const [engineName, setEngineName] = useState<string>("");
  const [text, setText] = useState<string>("");
  const engineReady = useCallback((attached: PlaybackEngine) => {
    setQualities(qualityChoices(attached.renditions()));
    const audioList = attached.audioLanguages();
    setAudios(audioList);
    setTexts(attached.textLanguages());
    setEngineName(attached.name);
  }, []);
  const chooseQuality = (value: string) => {
    setQuality(value);
    engine.current?.setRendition(value === "auto" ? "auto" : Number(value));
  };
  const chooseAudio = (value: string) => {
    setAudio(value);
    engine.current?.setAudioLanguage(value);
  };
  const chooseText = (value: string) => {
    setText(value);
    engine.current?.setTextLanguage(value === "" ? null : value);
  };
  return { qualities, quality, chooseQuality, audios, audio, chooseAudio, texts, text, chooseText, engineName, engineReady };
}

interface MediaOptions {
  live: boolean;
  phaseRef: RefObject<Phase>;
  setPhase: (phase: Phase) => void;
  reporter: RefObject<PlaybackReporter | undefined>;
  /** The title itself ended (not an ad): what comes after it. */
  ended: () => void;
}

/** What the video element reports (playing, volume, time and live window), and the handlers it reports through. */
function useMedia({ live, phaseRef, setPhase, reporter, ended }: MediaOptions) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(0);
  const [time, setTime] = useState<MediaTime>({ current: 0, duration: 0 });
  const videoEvents = {
    onPlaying: () => {
      // The first frame of the title (npm run bench reads it: time to first frame).
      if (phaseRef.current === "main" && performance.getEntriesByName("shasha:first-frame").length === 0) performance.mark("shasha:first-frame");
    },
    onPlay: () => {
      setPlaying(true);
      if (phaseRef.current === "main") reporter.current?.playing();
    },
    onPause: () => {
      setPlaying(false);
      if (phaseRef.current === "main") reporter.current?.paused();
    },
    onSeeked: () => reporter.current?.seeked(),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const v = event.currentTarget;
      setTime({ current: v.currentTime, duration: v.duration, window: live ? liveWindowOf(v.seekable) : undefined });
    },
    onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) => {
      setMuted(event.currentTarget.muted);
      setVolume(event.currentTarget.volume);
    },
    onEnded: () => {
      if (phaseRef.current !== "main") return;
      setPhase("ended");
      reporter.current?.leave();
      ended();
    },
  };
  return { playing, muted, volume, time, videoEvents };
}

/** What the play button, the seek bar, the mute button, the volume slider and the player's keys do. */
function usePlaybackActions(video: RefObject<HTMLVideoElement | null>, phase: Phase, setPhase: (phase: Phase) => void, live: boolean) {
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
    v.currentTime = seekPosition(seconds, v.duration, live ? liveWindowOf(v.seekable) : undefined);
  };
  const toggleMute = () => {
    const v = element();
    if (!v) return;
    const nextMuted = !v.muted;
    v.muted = nextMuted;
    if (!nextMuted && v.volume === 0) v.volume = 0.5;
  };
  const changeVolume = (percent: number) => {
    const v = element();
    if (!v) return;
    v.volume = percent / 100;
    v.muted = v.volume === 0;
  };
  return { togglePlay, seekTo, toggleMute, changeVolume };
}

export function usePlayback({ contentId, startAt, live, programmeId, next }: PlaybackOptions) {
  const video = useRef<HTMLVideoElement>(null);
  const engine = useRef<PlaybackEngine | undefined>(undefined);
  const reporter = useRef<PlaybackReporter | undefined>(undefined);
  const { phase, phaseRef, setPhase } = usePhase();
  const [message, setMessage] = useState<PlayerMessageKey | undefined>();
  const [pinNeeded, setPinNeeded] = useState(false);
  const [nextCancelled, setNextCancelled] = useState(false);
  const tracks = useTracks(engine);
  const { engineReady } = tracks;
  const media = useMedia({
    live,
    phaseRef,
    setPhase,
    reporter,
    ended: () => {
      if (next && !nextCancelled) window.location.assign(next.href);
    },
  });

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
    const stop = startPlayback({ element, contentId, startAt, live, programmeId, engine, reporter, setPhase, fail, engineReady, pinNeeded: () => setPinNeeded(true) });
    return () => {
      stop();
      reporter.current?.leave();
      reporter.current = undefined;
      void engine.current?.destroy();
      engine.current = undefined;
    };
  }, [contentId, startAt, live, programmeId, fail, setPhase, engineReady]);

  // Leaving the page: a last progress report (keepalive).
  useEffect(() => {
    const leave = () => reporter.current?.leave();
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);

  const countdown = next && !nextCancelled && phase === "main" ? countdownAt(media.time.current, media.time.duration) : undefined;
  useEffect(() => {
    if (countdown === 0 && next) window.location.assign(next.href);
  }, [countdown, next]);

  const actions = usePlaybackActions(video, phase, setPhase, live);
  const behind = live ? behindLive(media.time.current, media.time.window) : 0;
  const cancelNext = () => setNextCancelled(true);
  return { video, phase, message, pinNeeded, countdown, cancelNext, behind, tracks, ...media, ...actions };
}

export type Playback = ReturnType<typeof usePlayback>;
