/**
 * Spec 9 "Watermark": the viewer's id is on screen for 3 s, then off for a random 360 to 420 s, and so on.
 * A pure schedule; the player's component runs it with its own timers.
 */
export const watermarkOnMs = 3_000;
export const watermarkOffMinMs = 360_000;
export const watermarkOffMaxMs = 420_000;

/** How long the mark stays off, from a random number in [0, 1). */
export function watermarkOffMs(random: number): number {
  const clamped = Math.min(Math.max(random, 0), 0.999_999);
  return Math.round(watermarkOffMinMs + clamped * (watermarkOffMaxMs - watermarkOffMinMs));
}

/**
 * Shows the mark now, hides it after 3 s, shows it again after the random gap. Returns a stop function.
 * `show(false)` is always the last call after stopping.
 */
export function runWatermark(show: (visible: boolean) => void, random: () => number = Math.random): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const on = (): void => {
    show(true);
    timer = setTimeout(off, watermarkOnMs);
  };
  const off = (): void => {
    show(false);
    timer = setTimeout(on, watermarkOffMs(random()));
  };
  on();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    show(false);
  };
}
