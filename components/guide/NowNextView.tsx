/**
 * Now and next for a channel tile (issue 30 §1): the programme on now with its times and how far it has got, and
 * what comes next and when. The guide may have a gap now, or end before anything comes next: each is said in words
 * rather than left blank. Server-rendered; only the times re-format in the browser's zone (LocalTime).
 */
import type { NowNext, Programme } from "@/domain/guide";
import { progressAt, type TimeDisplay } from "@/domain/guideTime";
import { fillTemplate } from "../i18n/fillTemplate";
import { cx } from "../theme/cx";
import type { GuideLabels } from "./guideLabels";
import { localTime } from "./localTimeElement";
import styles from "./NowNextView.module.css";
import { templateParts } from "./templateParts";

export interface NowNextViewProps {
  nowNext: NowNext;
  /** The moment the guide is as of (GuidePage.at): the progress bar's instant. */
  at: string;
  display: TimeDisplay;
  labels: GuideLabels;
  className?: string;
}

/** How far the programme has got: the ratio, and the whole percent the bar and assistive technology show. */
export function progressOf(programme: Programme, at: string): { ratio: number; percent: number } {
  const ratio = progressAt(programme, at);
  return { ratio, percent: Math.round(ratio * 100) };
}

/**
 * The bar is a native `<progress>`: browsers give it the progressbar role with its value, minimum (0) and maximum
 * (100) for assistive technology, and fill it from the inline start (from the right in Arabic).
 */
function NowPart({ now, at, display, labels }: { now: Programme; at: string; display: TimeDisplay; labels: GuideLabels }) {
  const { percent } = progressOf(now, at);
  const spoken = fillTemplate(labels.progressValue, { percent });
  return (
    <div className={styles.now}>
      <p className={styles.title}>
        <span className="badge" data-variant="live">
          {labels.onNow}
        </span>{" "}
        <span>{now.title}</span>
      </p>
      {localTime({ kind: "range", start: now.start, end: now.end }, display, styles.time)}
      <progress className={styles.progress} max={100} value={percent} aria-label={fillTemplate(labels.progressLabel, { title: now.title })} aria-valuetext={spoken}>
        {spoken}
      </progress>
    </div>
  );
}

export function NowNextView({ nowNext, at, display, labels, className }: NowNextViewProps) {
  const { now, next } = nowNext;
  return (
    <div className={cx(styles.root, className)} data-guide="now-next">
      {now ? <NowPart now={now} at={at} display={display} labels={labels} /> : <p className={styles.gap}>{labels.nowGap}</p>}
      {next ? (
        <p className={styles.next}>
          {templateParts(labels.next, {
            title: <span className={styles.nextTitle}>{next.title}</span>,
            time: localTime({ kind: "time", at: next.start }, display),
          })}
        </p>
      ) : (
        <p className={styles.gap}>{labels.nextGap}</p>
      )}
    </div>
  );
}
