/**
 * A league table (issue 30 §3): a real table with the tournament's name as its caption, column headers shown as
 * the usual abbreviations (P W D L GF GA GD Pts) and read out in full, each team a row header that links to its
 * page, and the form as the last five results in letters with their words for assistive technology (never colour
 * alone). `compact` keeps rank, team, played, goal difference and points, for a side panel; `limit` the first rows.
 * Wider than the screen, it scrolls sideways in its own focusable region, not the page (320 px and up).
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { Outcome, Standing, TournamentRef } from "@/domain/sports/types";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import { cx } from "@/components/theme/cx";
import { ColumnHeader } from "./ColumnHeader";
import type { SportsLabels, StandingColumn } from "./labelsType";
import type { TeamHref } from "./links";
import { formatList, formatNumber } from "./numbers";
import styles from "./StandingsTable.module.css";
import table from "./sportsTable.module.css";

export interface StandingsTableProps {
  standings: readonly Standing[];
  /** Its name is the table's caption. */
  tournament: TournamentRef;
  labels: SportsLabels;
  display: TimeDisplay;
  teamHref: TeamHref;
  /** Rank, team, played, goal difference and points only. */
  compact?: boolean;
  /** Only the first rows. */
  limit?: number;
  className?: string;
}

type NumberColumn = Exclude<StandingColumn, "rank" | "team" | "form">;

const fullColumns: readonly NumberColumn[] = ["played", "won", "drawn", "lost", "goalsFor", "goalsAgainst", "goalDifference", "points"];
const compactColumns: readonly NumberColumn[] = ["played", "goalDifference", "points"];

/** The columns shown, after rank and team. */
export function standingColumns(compact: boolean): readonly NumberColumn[] {
  return compact ? compactColumns : fullColumns;
}

function cellValue(standing: Standing, column: NumberColumn, display: TimeDisplay): string {
  if (column === "goalDifference") return formatNumber(standing.goalDifference, display, { signDisplay: "exceptZero" });
  return formatNumber(standing[column], display);
}

/** The last results as letters (aria-hidden) and their words as one list ("Won, Drawn, Lost"). */
function Form({ form, labels, display }: { form: readonly Outcome[]; labels: SportsLabels; display: TimeDisplay }) {
  if (form.length === 0) return <span className={styles.noForm}>{labels.standings.noForm}</span>;
  const words = labels.standings.outcomes;
  return (
    <>
      <span className={styles.form} aria-hidden="true">
        {form.map((outcome, index) => (
          <span key={index} className={styles.outcome} data-outcome={outcome} title={words[outcome].full}>
            {words[outcome].short}
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {formatList(
          form.map((outcome) => words[outcome].full),
          display,
        )}
      </span>
    </>
  );
}

function Row({
  standing,
  columns,
  compact,
  display,
  labels,
  teamHref,
}: {
  standing: Standing;
  columns: readonly NumberColumn[];
  compact: boolean;
  display: TimeDisplay;
  labels: SportsLabels;
  teamHref: TeamHref;
}) {
  return (
    <tr data-team={standing.team.id} data-points={standing.points} data-won={standing.won} data-drawn={standing.drawn} data-lost={standing.lost}>
      <td>{formatNumber(standing.rank, display)}</td>
      <th scope="row" className={table.name}>
        <a className={table.link} href={teamHref(standing.team)}>
          {standing.team.name}
        </a>
      </th>
      {columns.map((column) => (
        <td key={column} className={column === "points" ? styles.points : undefined}>
          {cellValue(standing, column, display)}
        </td>
      ))}
      {compact ? null : (
        <td>
          <Form form={standing.form} labels={labels} display={display} />
        </td>
      )}
    </tr>
  );
}

export function StandingsTable({ standings, tournament, labels, display, teamHref, compact = false, limit, className }: StandingsTableProps) {
  const columns = standingColumns(compact);
  const rows = limit === undefined ? standings : standings.slice(0, Math.max(0, limit));
  const words = labels.standings.columns;
  if (rows.length === 0) return <p className={cx(table.empty, className)}>{labels.standings.empty}</p>;
  const regionName = fillTemplate(labels.standings.region, { tournament: tournament.name });
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region (a named section) that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className={cx(table.region, className)} aria-label={regionName} tabIndex={0} data-sports="standings" data-compact={compact ? "" : undefined}>
      <table className={table.table}>
        <caption className={table.caption}>{tournament.name}</caption>
        <thead>
          <tr>
            <ColumnHeader words={words.rank} />
            <ColumnHeader words={words.team} className={table.name} />
            {columns.map((column) => (
              <ColumnHeader key={column} words={words[column]} />
            ))}
            {compact ? null : <ColumnHeader words={words.form} />}
          </tr>
        </thead>
        <tbody>
          {rows.map((standing) => (
            <Row key={standing.team.id} standing={standing} columns={columns} compact={compact} display={display} labels={labels} teamHref={teamHref} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
