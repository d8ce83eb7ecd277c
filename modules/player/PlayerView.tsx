"use client";
/**
 * The player (issue 9): loaded only on player pages, in the browser. It asks the app for a playout (rights are
 * decided by the services; a refusal comes back as the server's error code and is shown as the spec's
 * message), plays the pre-roll ads, then the title with hls.js (HLS) or shaka-player (DASH, DRM). Controls:
 * play and pause, seek (the timeline stays left-to-right in every language), mute and volume (muted at 0 by
 * default, so autoplay is allowed), fullscreen, quality, audio and subtitles, replay; keys space/k, arrows
 * (10 s), f and m. It reports progress and heartbeats, shows the viewer's watermark, and counts down to the
 * next episode.
 *
 * This file puts the parts together: usePlayback.ts (the session and the state that drives it), PlayerControls.tsx,
 * PinPrompt.tsx (the parental PIN) and PlayerNotices.tsx (the error message, the next episode's countdown).
 */
import { useEffect, useState, type KeyboardEvent } from "react";
import { PinPrompt } from "./PinPrompt";
import { PlayerControls } from "./PlayerControls";
import type { PlayerLabels } from "./playerLabels";
import { NextUp, PlayerMessage } from "./PlayerNotices";
import styles from "./PlayerView.module.css";
import { useFullscreen } from "./useFullscreen";
import { usePlayback } from "./usePlayback";
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
  /** A channel's programme started over (with `live`) or caught up: played from its start (domain/catchup.ts). */
  programmeId?: string;
  upsellHref: string;
  labels: PlayerLabels;
}

const seekStep = 10;

export default function PlayerView({ contentId, title, startAt, next, watermark, live = false, programmeId, upsellHref, labels }: PlayerViewProps) {
  const playback = usePlayback({ contentId, startAt, live, programmeId, next });
  const { video, phase, message, countdown, togglePlay, seekTo, toggleMute } = playback;
  const { frame, fullscreen, toggleFullscreen } = useFullscreen();
  const [markVisible, setMarkVisible] = useState(false);

  // The watermark: the viewer's id for 3 s, then off for 6 to 7 minutes.
  useEffect(() => (watermark && phase === "main" ? runWatermark(setMarkVisible) : undefined), [watermark, phase]);

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement && event.target.type !== "range") return;
    const v = video.current;
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

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the player's keys (space, k, arrows, f, m) work wherever focus is in the player, as in any video player
    <section className={styles.frame} ref={frame} aria-label={`${labels.region}: ${title}`} tabIndex={-1} onKeyDown={onKey} data-phase={phase} data-player="" data-engine={playback.tracks.engineName} data-subtitles={playback.tracks.text}>
      {/* Captions come with the stream (WebVTT in the HLS and DASH manifests) and are chosen in the subtitles menu. */}
      {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the engines attach the stream's own text tracks */}
      <video ref={video} muted={playback.muted} playsInline preload="auto" {...playback.videoEvents} />
      {watermark && markVisible ? <div className="player__watermark" aria-hidden="true">{watermark}</div> : null}
      {phase === "loading" && !playback.pinNeeded ? <output className="player__status">{labels.loading}</output> : null}
      {phase === "ad" ? <output className="player__ad">{labels.ad}</output> : null}
      {playback.pinNeeded ? <PinPrompt contentId={contentId} labels={labels} /> : null}
      {phase === "error" && message ? <PlayerMessage message={message} upsellHref={upsellHref} labels={labels} /> : null}
      {countdown !== undefined && next ? <NextUp countdown={countdown} next={next} cancel={playback.cancelNext} labels={labels} /> : null}
      <PlayerControls playback={playback} labels={labels} live={live} fullscreen={fullscreen} toggleFullscreen={toggleFullscreen} />
    </section>
  );
}
