/** Spec 9: the next video's countdown starts 10 s before the end of an episode (auto-play-next). */
export const nextCountdownSeconds = 10;

/** Whole seconds left on the countdown, or undefined while it has not started (or without a known duration). */
export function countdownAt(currentTime: number, duration: number): number | undefined {
  if (!Number.isFinite(duration) || duration <= nextCountdownSeconds) return undefined;
  const left = duration - currentTime;
  return left <= nextCountdownSeconds ? Math.max(0, Math.ceil(left)) : undefined;
}
