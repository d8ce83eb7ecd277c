/**
 * A channel's schedule for a day (issue 30 §1): its programmes in order with their times, the one on now marked for
 * assistive technology (`aria-current="time"`) and by an "On now" badge, those that have ended muted but readable
 * (--color-text-muted, 7.8:1), and gaps in the guide said in words. Server-rendered; the times and the day's name
 * re-format in the browser's zone (LocalTime).
 */
import { type ChannelReplayRights, programmeReplay } from "@/domain/catchup";
import type { ChannelSchedule, Programme } from "@/domain/guide";
import { ActionLink } from "../actions/actionStyles";
import { isOnAt, isPastAt, type TimeDisplay } from "@/domain/guideTime";
import { fillTemplate } from "../i18n/fillTemplate";
import { cx } from "../theme/cx";
import styles from "./ChannelDayView.module.css";
import { dayWords, type GuideLabels } from "./guideLabels";
import { localTime } from "./localTimeElement";
import { scheduleEntries } from "./scheduleEntries";

export interface ChannelDayViewProps {
  schedule: ChannelSchedule;
  /** The moment the page is as of: which programme is on now, and what "today" is. */
  at: string;
  display: TimeDisplay;
  labels: GuideLabels;
  /** The heading's id, unique on the page: it names the section. */
  headingId: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The player page of one of the channel's programmes (`?programme=`): where start-over and catch-up links go. */
  programmeHref?: (programme: Programme) => string;
}

/** The link a programme gets: start-over while it is on, catch-up once it has aired, as the channel allows. */
function ReplayLink({ programme, replay, at, href, labels }: { programme: Programme; replay: ChannelReplayRights; at: string; href: string; labels: GuideLabels }) {
  const verdict = programmeReplay(replay, { startMs: Date.parse(programme.start), stopMs: Date.parse(programme.end) }, Date.parse(at));
  if (verdict.kind === "refused") return null;
  return (
    <ActionLink variant="secondary" href={href} className={styles.replay}>
      {verdict.kind === "startover" ? labels.startOver : labels.watchAgain}
      <span className="visually-hidden">: {programme.title}</span>
    </ActionLink>
  );
}

interface ProgrammeItemProps {
  programme: Programme;
  at: string;
  display: TimeDisplay;
  labels: GuideLabels;
  replay?: { rights: ChannelReplayRights; href: string } | undefined;
}

function ProgrammeItem({ programme, at, display, labels, replay }: ProgrammeItemProps) {
  const current = isOnAt(programme, at);
  const past = !current && isPastAt(programme, at);
  const details = [programme.episode, programme.category].filter((part): part is string => typeof part === "string" && part !== "");
  return (
    <li className={cx(styles.item, current && styles.current, past && styles.past)} aria-current={current ? "time" : undefined} data-programme={programme.id}>
      {localTime({ kind: "range", start: programme.start, end: programme.end }, display, styles.time)}
      <div className={styles.body}>
        <p className={styles.title}>
          <span>{programme.title}</span>
          {current ? (
            <span className="badge" data-variant="live">
              {labels.onNow}
            </span>
          ) : null}
        </p>
        {details.length > 0 ? <p className={styles.details}>{details.join(" · ")}</p> : null}
        {replay ? <ReplayLink programme={programme} replay={replay.rights} at={at} href={replay.href} labels={labels} /> : null}
      </div>
    </li>
  );
}

export function ChannelDayView({ schedule, at, display, labels, headingId, headingLevel = 2, className, programmeHref }: ChannelDayViewProps) {
  const rights = schedule.channel.replay;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const entries = scheduleEntries(schedule.programmes, { start: schedule.from, end: schedule.to });
  return (
    <section className={cx(styles.root, className)} aria-labelledby={headingId} data-guide="channel-day">
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {fillTemplate(labels.scheduleTitle, { channel: schedule.channel.title })}
        </Heading>
        {localTime({ kind: "day", day: schedule.from, now: at, words: dayWords(labels) }, display, styles.day)}
      </div>
      {entries.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) =>
            entry.kind === "programme" ? (
              <ProgrammeItem
                key={entry.programme.id}
                programme={entry.programme}
                at={at}
                display={display}
                labels={labels}
                replay={rights && programmeHref ? { rights, href: programmeHref(entry.programme) } : undefined}
              />
            ) : (
              <li key={`gap-${entry.start}`} className={cx(styles.item, styles.gap)} data-gap="">
                {localTime({ kind: "range", start: entry.start, end: entry.end }, display, styles.time)}
                <p className={styles.body}>{labels.gap}</p>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}
