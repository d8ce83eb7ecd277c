/**
 * What a sport page's URL chooses (issue 30 §3): the tournament (`?tournament=c1`), its matchday (`?matchday=14`)
 * and a day (`?date=2026-11-27`, the fixtures and results by date). Checked for their format only: the sports
 * service says whether there is such a tournament or matchday, and the page falls back to the current one.
 */
export interface SportQuery {
  tournamentId?: string;
  matchday?: number;
  /** `YYYY-MM-DD`: a day, read in the viewer's time zone. */
  date?: string;
}

const tournamentPattern = /^[A-Za-z0-9_-]{1,32}$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
}

export function sportQueryOf(param: (name: string) => unknown): SportQuery {
  const tournament = param("tournament");
  const matchday = param("matchday");
  const date = param("date");
  const day = typeof matchday === "string" && /^\d{1,2}$/.test(matchday) ? Number(matchday) : undefined;
  return {
    ...(typeof tournament === "string" && tournamentPattern.test(tournament) ? { tournamentId: tournament } : {}),
    ...(day !== undefined && day >= 1 ? { matchday: day } : {}),
    ...(typeof date === "string" && isCalendarDate(date) ? { date } : {}),
  };
}
