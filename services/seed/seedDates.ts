/** Every seeded date derives from this fixed base, so the seed is identical whenever it runs. */
export const seedBaseDate = "2026-01-01";
export const seedBaseTime = "2026-01-01T00:00:00.000Z";

const dayMs = 86_400_000;

/** `YYYY-MM-DD` for a day of a year (1-based; overflow rolls into the next year). */
export function dateOfYear(year: number, dayOfYear: number): string {
  return new Date(Date.UTC(year, 0, dayOfYear)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
