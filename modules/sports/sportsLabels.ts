/**
 * The sports views' words (locales/{lng}/sports.json, `views`), translated once on the server and handed to the
 * views as plain strings (the SportsLabels shape, views/labelsType.ts), so the views, and the live match's client
 * parts that re-render some of them, never load i18next or the locale JSON (as components/guide/guideLabels.ts).
 * `sportsLabels(t)` takes any translator of the `sports` namespace; `sportsLabelsFor(locale)` is the server's.
 */
import type { Translate } from "@/components/i18n/texts";
import { eventDetails, matchEventTypes } from "@/domain/sports/matchEvents";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import type { ColumnWords, MatchStatKey, ScorerColumn, SportsLabels, StandingColumn } from "./views/labelsType";

export type { SportsLabels } from "./views/labelsType";

const standingColumns = [
  "rank",
  "team",
  "played",
  "won",
  "drawn",
  "lost",
  "goalsFor",
  "goalsAgainst",
  "goalDifference",
  "points",
  "form",
] as const satisfies readonly StandingColumn[];
const scorerColumns = ["rank", "player", "team", "goals"] as const satisfies readonly ScorerColumn[];
const statKeys = ["possession", "shots", "shotsOnTarget", "corners", "fouls", "offsides", "yellowCards", "redCards"] as const satisfies readonly MatchStatKey[];
const outcomes = ["W", "D", "L"] as const;
const positions = ["GK", "DF", "MF", "FW"] as const;
const details = Object.values(eventDetails).flat();

type Key = (name: string, ...kept: string[]) => string;

/** `t` under `views.`, with the named placeholders kept as `{{name}}` for the views to fill. */
function viewsTranslator(t: Translate): Key {
  return (name, ...kept) =>
    t(`views.${name}`, kept.length === 0 ? undefined : Object.fromEntries(kept.map((placeholder) => [placeholder, `{{${placeholder}}}`])));
}

/** A record with one value per name. Object.fromEntries types its keys as plain strings; each of `names` is set. */
function each<N extends string, V>(names: readonly N[], value: (name: N) => V): Record<N, V> {
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<N, V>;
}

/** `views.{prefix}.{name}` for each name, with the same kept placeholders. */
function record<N extends string>(key: Key, prefix: string, names: readonly N[], ...kept: string[]): Record<N, string> {
  return each(names, (name) => key(`${prefix}.${name}`, ...kept));
}

function columns<N extends string>(key: Key, prefix: string, names: readonly N[]): Record<N, ColumnWords> {
  return each(names, (name) => ({ short: key(`${prefix}.${name}.short`), full: key(`${prefix}.${name}.full`) }));
}

/** The sports views' labels from a translator that reads the `sports` namespace. */
export function sportsLabels(t: Translate): SportsLabels {
  const key = viewsTranslator(t);
  return {
    today: key("today"),
    tomorrow: key("tomorrow"),
    yesterday: key("yesterday"),
    versus: key("versus", "home", "away"),
    scoreSpoken: key("scoreSpoken", "home", "homeScore", "away", "awayScore"),
    fixtures: { group: key("fixtures.group", "day", "time"), empty: key("fixtures.empty") },
    status: record(key, "status", ["scheduled", "live", "halfTime", "halfTimeShort", "fullTime", "fullTimeShort"]),
    clock: {
      minute: key("clock.minute", "minute"),
      addedTime: key("clock.addedTime", "minute", "added"),
      minuteSpoken: key("clock.minuteSpoken", "minute"),
      addedTimeSpoken: key("clock.addedTimeSpoken", "minute", "added"),
    },
    standings: {
      region: key("standings.region", "tournament"),
      columns: columns(key, "standings.columns", standingColumns),
      outcomes: columns(key, "standings.outcomes", outcomes),
      noForm: key("standings.noForm"),
      empty: key("standings.empty"),
    },
    scorers: {
      caption: key("scorers.caption"),
      columns: columns(key, "scorers.columns", scorerColumns),
      penalties: key("scorers.penalties", "count"),
      empty: key("scorers.empty"),
    },
    squad: {
      positions: record(key, "squad.positions", positions),
      shirtNumber: key("squad.shirtNumber", "number"),
      age: key("squad.age", "age"),
      empty: key("squad.empty"),
    },
    team: { ...record(key, "team", ["city", "founded", "stadium", "colours"]), capacity: key("team.capacity", "capacity") },
    match: { kickOff: key("match.kickOff", "time"), venue: key("match.venue", "venue", "city") },
    events: {
      types: record(key, "events.types", matchEventTypes),
      details: record(key, "events.details", details),
      sentences: record(key, "events.sentences", matchEventTypes, "player", "team", "detail", "secondPlayer"),
      goalAssisted: key("events.goalAssisted", "player", "team", "assist"),
      unknownPlayer: key("events.unknownPlayer"),
    },
    timeline: record(key, "timeline", ["label", "empty"]),
    lineUps: { formation: key("lineUps.formation", "formation"), ...record(key, "lineUps", ["starting", "bench", "empty"]) },
    stats: { caption: key("stats.caption"), statistic: key("stats.statistic"), names: record(key, "stats.names", statKeys) },
  };
}

/** The labels in `locale`, from the server's translator: for server components and the stories. */
export function sportsLabelsFor(locale: Locale): SportsLabels {
  return sportsLabels(translator(locale, "sports"));
}
