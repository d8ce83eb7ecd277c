/**
 * The player module's server part (issue 9): placed by a `module` block on the player screen, it reads what
 * the page's route names (`contentId`), the title, where the profile stopped and what plays next, translates
 * the player's strings, and hands them to the browser-only player (PlayerLazy). The page around it (title,
 * episodes, related titles) stays server-driven.
 */
import { localizedHref } from "@/components/ui-context";
import { playerRoute } from "@/domain/contentPath";
import { translator } from "@/locales/serverI18n";
import type { ContentItem, Locale } from "@/domain/types";
import type { ModuleContext, ModuleProps } from "../registry";
import { type ChannelPlayback, channelPlayback } from "./channelPlayback";
import { ProgrammeBar } from "./ProgrammeBar";
import { nextEpisodeOf } from "./nextInSeason";
import { PlayerLazy } from "./PlayerLazy";
import { LiveEventNotice } from "./LiveEventNotice";
import { liveEventState } from "@/domain/liveEvents";
import { countryDisplay } from "@/domain/guideTime";
import type { PlayerMessageKey } from "./playerErrors";
import type { PlayerLabels } from "./playerLabels";

function labelsFor(locale: Locale): PlayerLabels {
  const t = translator(locale, "blocks");
  const message = (key: PlayerMessageKey) => t(`player.messages.${key}`);
  return {
    region: t("player.region"),
    play: t("player.play"),
    pause: t("player.pause"),
    replay: t("player.replay"),
    seek: t("player.seek"),
    mute: t("player.mute"),
    unmute: t("player.unmute"),
    volume: t("player.volume"),
    fullscreen: t("player.fullscreen"),
    exitFullscreen: t("player.exitFullscreen"),
    quality: t("player.quality"),
    qualityLevels: {
      supreme: t("player.levels.supreme"),
      fullHd: t("player.levels.fullHd"),
      high: t("player.levels.high"),
      medium: t("player.levels.medium"),
      low: t("player.levels.low"),
      auto: t("player.levels.auto"),
    },
    audio: t("player.audio"),
    subtitles: t("player.subtitles"),
    subtitlesOff: t("player.subtitlesOff"),
    languages: { ar: t("language.ar"), en: t("language.en"), fr: t("language.fr") },
    loading: t("player.loading"),
    ad: t("player.ad"),
    nextIn: t("player.nextIn", { seconds: "{{seconds}}", title: "{{title}}" }),
    nextCancel: t("player.nextCancel"),
    nextNow: t("player.nextNow"),
    upsell: t("player.upsell"),
    pinLabel: t("player.pinLabel"),
    pinSubmit: t("player.pinSubmit"),
    pinRefusals: { wrong: t("player.pinWrong"), "too-many": t("player.pinTooMany"), "not-set": t("player.pinNotSet"), unavailable: t("player.pinUnavailable") },
    live: t("player.live"),
    goLive: t("player.goLive"),
    behindLive: t("player.behindLive", { time: "{{time}}" }),
    timeOf: t("player.timeOf", { current: "{{current}}", duration: "{{duration}}" }),
    messages: {
      unsupportedBrowser: message("unsupportedBrowser"),
      drmNotSupported: message("drmNotSupported"),
      notSubscriber: message("notSubscriber"),
      geoRestriction: message("geoRestriction"),
      contentUnavailable: message("contentUnavailable"),
      freeWatchExpired: message("freeWatchExpired"),
      drmRevoked: message("drmRevoked"),
      concurrencyLimit: message("concurrencyLimit"),
      tooManyPlayouts: message("tooManyPlayouts"),
      jailbroken: message("jailbroken"),
      vpn: message("vpn"),
      bankValidationLimit: message("bankValidationLimit"),
      operatorValidationLimit: message("operatorValidationLimit"),
      parentalPin: message("parentalPin"),
      eventNotStarted: message("eventNotStarted"),
      eventEnded: message("eventEnded"),
      programmeUnavailable: message("programmeUnavailable"),
      generic: message("generic"),
    },
  };
}

export async function PlayerModule({ locale, context }: ModuleProps) {
  const contentId = context.route.contentId;
  if (contentId === undefined) throw new Error("the player needs the page's contentId");
  const [item, startAt] = await Promise.all([context.product(contentId), context.resumeAt(contentId)]);
  if (!item) throw new Error(`no product ${contentId} to play`);
  // A live event's state is its start against this page's clock (the product may come from a cache a minute old).
  const now = Date.now();
  const event = item.liveEvent ? liveEventState({ startsAt: item.liveEvent.startsAt, hasReplay: item.liveEvent.replayId !== undefined }, now) : undefined;
  if (item.liveEvent && (event === "coming-soon" || event === "ended")) {
    const display = countryDisplay(locale, context.country);
    return <LiveEventNotice state={event} startsAt={item.liveEvent.startsAt} at={now} display={display} t={translator(locale, "blocks")} />;
  }
  if (item.kind === "live-channel") return <ChannelPlayer item={item} locale={locale} context={context} now={now} />;
  const titleId = context.route.titleId;
  const next = item.kind === "episode" && titleId !== undefined ? nextEpisodeOf(item.id, await context.seasons(titleId)) : undefined;
  return (
    <PlayerLazy
      contentId={item.id}
      title={item.parent && item.kind !== "trailer" ? `${item.parent.title} · ${item.title}` : item.title}
      startAt={startAt}
      {...(next ? { next: { href: localizedHref(locale, playerRoute(next)), title: next.title } } : {})}
      {...(context.viewerId ? { watermark: context.viewerId } : {})}
      {...(event === "live" ? { live: true } : {})}
      upsellHref={`${localizedHref(locale, "/promo")}?source=upsell`}
      labels={labelsFor(locale)}
    />
  );
}

/**
 * A live channel: live, or one of its programmes again (`?programme=`: started over while on, caught up once over;
 * channelPlayback.ts), with what plays and the way to start over or back to live under the player.
 */
async function ChannelPlayer({ item, locale, context, now }: { item: ContentItem; locale: Locale; context: ModuleContext; now: number }) {
  const { guide, programmeId } = context;
  const playback: ChannelPlayback = guide ? await channelPlayback(item, (id, window) => guide.channelSchedule(id, window), programmeId, now) : { kind: "live", startOver: false };
  const programme = playback.kind === "programme" ? playback.programme : undefined;
  // Caught up, a programme is a recording with an end; started over it is the channel's stream from its start.
  const live = playback.kind === "live" || playback.replay !== "catchup";
  return (
    <>
      <PlayerLazy
        contentId={item.id}
        title={programme ? `${item.title} · ${programme.title}` : item.title}
        startAt={0}
        {...(context.viewerId ? { watermark: context.viewerId } : {})}
        {...(live ? { live: true } : {})}
        {...(playback.kind === "programme" ? { programmeId: playback.programmeId } : {})}
        upsellHref={`${localizedHref(locale, "/promo")}?source=upsell`}
        labels={labelsFor(locale)}
      />
      <ProgrammeBar playback={playback} liveHref={localizedHref(locale, playerRoute(item))} at={now} display={guide?.display ?? countryDisplay(locale, context.country)} t={translator(locale, "blocks")} />
    </>
  );
}
