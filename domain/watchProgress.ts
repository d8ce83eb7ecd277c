/**
 * Spec 4 "Watch progress": 85 % or more of the duration counts as finished (100 %); 5 % or less is not
 * recorded. One rule for the player (what it sends) and the progress service (what it stores).
 */
export const finishedRatio = 0.85;
export const ignoredRatio = 0.05;

export type ProgressVerdict = { kind: "ignore" } | { kind: "record"; position: number; finished: false } | { kind: "record"; position: number; finished: true };

export function progressVerdict(position: number, duration: number): ProgressVerdict {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0 || position < 0) return { kind: "ignore" };
  const ratio = position / duration;
  if (ratio <= ignoredRatio) return { kind: "ignore" };
  if (ratio >= finishedRatio) return { kind: "record", position: duration, finished: true };
  return { kind: "record", position, finished: false };
}
