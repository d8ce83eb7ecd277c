/**
 * A match's events in match order (issue 30 §3), as an ordered list: each with its minute ("45+2'", read out as
 * "minute 45 plus 2"), a picture (hidden from assistive technology), one sentence in words for its type, players and
 * detail (matchText.ts eventText), and the score after a goal. On wide screens the home team's events sit at the
 * inline start and the away team's at the inline end of a middle column of minutes; on phones, one column. No
 * server-only import: the live match's client part (modules/sports/live/) renders it with each pushed snapshot.
 */
import type { TimeDisplay } from "@/domain/guideTime";
import type { MatchEvent } from "@/domain/sports/types";
import { cx } from "@/components/theme/cx";
import { EventIcon } from "./EventIcon";
import type { SportsLabels } from "./labelsType";
import { clockSpoken, clockText, eventText, scoreSpoken, scoreText, scoreValue, type MatchTeams } from "./matchText";
import styles from "./MatchTimeline.module.css";

export interface MatchTimelineProps {
  events: readonly MatchEvent[];
  teams: MatchTeams;
  labels: SportsLabels;
  display: TimeDisplay;
  className?: string;
}

/** Match order: half, minute, added time; events at the same moment keep the order given. */
export function timelineOrder(events: readonly MatchEvent[]): MatchEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.period - b.event.period || a.event.minute - b.event.minute || a.event.addedTime - b.event.addedTime || a.index - b.index)
    .map(({ event }) => event);
}

function EventItem({ event, teams, labels, display }: { event: MatchEvent; teams: MatchTeams; labels: SportsLabels; display: TimeDisplay }) {
  const side = event.teamId === teams.away.id ? "away" : "home";
  const { score } = event;
  return (
    <li className={cx(styles.item, side === "away" && styles.away)} data-event={event.id} data-type={event.type} data-side={side}>
      <span className={styles.minute}>
        <span aria-hidden="true">{clockText(event, labels, display)}</span>
        <span className="visually-hidden">{clockSpoken(event, labels, display)}</span>
      </span>{" "}
      <span className={styles.body}>
        <EventIcon type={event.type} className={styles.icon} />
        <span className={styles.text}>{eventText(event, labels, teams)}</span>
        {score ? (
          <>
            {" "}
            <span className={styles.score} data-score={scoreValue(score)}>
              <span aria-hidden="true">{scoreText(score, display)}</span>
              <span className="visually-hidden">{scoreSpoken(score, teams, labels, display)}</span>
            </span>
          </>
        ) : null}
      </span>
    </li>
  );
}

export function MatchTimeline({ events, teams, labels, display, className }: MatchTimelineProps) {
  if (events.length === 0) return <p className={cx(styles.empty, className)}>{labels.timeline.empty}</p>;
  return (
    <ol className={cx(styles.root, className)} aria-label={labels.timeline.label} data-sports="timeline">
      {timelineOrder(events).map((event) => (
        <EventItem key={event.id} event={event} teams={teams} labels={labels} display={display} />
      ))}
    </ol>
  );
}
