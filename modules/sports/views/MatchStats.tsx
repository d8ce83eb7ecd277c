/**
 * A match's statistics (issue 30 §3): possession, shots, shots on target, corners, fouls, offsides and cards, home
 * against away, as a real table (the statistic is each row's header, the teams the columns). Under each statistic's
 * name a bar shows the two shares; it is decoration only (hidden from assistive technology), the numbers say it all.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { TeamMatchStats } from "@/domain/sports/types";
import type { CustomProperties } from "@/components/rail/slides";
import { cx } from "@/components/theme/cx";
import type { MatchStatKey, SportsLabels } from "./labelsType";
import type { MatchTeams } from "./matchText";
import styles from "./MatchStats.module.css";
import { formatNumber } from "./numbers";
import table from "./sportsTable.module.css";

export interface MatchStatsProps {
  stats: { home: TeamMatchStats; away: TeamMatchStats };
  teams: MatchTeams;
  labels: SportsLabels;
  display: TimeDisplay;
  className?: string;
}

export const matchStatKeys: readonly MatchStatKey[] = ["possession", "shots", "shotsOnTarget", "corners", "fouls", "offsides", "yellowCards", "redCards"];

/** The home side's share of a statistic in percent (50 when neither has any). */
export function homeShare(home: number, away: number): number {
  const total = home + away;
  return total <= 0 ? 50 : Math.round((home / total) * 100);
}

function barStyle(home: number, away: number): CustomProperties {
  return { "--home-share": `${homeShare(home, away)}%` };
}

function value(stat: MatchStatKey, amount: number, display: TimeDisplay): string {
  return stat === "possession" ? formatNumber(amount / 100, display, { style: "percent" }) : formatNumber(amount, display);
}

export function MatchStats({ stats, teams, labels, display, className }: MatchStatsProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region (a named section) that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className={cx(table.region, className)} aria-label={labels.stats.caption} tabIndex={0} data-sports="match-stats">
      <table className={cx(table.table, styles.table)}>
        <caption className={table.caption}>{labels.stats.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{teams.home.name}</th>
            <th scope="col">{labels.stats.statistic}</th>
            <th scope="col">{teams.away.name}</th>
          </tr>
        </thead>
        <tbody>
          {matchStatKeys.map((stat) => {
            const home = stats.home[stat];
            const away = stats.away[stat];
            return (
              <tr key={stat} data-stat={stat} data-home={home} data-away={away}>
                <td className={styles.value}>{value(stat, home, display)}</td>
                <th scope="row" className={styles.stat}>
                  {labels.stats.names[stat]}
                  <span className={styles.bar} aria-hidden="true" style={barStyle(home, away)}>
                    <span className={styles.homeBar} />
                  </span>
                </th>
                <td className={styles.value}>{value(stat, away, display)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
