/**
 * A match's scoreboard (issue 30 §3): both teams (links to their pages, the home team at the inline start, so on the
 * right in Arabic), the score of a live or finished match or the kick-off of one to come, its status (not started,
 * live with the minute, half time, full time) and the venue. The score element carries `data-score` ("2-1") and
 * `data-minute` ("67", "90+3") for tests and the live match. No server-only import: the live match's client part
 * (modules/sports/live/) renders this same component with each pushed snapshot, and LocalTime is a client part.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { Fixture, MatchPhase } from "@/domain/sports/types";
import { localTime } from "@/components/guide/localTimeElement";
import { templateParts } from "@/components/guide/templateParts";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import type { SportsLabels } from "./labelsType";
import type { TeamHref } from "./links";
import styles from "./MatchHeader.module.css";
import { clockSpoken, clockText, clockValue, scoreSpoken, scoreText, scoreValue, statusText, versusText, type MatchClock } from "./matchText";

export interface MatchHeaderProps {
  fixture: Fixture;
  /** While live: the match minute. */
  clock?: MatchClock;
  /** While live: which half, or half time. */
  phase?: MatchPhase;
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: TeamHref;
  /** The page's moment: with it, a kick-off names its day too ("Today, 10:00 PM"). */
  at?: string;
  className?: string;
}

function KickOff({ fixture, labels, display, at }: Pick<MatchHeaderProps, "fixture" | "labels" | "display" | "at">) {
  const time = localTime({ kind: "time", at: fixture.kickOff }, display);
  const words = { today: labels.today, tomorrow: labels.tomorrow, yesterday: labels.yesterday };
  const when =
    at === undefined ? time : templateParts(labels.fixtures.group, { day: localTime({ kind: "day", day: fixture.kickOff, now: at, words }, display), time });
  return <span className={styles.kickOff}>{templateParts(labels.match.kickOff, { time: <>{when}</> })}</span>;
}

function Status({ fixture, clock, phase, labels, display }: Pick<MatchHeaderProps, "fixture" | "clock" | "phase" | "labels" | "display">) {
  const live = fixture.status === "live";
  const showClock = live && phase !== "halfTime" && clock !== undefined;
  return (
    <p className={styles.status} data-phase={live ? (phase ?? "") : undefined}>
      <span className={live ? "badge" : styles.statusWord} data-variant={live ? "live" : undefined}>
        {statusText(fixture.status, phase, labels)}
      </span>
      {showClock ? (
        <>
          {" "}
          <span className={styles.minute} aria-hidden="true">
            {clockText(clock, labels, display)}
          </span>
          <span className="visually-hidden">{clockSpoken(clock, labels, display)}</span>
        </>
      ) : null}
    </p>
  );
}

export function MatchHeader({ fixture, clock, phase, labels, display, teamHref, at, className }: MatchHeaderProps) {
  const teams = { home: fixture.home, away: fixture.away };
  const { score } = fixture;
  const scored = fixture.status !== "scheduled" && score !== undefined;
  const minute = fixture.status === "live" && clock !== undefined ? clockValue(clock) : undefined;
  return (
    <section
      className={cx(styles.root, className)}
      aria-label={versusText(teams, labels)}
      data-sports="match-header"
      data-fixture={fixture.id}
      data-status={fixture.status}
    >
      <div className={styles.board}>
        <a className={cx(styles.team, styles.home)} href={teamHref(fixture.home)}>
          {fixture.home.name}
        </a>
        <p className={styles.score} data-score={scored ? scoreValue(score) : undefined} data-minute={minute}>
          {scored ? (
            <>
              <span aria-hidden="true">{scoreText(score, display)}</span>
              <span className="visually-hidden">{scoreSpoken(score, teams, labels, display)}</span>
            </>
          ) : (
            <KickOff fixture={fixture} labels={labels} display={display} at={at} />
          )}
        </p>
        <a className={cx(styles.team, styles.away)} href={teamHref(fixture.away)}>
          {fixture.away.name}
        </a>
      </div>
      <Status fixture={fixture} clock={clock} phase={phase} labels={labels} display={display} />
      <p className={styles.venue}>{fillTemplate(labels.match.venue, { venue: fixture.venue.name, city: fixture.venue.city })}</p>
    </section>
  );
}
