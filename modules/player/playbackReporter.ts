/**
 * What the player tells the services while a title plays (spec 9 "Player", issue 9): its progress every 5 s
 * while playing and at once on pause, seek and leaving the page; a heartbeat every 30 s from the start of the
 * stream until it ends, which keeps the stream's place in the account's concurrency limit. Timers only; the
 * calls themselves and the position are given.
 */
export const progressIntervalMs = 5_000;
export const heartbeatIntervalMs = 30_000;

export interface ReporterDeps {
  /** The current position and duration, in seconds. */
  position(): { position: number; duration: number };
  sendProgress(position: number, duration: number): void;
  sendHeartbeat(position: number): void;
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
      if (left || progressTimer !== undefined) return;
      progressTimer = setInterval(report, progressIntervalMs);
    },
    paused() {
      if (left) return;
      stopProgress();
      report();
    },
    seeked() {
      if (!left) report();
    },
    leave() {
      if (left) return;
      left = true;
      stopProgress();
      clearInterval(heartbeatTimer);
      report();
    },
  };
}
