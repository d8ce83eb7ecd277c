/**
 * The words of a match, as pure functions of the data and the labels: the score ("2–1" and how it is read out), the
 * match clock ("67'", "90+3'"), the status, and one sentence per match event. The server views (MatchHeader,
 * MatchTimeline, FixtureList) and the live match's client parts (modules/sports/live/) both call these, so a pushed
 * update reads exactly as the server's first render did. Nothing here may import server-only code (no i18next, no
 * locale files, no node APIs): the labels come in as plain strings (labelsType.ts).
 */
import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { MatchEvent, MatchPhase, MatchStatus, PlayerRef, Score, TeamRef } from "@/domain/sports/types";
import type { SportsLabels } from "./labelsType";
import { formatNumber, type NumberDisplay } from "./numbers";

/** The match minute, as MatchLive carries it: "90+3'" is minute 90, added time 3. */
export interface MatchClock {
  minute: number;
  addedTime: number;
}

export interface MatchTeams {
  home: TeamRef;
  away: TeamRef;
}

/** The visible score, home first ("2–1" with an en dash; in Arabic the home score reads first, from the right). */
export function scoreText(score: Score, display?: NumberDisplay): string {
  return `${formatNumber(score.home, display)}–${formatNumber(score.away, display)}`;
}

/** The score for attributes and tests: ASCII digits and a hyphen ("2-1"). */
export function scoreValue(score: Score): string {
  return `${score.home}-${score.away}`;
}

/** The score as it is read out: "Al-Faisaly 2, Al-Wehdat 1". */
export function scoreSpoken(score: Score, teams: MatchTeams, labels: SportsLabels, display?: NumberDisplay): string {
  return fillTemplate(labels.scoreSpoken, {
    home: teams.home.name,
    homeScore: formatNumber(score.home, display),
    away: teams.away.name,
    awayScore: formatNumber(score.away, display),
  });
}

/** "Al-Faisaly v Al-Wehdat". */
export function versusText(teams: MatchTeams, labels: SportsLabels): string {
  return fillTemplate(labels.versus, { home: teams.home.name, away: teams.away.name });
}

/** The minute as shown: "67'", or "90+3'" in added time. */
export function clockText(clock: MatchClock, labels: SportsLabels, display?: NumberDisplay): string {
  const minute = formatNumber(clock.minute, display);
  if (clock.addedTime <= 0) return fillTemplate(labels.clock.minute, { minute });
  return fillTemplate(labels.clock.addedTime, { minute, added: formatNumber(clock.addedTime, display) });
}

/** The minute for attributes and tests: "67", "90+3". */
export function clockValue(clock: MatchClock): string {
  return clock.addedTime > 0 ? `${clock.minute}+${clock.addedTime}` : String(clock.minute);
}

/** The minute as read out ("minute 90 plus 3"): a screen reader would read "67'" as "67 apostrophe". */
export function clockSpoken(clock: MatchClock, labels: SportsLabels, display?: NumberDisplay): string {
  const minute = formatNumber(clock.minute, display);
  if (clock.addedTime <= 0) return fillTemplate(labels.clock.minuteSpoken, { minute });
  return fillTemplate(labels.clock.addedTimeSpoken, { minute, added: formatNumber(clock.addedTime, display) });
}

/** What state the match is in, in words: not started, live, half time, full time. */
export function statusText(status: MatchStatus, phase: MatchPhase | undefined, labels: SportsLabels): string {
  if (status === "scheduled") return labels.status.scheduled;
  if (status === "finished") return labels.status.fullTime;
  return phase === "halfTime" ? labels.status.halfTime : labels.status.live;
}

/** The kind of event in a word or two ("Yellow card"): what the timeline's icon stands for. */
export function eventTitle(event: Pick<MatchEvent, "type">, labels: SportsLabels): string {
  return labels.events.types[event.type];
}

function playerName(player: PlayerRef | undefined, labels: SportsLabels): string {
  return player?.name ?? labels.events.unknownPlayer;
}

/** The team an event belongs to (for an own goal, the team credited), by id; the id itself if it is neither side's. */
export function eventTeam(event: Pick<MatchEvent, "teamId">, teams: MatchTeams): TeamRef | undefined {
  if (event.teamId === teams.home.id) return teams.home;
  return event.teamId === teams.away.id ? teams.away : undefined;
}

/**
 * One sentence for the event, naming its team, its player(s) and its detail: "Goal for Al-Faisaly: Yazan Al-Naimat,
 * assisted by Mousa Al-Tamari", "Substitution, Al-Wehdat: on X, off Y", "VAR review for Al-Wehdat: penalty awarded".
 */
export function eventText(event: MatchEvent, labels: SportsLabels, teams: MatchTeams): string {
  const values = {
    player: playerName(event.player, labels),
    secondPlayer: playerName(event.secondPlayer, labels),
    team: eventTeam(event, teams)?.name ?? event.teamId,
    detail: event.detail === undefined ? "" : labels.events.details[event.detail],
  };
  if (event.type === "goal" && event.secondPlayer !== undefined) {
    return fillTemplate(labels.events.goalAssisted, { ...values, assist: event.secondPlayer.name });
  }
  return withoutEmptyDetail(fillTemplate(labels.events.sentences[event.type], values));
}

/** A detail the provider left out leaves "()" or a trailing colon in the sentence: both go. */
function withoutEmptyDetail(text: string): string {
  return text.replace(/\s*\(\s*\)/g, "").replace(/\s*:\s*$/, "");
}
