/**
 * The top scorers (issue 30 §3): rank, player, team (a link to its page) and goals, with the penalty goals among
 * them in brackets ("7 (2)", read out as "7, 2 from penalties"). Players level on goals share a rank, as
 * domain/sports/topScorers.ts ranks them. A real table in its own sideways-scrolling region, like the standings.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { TopScorer } from "@/domain/sports/types";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import { ColumnHeader } from "./ColumnHeader";
import type { SportsLabels } from "./labelsType";
import type { TeamHref } from "./links";
import { formatNumber } from "./numbers";
import table from "./sportsTable.module.css";
import styles from "./TopScorersTable.module.css";

export interface TopScorersTableProps {
  scorers: readonly TopScorer[];
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: TeamHref;
  /** Only the first rows. */
  limit?: number;
  className?: string;
}

function Goals({ scorer, labels, display }: { scorer: TopScorer; labels: SportsLabels; display: TimeDisplay }) {
  const penalties = formatNumber(scorer.penaltyGoals, display);
  return (
    <td className={styles.goals}>
      {formatNumber(scorer.goals, display)}
      {scorer.penaltyGoals > 0 ? (
        <>
          {" "}
          <span className={styles.penalties} aria-hidden="true">
            ({penalties})
          </span>
          <span className="visually-hidden">, {fillTemplate(labels.scorers.penalties, { count: penalties })}</span>
        </>
      ) : null}
    </td>
  );
}

export function TopScorersTable({ scorers, labels, display, teamHref, limit, className }: TopScorersTableProps) {
  const rows = limit === undefined ? scorers : scorers.slice(0, Math.max(0, limit));
  const words = labels.scorers.columns;
  if (rows.length === 0) return <p className={cx(table.empty, className)}>{labels.scorers.empty}</p>;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region (a named section) that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className={cx(table.region, className)} aria-label={labels.scorers.caption} tabIndex={0} data-sports="top-scorers">
      <table className={table.table}>
        <caption className={table.caption}>{labels.scorers.caption}</caption>
        <thead>
          <tr>
            <ColumnHeader words={words.rank} />
            <ColumnHeader words={words.player} className={table.name} />
            <ColumnHeader words={words.team} className={styles.team} />
            <ColumnHeader words={words.goals} />
          </tr>
        </thead>
        <tbody>
          {rows.map((scorer) => (
            <tr key={scorer.player.id} data-player={scorer.player.id} data-goals={scorer.goals} data-penalties={scorer.penaltyGoals}>
              <td>{formatNumber(scorer.rank, display)}</td>
              <th scope="row" className={table.name}>
                {scorer.player.name}
              </th>
              <td className={styles.team}>
                <a className={table.link} href={teamHref(scorer.team)}>
                  {scorer.team.name}
                </a>
              </td>
              <Goals scorer={scorer} labels={labels} display={display} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
