/**
 * The match event types of spec 3 ("goal, no goal, own goal, penalty goal, VAR, injury, yellow card, double yellow,
 * red card, substitution, and others"), as the sports service names them on the wire (docs/sports-service.md). The
 * one "other" kept is a missed penalty. Shared by the service, its adapter and the pure computations below, so the
 * three never disagree on which events score or send a player off.
 */
export const matchEventTypes = [
  "goal",
  "noGoal",
  "ownGoal",
  "penaltyGoal",
  "var",
  "injury",
  "yellowCard",
  "doubleYellow",
  "redCard",
  "substitution",
  "penaltyMissed",
] as const;

export type MatchEventType = (typeof matchEventTypes)[number];

export function isMatchEventType(value: unknown): value is MatchEventType {
  return typeof value === "string" && (matchEventTypes as readonly string[]).includes(value);
}

/** Events that change the score. An own goal counts for the event's team, which is the team credited, not the scorer's. */
export const scoringEventTypes: ReadonlySet<MatchEventType> = new Set(["goal", "penaltyGoal", "ownGoal"]);

/** Events that count for the scorer in the top scorers: an own goal never does. */
export const scorerEventTypes: ReadonlySet<MatchEventType> = new Set(["goal", "penaltyGoal"]);

/** Events that send a player off: the player has no later event in that match. A double yellow is a second yellow. */
export const sendingOffEventTypes: ReadonlySet<MatchEventType> = new Set(["redCard", "doubleYellow"]);

/** Why a goal was ruled out (`noGoal`), what a VAR review decided (`var`), how a penalty was missed (`penaltyMissed`). */
export const eventDetails = {
  noGoal: ["offside", "foul", "handball"],
  var: ["goalDisallowed", "penaltyAwarded", "redCardConfirmed", "goalConfirmed"],
  penaltyMissed: ["saved", "wide"],
} as const;

export type EventDetail = (typeof eventDetails)[keyof typeof eventDetails][number];

const allDetails: ReadonlySet<string> = new Set(Object.values(eventDetails).flat());

export function isEventDetail(value: unknown): value is EventDetail {
  return typeof value === "string" && allDetails.has(value);
}
