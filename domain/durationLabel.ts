/**
 * Spec 9 "Duration label": under 2 minutes the singular, exactly 2 the dual, 3 to 10 the plural form, 11 or
 * more the minutes form. The spec's rule, not CLDR's (which puts 0 apart and 100 and more in "other"), so the
 * form is chosen here and each locale gives the four strings (`duration.{form}` in locales/{lng}/blocks.json).
 */
export type DurationForm = "singular" | "dual" | "plural" | "minutes";

/** Whole minutes shown for a duration in seconds: rounded, and at least 1 for anything that has a length. */
export function durationMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

export function durationForm(minutes: number): DurationForm {
  if (minutes < 2) return "singular";
  if (minutes === 2) return "dual";
  if (minutes <= 10) return "plural";
  return "minutes";
}

/** The translation key and count for a duration in seconds. */
export function durationLabel(seconds: number): { key: `duration.${DurationForm}`; count: number } {
  const count = durationMinutes(seconds);
  return { key: `duration.${durationForm(count)}`, count };
}
