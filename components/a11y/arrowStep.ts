/**
 * What a left or right arrow means in a row of things laid out in reading order: in a right-to-left row the left
 * arrow goes forward (to the next item), in a left-to-right row backward. The code field, the hero carousel and
 * the rails all follow it.
 */
export function arrowStep(key: string, dir: "rtl" | "ltr"): 1 | -1 | undefined {
  if (key === "ArrowLeft") return dir === "rtl" ? 1 : -1;
  if (key === "ArrowRight") return dir === "rtl" ? -1 : 1;
  return undefined;
}
