/**
 * Both teams' line-ups (issue 30 §3): for each, its formation, the starting eleven and the substitutes, each player
 * with the shirt number (read out as "Number 9") and the name. Home first, at the inline start on wide screens (the
 * right in Arabic); stacked on phones. Before the line-ups are published (an hour before kick-off) it says so.
 */
import type { LineUp, PlayerRef } from "@/domain/sports/types";
import type { TimeDisplay } from "@/domain/guideTime";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import type { SportsLabels } from "./labelsType";
import styles from "./LineUps.module.css";
import type { TeamHref } from "./links";
import type { MatchTeams } from "./matchText";
import { formatNumber } from "./numbers";

export interface LineUpsProps {
  /** Absent until published. */
  lineups: { home: LineUp; away: LineUp } | undefined;
  teams: MatchTeams;
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: TeamHref;
  /** The level of each team's heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

function Players({ players, labels, display }: { players: readonly PlayerRef[]; labels: SportsLabels; display: TimeDisplay }) {
  return (
    <ul className={styles.players}>
      {players.map((player) => (
        <li key={player.id} className={styles.player} data-player={player.id}>
          <span className={styles.number}>
            <span aria-hidden="true">{formatNumber(player.shirtNumber, display)}</span>
            <span className="visually-hidden">{fillTemplate(labels.squad.shirtNumber, { number: formatNumber(player.shirtNumber, display) })}</span>
          </span>{" "}
          <span className={styles.name}>{player.name}</span>
        </li>
      ))}
    </ul>
  );
}

function TeamLineUp({ lineup, side, props }: { lineup: LineUp; side: "home" | "away"; props: LineUpsProps }) {
  const { teams, labels, display, teamHref, headingLevel = 2 } = props;
  const team = teams[side];
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const Sub = headingLevel === 3 ? "h4" : "h3";
  const headingId = `lineup-${team.id}`;
  return (
    <section className={styles.team} aria-labelledby={headingId} data-side={side} data-team={team.id}>
      <Heading id={headingId} className={styles.heading}>
        <a className={styles.teamLink} href={teamHref(team)}>
          {team.name}
        </a>
      </Heading>
      <p className={styles.formation}>{fillTemplate(labels.lineUps.formation, { formation: lineup.formation })}</p>
      <Sub className={styles.subheading}>{labels.lineUps.starting}</Sub>
      <Players players={lineup.starting} labels={labels} display={display} />
      <Sub className={styles.subheading}>{labels.lineUps.bench}</Sub>
      <Players players={lineup.bench} labels={labels} display={display} />
    </section>
  );
}

export function LineUps(props: LineUpsProps) {
  const { lineups, labels, className } = props;
  if (lineups === undefined) return <p className={cx(styles.empty, className)}>{labels.lineUps.empty}</p>;
  return (
    <div className={cx(styles.root, className)} data-sports="lineups">
      <TeamLineUp lineup={lineups.home} side="home" props={props} />
      <TeamLineUp lineup={lineups.away} side="away" props={props} />
    </div>
  );
}
