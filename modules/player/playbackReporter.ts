/**
 * What the player tells the services while a title plays (spec 9 "Player", issue 9): its progress every 5 s
 * while playing and at once on pause, seek and leaving the page; a heartbeat every 30 s from the start of the
 * stream until it ends, which keeps the stream's place in the account's concurrency limit; and, once left, how long
 * the title played (wall-clock time while playing, for analytics' playback-time buckets, spec 9). Timers only; the
 * calls themselves and the position are given.
 */
export const progressIntervalMs = 5_000;
export const heartbeatIntervalMs = 30_000;

export interface ReporterDeps {
  /** The current position and duration, in seconds. */
  position(): { position: number; duration: number };
  sendProgress(position: number, duration: number): void;
  sendHeartbeat(position: number): void;
  /** Once, on leaving: the seconds the title was playing. */
  sendPlayedTime(seconds: number): void;
}

export interface PlaybackReporter {
  playing(): void;
  paused(): void;
  seeked(): void;
  /** The page is left or the stream ends: a last progress report, and every timer stops. */
  leave(): void;
}

export function createPlaybackReporter(deps: ReporterDeps): PlaybackReporter {
  let progressTimer: ReturnType<typeof setInterval> | undefined;
  let left = false;
  let playedMs = 0;
  let playingSince: number | undefined;
  const stopClock = (): void => {
    if (playingSince !== undefined) playedMs += Date.now() - playingSince;
    playingSince = undefined;
  };
  const report = (): void => {
    const { position, duration } = deps.position();
    deps.sendProgress(position, duration);
  };
  const heartbeatTimer = setInterval(() => deps.sendHeartbeat(deps.position().position), heartbeatIntervalMs);
  const stopProgress = (): void => {
    if (progressTimer !== undefined) clearInterval(progressTimer);
    progressTimer = undefined;
  };
  return {
    playing() {
      if (left) return;
      playingSince ??= Date.now();
      progressTimer ??= setInterval(report, progressIntervalMs);
    },
    paused() {
      if (left) return;
      stopClock();
      stopProgress();
      report();
    },
    seeked() {
      if (!left) report();
    },
    leave() {
      if (left) return;
      left = true;
      stopClock();
      stopProgress();
      clearInterval(heartbeatTimer);
      report();
      deps.sendPlayedTime(playedMs / 1000);
    },
  };
}
