/** The player's times: how a position reads on screen, and where a seek lands. */
import type { LiveWindow } from "./liveEdge";

/** "m:ss", or "h:mm:ss" from an hour; 0:00 for a negative or unknown time. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Where a seek to `seconds` lands: within a live channel's window, else between 0 and the duration (when known). */
export function seekPosition(seconds: number, duration: number, range: LiveWindow | undefined): number {
  const [low, high] = range ? [range.start, range.end] : [0, Number.isFinite(duration) ? duration : seconds];
  return Math.min(Math.max(low, seconds), high);
}
