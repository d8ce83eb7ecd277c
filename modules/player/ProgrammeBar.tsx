/**
 * Under a channel's player (issue 30 §1): what is on and a "Start over" link where the channel allows it; while a
 * programme plays again, which one (and when it aired, for catch-up) and the way back to live. Plain links, so they
 * work before the player's code has loaded and from the keyboard like any link.
 */
import { ActionLink } from "@/components/actions/actionStyles";
import { localTime } from "@/components/guide/localTimeElement";
import { templateParts } from "@/components/guide/templateParts";
import { fillTemplate } from "@/components/i18n/fillTemplate";
import type { Translate } from "@/components/i18n/texts";
import type { TimeDisplay } from "@/domain/guideTime";
import type { ChannelPlayback } from "./channelPlayback";
import styles from "./ProgrammeBar.module.css";

export interface ProgrammeBarProps {
  playback: ChannelPlayback;
  /** The channel's live player page, localized. */
  liveHref: string;
  /** The page's moment (ms), for the day an aired programme is named by. */
  at: number;
  display: TimeDisplay;
  t: Translate;
}

export function ProgrammeBar({ playback, liveHref, at, display, t }: ProgrammeBarProps) {
  if (playback.kind === "live") {
    if (!playback.onNow) return null;
    return (
      <section className={styles.bar} aria-label={t("catchup.label")} data-programme-bar="live">
        <p className={styles.what}>{fillTemplate(t("catchup.onNow", { title: "{{title}}" }), { title: playback.onNow.title })}</p>
        {playback.startOver ? (
          <ActionLink variant="secondary" href={`${liveHref}?programme=${encodeURIComponent(playback.onNow.id)}`}>
            {t("catchup.startOver")}
          </ActionLink>
        ) : null}
      </section>
    );
  }
  const { programme, replay } = playback;
  const words = { today: t("guide.today"), tomorrow: t("guide.tomorrow"), yesterday: t("guide.yesterday") };
  return (
    <section className={styles.bar} aria-label={t("catchup.label")} data-programme-bar={replay ?? "unavailable"}>
      {programme && replay ? (
        <div>
          <p className={styles.what}>{fillTemplate(t(replay === "startover" ? "catchup.startedOver" : "catchup.caughtUp", { title: "{{title}}" }), { title: programme.title })}</p>
          {replay === "catchup" ? (
            <p className={styles.when}>
              {templateParts(t("catchup.aired", { day: "{{day}}", time: "{{time}}" }), {
                day: localTime({ kind: "day", day: programme.start, now: new Date(at).toISOString(), words }, display),
                time: localTime({ kind: "time", at: programme.start }, display),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <ActionLink variant="secondary" href={liveHref}>
        {t("catchup.backToLive")}
      </ActionLink>
    </section>
  );
}
