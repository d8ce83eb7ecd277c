/**
 * What a live event's player page shows instead of the player when there is nothing to play (issue 30 §2): before
 * its start, when it starts (in the viewer's zone and language) and a countdown that turns the page into the player
 * at the start; once it is over without a replay, that it is over. In the player's 16:9 place, so the page around
 * it does not move when the player takes over. The playback service refuses such a playout on its own
 * (COMING_SOON, EVENT_ENDED): this page only says so first.
 */
import { Countdown } from "@/components/clientParts";
import { localTime } from "@/components/guide/localTimeElement";
import { templateParts } from "@/components/guide/templateParts";
import { countdownText } from "@/components/live/countdownText";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { Translate } from "@/components/i18n/texts";
import type { TimeDisplay } from "@/domain/guideTime";
import styles from "./LiveEventNotice.module.css";

export interface LiveEventNoticeProps {
  state: "coming-soon" | "ended";
  startsAt: string;
  /** The page's moment (ms). */
  at: number;
  display: TimeDisplay;
  t: Translate;
}

export function LiveEventNotice({ state, startsAt, at, display, t }: LiveEventNoticeProps) {
  if (state === "ended") {
    return (
      <div className={styles.notice} data-live-event="ended">
        <p className={styles.message}>{t("liveEvent.ended")}</p>
      </div>
    );
  }
  const words = { today: t("guide.today"), tomorrow: t("guide.tomorrow"), yesterday: t("guide.yesterday") };
  const labels = { startsIn: t("liveEvent.startsIn", { time: "{{time}}" }), started: t("liveEvent.started") };
  const left = countdownText(startsAt, at, display);
  return (
    <div className={styles.notice} data-live-event="coming-soon">
      <p className={styles.when}>
        {templateParts(t("liveEvent.startsAt", { day: "{{day}}", time: "{{time}}" }), {
          day: localTime({ kind: "day", day: startsAt, now: new Date(at).toISOString(), words }, display),
          time: localTime({ kind: "time", at: startsAt }, display),
        })}
      </p>
      <p className={styles.countdown}>
        <Countdown startsAt={startsAt} display={display} text={left === undefined ? labels.started : fillTemplate(labels.startsIn, { time: left })} labels={labels} refreshAtStart />
      </p>
      <p className={styles.message}>{t("liveEvent.notYet")}</p>
    </div>
  );
}
