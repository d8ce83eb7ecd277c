/**
 * The sports views' words, as plain strings: the shape that modules/sports/sportsLabels.ts fills from
 * locales/{lng}/sports.json (`views`). Kept in a file of its own, with no import of the server's translator, so a
 * client component (the live match, modules/sports/live/) can take these words as props and call matchText.ts
 * without pulling i18next or the locale files into the browser. Templates keep their `{{placeholders}}` for the
 * views to fill (components/i18n/fillTemplate.ts, components/guide/templateParts.tsx).
 */
import type { EventDetail, MatchEventType } from "@/domain/sports/matchEvents";
import type { Outcome, PlayerPosition } from "@/domain/sports/types";

/** A table column's visible abbreviation and the full name read to assistive technology. */
export interface ColumnWords {
  short: string;
  full: string;
}

export type StandingColumn = "rank" | "team" | "played" | "won" | "drawn" | "lost" | "goalsFor" | "goalsAgainst" | "goalDifference" | "points" | "form";
export type ScorerColumn = "rank" | "player" | "team" | "goals";
export type MatchStatKey = "possession" | "shots" | "shotsOnTarget" | "corners" | "fouls" | "offsides" | "yellowCards" | "redCards";

export interface SportsLabels {
  /** The day of a group of fixtures, relative to the page's moment (as components/guide/LocalTime names days). */
  today: string;
  tomorrow: string;
  yesterday: string;
  /** "{{home}} v {{away}}". */
  versus: string;
  /** "{{home}} {{homeScore}}, {{away}} {{awayScore}}": a score as it is read out. */
  scoreSpoken: string;
  fixtures: {
    /** "{{day}}, {{time}}": a group's heading. */
    group: string;
    empty: string;
  };
  status: {
    scheduled: string;
    live: string;
    halfTime: string;
    halfTimeShort: string;
    fullTime: string;
    fullTimeShort: string;
  };
  clock: {
    /** "{{minute}}'". */
    minute: string;
    /** "{{minute}}+{{added}}'". */
    addedTime: string;
    /** "minute {{minute}}". */
    minuteSpoken: string;
    /** "minute {{minute}} plus {{added}}". */
    addedTimeSpoken: string;
  };
  standings: {
    /** "{{tournament}} table": the scrolling region's name. */
    region: string;
    columns: Record<StandingColumn, ColumnWords>;
    outcomes: Record<Outcome, ColumnWords>;
    noForm: string;
    empty: string;
  };
  scorers: {
    caption: string;
    columns: Record<ScorerColumn, ColumnWords>;
    /** "{{count}} from penalties": what the bracketed number means. */
    penalties: string;
    empty: string;
  };
  squad: {
    positions: Record<PlayerPosition, string>;
    /** "Number {{number}}". */
    shirtNumber: string;
    /** "Age {{age}}". */
    age: string;
    empty: string;
  };
  team: {
    city: string;
    founded: string;
    stadium: string;
    /** "{{capacity}} seats". */
    capacity: string;
    colours: string;
  };
  match: {
    /** "Kick-off {{time}}". */
    kickOff: string;
    /** "Venue: {{venue}}, {{city}}". */
    venue: string;
  };
  events: {
    /** What happened, in a word or two: the timeline's kind of event. */
    types: Record<MatchEventType, string>;
    details: Record<EventDetail, string>;
    /** One sentence per type: `{{player}}`, `{{team}}`, `{{detail}}`; a substitution's `{{secondPlayer}}` goes off. */
    sentences: Record<MatchEventType, string>;
    /** A goal with an assist: `{{player}}`, `{{team}}`, `{{assist}}`. */
    goalAssisted: string;
    /** Who stands in for a player the provider did not name. */
    unknownPlayer: string;
  };
  timeline: {
    label: string;
    empty: string;
  };
  lineUps: {
    /** "Formation: {{formation}}". */
    formation: string;
    starting: string;
    bench: string;
    empty: string;
  };
  stats: {
    caption: string;
    statistic: string;
    names: Record<MatchStatKey, string>;
  };
}
