/**
 * A live channel's position (issue 9): the player may go back within the stream's window (spec 9's live
 * window, the `seekable` range) and shows how far behind live the viewer is; within `atEdgeSeconds` of the
 * newest moment it counts as live. A player at live sits three segments back (12 s with 4 s segments), the
 * window's end moves a segment at a time as the playlist refreshes (up to 16 s), and a start or a stall can cost
 * one more: 20 s. At 15 s a viewer at live read "-0:16" for part of every segment.
 */
export const atEdgeSeconds = 20;

export interface LiveWindow {
  start: number;
  end: number;
}

/** The seekable window of a live stream, or undefined before the engine has one. */
export function liveWindowOf(seekable: { length: number; start(index: number): number; end(index: number): number }): LiveWindow | undefined {
  if (seekable.length === 0) return undefined;
  const start = seekable.start(0);
  const end = seekable.end(seekable.length - 1);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : undefined;
}

/** Seconds behind live, 0 at the edge. */
export function behindLive(current: number, window: LiveWindow | undefined): number {
  if (!window) return 0;
  const behind = window.end - current;
  return behind <= atEdgeSeconds ? 0 : Math.round(behind);
}
