/**
 * The `programme-guide` block (components/guide/guideData.ts): the grid guide with its filters, each channel's now
 * and next, or one channel's day with a play action. The views are GuideGrid, NowNextView and ChannelDayView; this
 * picks one, words them (guideLabels) and links each channel to its player page. Server-rendered; the times, the
 * grid's keys and the jump to now are the only client parts.
 */
import type { ProgrammeGuideBlock } from "@/screens-schema/generated/types";
import type { ContentItem } from "@/domain/types";
import { scheduleDays } from "@/domain/catchup";
import { channelRoute, playerRoute } from "@/domain/contentPath";
import { ActionLink } from "../actions/actionStyles";
import type { BlockViewProps, UiContext } from "../ui-context";
import { ChannelDayView } from "./ChannelDayView";
import type { GuideData } from "./guideData";
import { GuideGrid } from "./GuideGrid";
import { guideLabels, type GuideLabels } from "./guideLabels";
import { NowNextView } from "./NowNextView";
import styles from "./ProgrammeGuideView.module.css";

function WatchLink({ channel, ui, variant }: { channel: ContentItem; ui: UiContext; variant: "primary" | "secondary" }) {
  return (
    <ActionLink variant={variant} href={ui.href(playerRoute(channel))}>
      {ui.t("guide.watch", { channel: channel.title })}
    </ActionLink>
  );
}

function NowNextList({ guide, ui, labels, id }: { guide: Extract<GuideData, { kind: "now-next" }>; ui: UiContext; labels: GuideLabels; id: string }) {
  return (
    <ul className={styles.channels}>
      {guide.page.channels.map((row) => (
        <li key={row.channel.id} className={styles.channel} aria-labelledby={`${id}-${row.channel.id}`}>
          <h3 className={styles.name} id={`${id}-${row.channel.id}`}>
            {row.channel.title}
          </h3>
          <NowNextView nowNext={row} at={guide.page.at} display={guide.display} labels={labels} />
          <WatchLink channel={row.channel} ui={ui} variant="secondary" />
        </li>
      ))}
    </ul>
  );
}

/** The schedule's other days (`?day=`): back as far as catch-up reaches, ahead as far as the guide goes. */
function DayLinks({ day, labels }: { day: number; labels: GuideLabels }) {
  const href = (to: number) => (to === 0 ? "?" : `?day=${to}`);
  return (
    <nav className={styles.days} aria-label={labels.days}>
      {day > scheduleDays.first ? (
        <ActionLink variant="secondary" href={href(day - 1)} rel="prev">
          {labels.previousDay}
        </ActionLink>
      ) : null}
      {day < scheduleDays.last ? (
        <ActionLink variant="secondary" href={href(day + 1)} rel="next">
          {labels.nextDay}
        </ActionLink>
      ) : null}
    </nav>
  );
}

function ChannelDay({ guide, ui, labels, id }: { guide: Extract<GuideData, { kind: "channel" }>; ui: UiContext; labels: GuideLabels; id: string }) {
  const { channel } = guide.schedule;
  return (
    <section className={styles.day} aria-labelledby={`${id}-name`}>
      <h2 className={styles.name} id={`${id}-name`}>
        {channel.title}
      </h2>
      <NowNextView nowNext={guide.nowNext} at={guide.at} display={guide.display} labels={labels} />
      <div>
        <WatchLink channel={channel} ui={ui} variant="primary" />
      </div>
      <DayLinks day={guide.day} labels={labels} />
      <ChannelDayView
        schedule={guide.schedule}
        at={guide.at}
        display={guide.display}
        labels={labels}
        headingId={`${id}-schedule`}
        headingLevel={3}
        programmeHref={(programme) => `${ui.href(playerRoute(channel))}?programme=${encodeURIComponent(programme.id)}`}
      />
    </section>
  );
}

export function ProgrammeGuideView({ block, rootProps, ui, guide }: BlockViewProps<ProgrammeGuideBlock>) {
  if (!guide) return null;
  const labels = guideLabels(ui.t);
  const headingId = `${block.id}-heading`;
  const heading = block.heading && guide.kind !== "channel" ? ui.text(block.heading) : undefined;
  return (
    <section {...rootProps} className={styles.root} {...(heading ? { "aria-labelledby": headingId } : { "aria-label": labels.label })}>
      {heading ? (
        <h2 className={styles.heading} id={headingId}>
          {heading}
        </h2>
      ) : null}
      {guide.kind === "grid" ? (
        <GuideGrid
          page={guide.page}
          display={guide.display}
          labels={labels}
          id={block.id}
          channelHref={(channel) => ui.href(channelRoute(channel))}
          {...(guide.filters
            ? { filters: { filters: guide.filters, ...(guide.active ? { active: guide.active } : {}), filterHref: (id, kind) => `?${kind}=${encodeURIComponent(id)}`, allHref: "?" } }
            : {})}
        />
      ) : guide.kind === "now-next" ? (
        <NowNextList guide={guide} ui={ui} labels={labels} id={block.id} />
      ) : (
        <ChannelDay guide={guide} ui={ui} labels={labels} id={block.id} />
      )}
    </section>
  );
}
