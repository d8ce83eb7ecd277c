/**
 * The sports pages' navigation (issue 30 §3), as links the page's URL carries, so it works without JavaScript and a
 * chosen tournament, matchday or day can be shared: the tournaments (`?tournament=`), the matchday before and after
 * (`?matchday=`) and a week of days around the shown one (`?date=`). The current choice is marked `aria-current`.
 */
import { localTime } from "@/components/guide/localTimeElement";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import type { TimeDisplay } from "@/domain/guideTime";
import { dayRange } from "@/domain/sports/sportDays";
import type { Tournament } from "@/domain/sports/types";
import type { ModuleWords } from "./moduleWords";
import styles from "./SportsModule.module.css";
import type { SportsLabels } from "./views/labelsType";

/** A query link on the page's own path. */
function queryHref(values: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, String(value));
  return `?${search.toString()}`;
}

export function TournamentNav({ tournaments, chosen, words, id }: { tournaments: readonly Tournament[]; chosen: Tournament; words: ModuleWords; id: string }) {
  if (tournaments.length < 2) return null;
  return (
    <nav className={styles.nav} aria-labelledby={`${id}-tournaments`}>
      <h2 className="visually-hidden" id={`${id}-tournaments`}>
        {words.tournaments}
      </h2>
      <ul className={styles.choices}>
        {tournaments.map((tournament) => (
          <li key={tournament.id}>
            <a className={styles.choice} href={queryHref({ tournament: tournament.id })} aria-current={tournament.id === chosen.id ? "page" : undefined}>
              {tournament.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MatchdayNav({ tournament, matchday, count, words, id }: { tournament: Tournament; matchday: number; count: number; words: ModuleWords; id: string }) {
  const link = (number: number, label: string, rel: "prev" | "next") =>
    number >= 1 && number <= count ? (
      <a className={styles.choice} href={queryHref({ tournament: tournament.id, matchday: number })} rel={rel}>
        {label}
      </a>
    ) : null;
  return (
    <nav className={cx(styles.nav, styles.pager)} aria-labelledby={`${id}-matchdays`}>
      <h2 className="visually-hidden" id={`${id}-matchdays`}>
        {words.matchdays}
      </h2>
      {link(matchday - 1, words.previousMatchday, "prev")}
      <p className={styles.current}>
        {fillTemplate(words.matchdayOf, { number: matchday, count })}
      </p>
      {link(matchday + 1, words.nextMatchday, "next")}
    </nav>
  );
}

interface DayNavProps {
  days: readonly string[];
  shown: string;
  at: string;
  tournamentId: string | undefined;
  display: TimeDisplay;
  labels: SportsLabels;
  words: ModuleWords;
  id: string;
}

export function DayNav({ days, shown, at, tournamentId, display, labels, words, id }: DayNavProps) {
  const dayWords = { today: labels.today, tomorrow: labels.tomorrow, yesterday: labels.yesterday };
  // Noon of the day in the server's guess of the viewer's zone, so the browser's own zone names the same day.
  const noon = (day: string) => new Date(Date.parse(dayRange(day, display.timeZone).from) + 12 * 3_600_000).toISOString();
  return (
    <nav className={styles.nav} aria-labelledby={`${id}-days`}>
      <h2 className="visually-hidden" id={`${id}-days`}>
        {words.days}
      </h2>
      <ul className={styles.choices}>
        {days.map((day) => (
          <li key={day}>
            <a className={styles.choice} href={queryHref({ date: day, tournament: tournamentId })} aria-current={day === shown ? "date" : undefined}>
              {localTime({ kind: "day", day: noon(day), now: at, words: dayWords }, display)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
