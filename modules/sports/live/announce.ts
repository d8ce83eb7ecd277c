/**
 * What a polite live region says when a live match changes (issue 30 §3, WCAG 4.1.3 status messages): kick-off, a
 * goal (who scored, for whom, the minute and the new score), a sending-off, half time, the second half under way,
 * full time with the final score; nothing when nothing a listener needs changed (the clock ticking is not news).
 *
 * The words are plain string templates (`{{placeholders}}` kept) from the `live` keys of locales/{lng}/sports.json,
 * translated on the server by `liveWords(t)` and handed to the client (useLiveMatch.ts), which carries no i18next.
 * Team and player names come from the snapshot, in the page's language.
 */
import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { Translate } from "@/components/i18n/texts";
import type { MatchEventType } from "@/domain/sports/matchEvents";
import type { Score } from "@/domain/sports/types";
import type { LiveEvent, LiveSnapshot } from "./liveSnapshot";

export interface LiveWords {
  /** "{{home}} {{homeGoals}}, {{away}} {{awayGoals}}". */
  score: string;
  /** "minute {{minute}}". */
  minute: string;
  /** "minute {{minute}} plus {{added}}". */
  addedMinute: string;
  /** "{{home}}", "{{away}}". */
  kickOff: string;
  /** "{{team}}", "{{player}}", "{{minute}}", "{{score}}" (already filled). */
  goal: string;
  penaltyGoal: string;
  ownGoal: string;
  /** A goal whose scorer the provider did not name: "{{team}}", "{{minute}}", "{{score}}". */
  goalUnnamed: string;
  /** "{{player}}", "{{team}}", "{{minute}}". */
  redCard: string;
  secondYellow: string;
  /** A sending-off of a player the provider did not name: "{{team}}", "{{minute}}". */
  sendingOffUnnamed: string;
  /** "{{score}}". */
  halfTime: string;
  secondHalf: string;
  fullTime: string;
}

const placeholders: { [K in keyof LiveWords]: readonly string[] } = {
  score: ["home", "homeGoals", "away", "awayGoals"],
  minute: ["minute"],
  addedMinute: ["minute", "added"],
  kickOff: ["home", "away"],
  goal: ["team", "player", "minute", "score"],
  penaltyGoal: ["team", "player", "minute", "score"],
  ownGoal: ["team", "player", "minute", "score"],
  goalUnnamed: ["team", "minute", "score"],
  redCard: ["player", "team", "minute"],
  secondYellow: ["player", "team", "minute"],
  sendingOffUnnamed: ["team", "minute"],
  halfTime: ["score"],
  secondHalf: ["score"],
  fullTime: ["score"],
};

/** The `live` words from a translator of the `sports` namespace, each placeholder kept as `{{name}}`. */
export function liveWords(t: Translate): LiveWords {
  const word = (name: keyof LiveWords) => t(`live.${name}`, Object.fromEntries(placeholders[name].map((placeholder) => [placeholder, `{{${placeholder}}}`])));
  return {
    score: word("score"),
    minute: word("minute"),
    addedMinute: word("addedMinute"),
    kickOff: word("kickOff"),
    goal: word("goal"),
    penaltyGoal: word("penaltyGoal"),
    ownGoal: word("ownGoal"),
    goalUnnamed: word("goalUnnamed"),
    redCard: word("redCard"),
    secondYellow: word("secondYellow"),
    sendingOffUnnamed: word("sendingOffUnnamed"),
    halfTime: word("halfTime"),
    secondHalf: word("secondHalf"),
    fullTime: word("fullTime"),
  };
}

const scoringWords: Partial<Record<MatchEventType, "goal" | "penaltyGoal" | "ownGoal">> = { goal: "goal", penaltyGoal: "penaltyGoal", ownGoal: "ownGoal" };
const sendingOffWords: Partial<Record<MatchEventType, "redCard" | "secondYellow">> = { redCard: "redCard", doubleYellow: "secondYellow" };

function scoreText(snapshot: LiveSnapshot, score: Score | undefined, words: LiveWords): string {
  return fillTemplate(words.score, { home: snapshot.home.name, homeGoals: score?.home ?? 0, away: snapshot.away.name, awayGoals: score?.away ?? 0 });
}

function minuteText(event: Pick<LiveEvent, "minute" | "addedTime">, words: LiveWords): string {
  return event.addedTime > 0 ? fillTemplate(words.addedMinute, { minute: event.minute, added: event.addedTime }) : fillTemplate(words.minute, { minute: event.minute });
}

/** A goal or a sending-off in words; undefined for the events a listener is not interrupted for. */
export function eventAnnouncement(snapshot: LiveSnapshot, event: LiveEvent, words: LiveWords): string | undefined {
  const team = event.teamId === snapshot.home.id ? snapshot.home.name : event.teamId === snapshot.away.id ? snapshot.away.name : undefined;
  if (team === undefined) return undefined;
  const minute = minuteText(event, words);
  const scoring = scoringWords[event.type];
  if (scoring !== undefined) {
    const score = scoreText(snapshot, event.score ?? snapshot.score, words);
    return event.player === undefined ? fillTemplate(words.goalUnnamed, { team, minute, score }) : fillTemplate(words[scoring], { team, player: event.player.name, minute, score });
  }
  const sendingOff = sendingOffWords[event.type];
  if (sendingOff === undefined) return undefined;
  return event.player === undefined ? fillTemplate(words.sendingOffUnnamed, { team, minute }) : fillTemplate(words[sendingOff], { player: event.player.name, team, minute });
}

/**
 * What the live region says going from `previous` to `next`, or undefined for nothing. Several changes between two
 * snapshots (a slow poll) are said in match order: kick-off, the first half's goals and cards, half time, the second
 * half starting, its goals and cards, full time. A showcase that kicks off again (a new kick-off time) is a new match.
 */
export function announcementFor(previous: LiveSnapshot, next: LiveSnapshot, words: LiveWords): string | undefined {
  if (previous.fixtureId !== next.fixtureId) return undefined;
  const restarted = previous.kickOff !== next.kickOff;
  const before = restarted ? { status: "scheduled", phase: undefined } : previous;
  const seen = new Set(restarted ? [] : previous.events.map((event) => event.id));
  const fresh = next.events.filter((event) => !seen.has(event.id));
  const eventsOf = (period: 1 | 2) => fresh.filter((event) => event.period === period).map((event) => eventAnnouncement(next, event, words));
  const score = scoreText(next, next.score, words);
  const sentences = [
    before.status === "scheduled" && next.status !== "scheduled" ? fillTemplate(words.kickOff, { home: next.home.name, away: next.away.name }) : undefined,
    ...eventsOf(1),
    next.phase === "halfTime" && before.phase !== "halfTime" ? fillTemplate(words.halfTime, { score }) : undefined,
    next.phase === "secondHalf" && before.phase !== "secondHalf" ? fillTemplate(words.secondHalf, { score }) : undefined,
    ...eventsOf(2),
    next.status === "finished" && before.status !== "finished" ? fillTemplate(words.fullTime, { score }) : undefined,
  ].filter((sentence): sentence is string => sentence !== undefined);
  return sentences.length === 0 ? undefined : sentences.join(" ");
}
