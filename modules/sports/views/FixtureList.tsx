/**
 * Fixtures grouped by kick-off (issue 30 §3, spec 9's clustering minutes per device, domain/sports/clusterFixtures.ts):
 * each group a heading naming its day and kick-off time(s) in the viewer's zone, each fixture a row with both teams
 * (links to their pages) and, between them, the score of a live or finished match or the kick-off of one to come, a
 * Live badge with the minute, or Full time. That middle part links to the match and stretches over the whole row
 * (the team links stay above it), so the row is one target without nesting links. Server-rendered; times re-format
 * in the browser's zone (LocalTime).
 */
import type { TimeDisplay } from "@/domain/guideTime";
import { clusterFixtures, type ClusterDevice } from "@/domain/sports/clusterFixtures";
import type { Fixture } from "@/domain/sports/types";
import { localTime } from "@/components/guide/localTimeElement";
import { templateParts } from "@/components/guide/templateParts";
import { cx } from "@/components/theme/cx";
import styles from "./FixtureList.module.css";
import type { SportsLabels } from "./labelsType";
import type { MatchHref, TeamHref } from "./links";
import { clockSpoken, clockText, clockValue, scoreSpoken, scoreText, scoreValue, versusText, type MatchClock } from "./matchText";

export interface FixtureListProps {
  fixtures: readonly Fixture[];
  labels: SportsLabels;
  display: TimeDisplay;
  /** The page's moment: what "Today" is. */
  at: string;
  teamHref: TeamHref;
  matchHref: MatchHref;
  /** Spec 9's clustering minutes are per device. */
  device?: ClusterDevice;
  /** The minute of live fixtures, by fixture id, when known. */
  liveClock?: Readonly<Record<string, MatchClock>>;
  headingLevel?: 2 | 3;
  className?: string;
}

interface RowProps {
  fixture: Fixture;
  clock: MatchClock | undefined;
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: TeamHref;
  matchHref: MatchHref;
}

/** The live badge and minute, or Full time: a short visible word, and the full words inside the match link's name. */
function Status({ fixture, clock, labels, display }: Pick<RowProps, "fixture" | "clock" | "labels" | "display">) {
  if (fixture.status === "live") {
    return (
      <span className={styles.status}>
        <span className="badge" data-variant="live">
          {labels.status.live}
        </span>
        {clock ? (
          <>
            {" "}
            <span className={styles.minute} aria-hidden="true" data-minute={clockValue(clock)}>
              {clockText(clock, labels, display)}
            </span>
            <span className="visually-hidden">{clockSpoken(clock, labels, display)}</span>
          </>
        ) : null}
      </span>
    );
  }
  if (fixture.status === "finished") {
    return (
      <span className={styles.status}>
        <span className={cx("badge", styles.finished)} aria-hidden="true">
          {labels.status.fullTimeShort}
        </span>
        <span className="visually-hidden">{labels.status.fullTime}</span>
      </span>
    );
  }
  return null;
}

function FixtureRow({ fixture, clock, labels, display, teamHref, matchHref }: RowProps) {
  const teams = { home: fixture.home, away: fixture.away };
  const { score } = fixture;
  const scored = fixture.status !== "scheduled" && score !== undefined;
  return (
    <li className={styles.row} data-fixture={fixture.id} data-status={fixture.status}>
      <a className={cx(styles.team, styles.home)} href={teamHref(fixture.home)}>
        {fixture.home.name}
      </a>
      <a className={styles.match} href={matchHref(fixture)}>
        {scored ? (
          <>
            <span className={styles.score} aria-hidden="true" data-score={scoreValue(score)}>
              {scoreText(score, display)}
            </span>
            <span className="visually-hidden">{scoreSpoken(score, teams, labels, display)}</span>
          </>
        ) : (
          <>
            {localTime({ kind: "time", at: fixture.kickOff }, display, styles.kickOff)} <span className="visually-hidden">{versusText(teams, labels)}</span>
          </>
        )}{" "}
        <Status fixture={fixture} clock={clock} labels={labels} display={display} />
      </a>
      <a className={cx(styles.team, styles.away)} href={teamHref(fixture.away)}>
        {fixture.away.name}
      </a>
    </li>
  );
}

export function FixtureList({ fixtures, labels, display, at, teamHref, matchHref, device = "web", liveClock, headingLevel = 2, className }: FixtureListProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const groups = clusterFixtures(fixtures, device);
  if (groups.length === 0) return <p className={cx(styles.empty, className)}>{labels.fixtures.empty}</p>;
  const words = { today: labels.today, tomorrow: labels.tomorrow, yesterday: labels.yesterday };
  return (
    <div className={cx(styles.root, className)} data-sports="fixtures">
      {groups.map((group) => (
        <section key={`${group.start}-${group.fixtures[0]?.id ?? ""}`} className={styles.group} data-group={group.start}>
          <Heading className={styles.heading}>
            {templateParts(labels.fixtures.group, {
              day: localTime({ kind: "day", day: group.start, now: at, words }, display),
              time: localTime(group.start === group.end ? { kind: "time", at: group.start } : { kind: "range", start: group.start, end: group.end }, display),
            })}
          </Heading>
          <ul className={styles.list}>
            {group.fixtures.map((fixture) => (
              <FixtureRow
                key={fixture.id}
                fixture={fixture}
                clock={liveClock?.[fixture.id]}
                labels={labels}
                display={display}
                teamHref={teamHref}
                matchHref={matchHref}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
