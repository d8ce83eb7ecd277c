/** The reshape from the content service's wire product to the app's ContentItem. */
import type { ContentItem, ContentKind, LiveEventInfo } from "@/domain/types";
import { contentRoute } from "@/domain/contentPath";
import type { LiveEventState } from "@/domain/liveEvents";
import type { WireLiveEventState, WireProduct } from "./wire";

type WireType = WireProduct["productType"];

function kindOfType(productType: WireType, showType?: "series" | "program"): ContentKind {
  switch (productType) {
    case "MOVIE":
      return "movie";
    case "SERIES":
      return showType === "program" ? "show" : "series";
    case "SHOW":
      return "show";
    case "EPISODE":
      return "episode";
    case "CLIP":
      return "clip";
    case "TRAILER":
      return "trailer";
    case "LIVE_CHANNEL":
      return "live-channel";
    case "LIVE_EVENT":
      return "live-event";
  }
}

const liveEventStates: Readonly<Record<WireLiveEventState, LiveEventState>> = {
  COMING_SOON: "coming-soon",
  LIVE: "live",
  REPLAY: "replay",
  ENDED: "ended",
};

/** A live event's schedule, its state as the service saw it when it answered. */
function toLiveEvent(wire: NonNullable<WireProduct["liveEvent"]>): LiveEventInfo {
  const event: LiveEventInfo = { startsAt: wire.startTime, endsAt: wire.endTime, state: liveEventStates[wire.state], channelId: wire.channelId };
  if (wire.replayId !== null) event.replayId = wire.replayId;
  return event;
}

/**
 * Spec 4: a content item is coming soon when its stream state says so; for shows and clips the season's
 * stream state is used (a show's episodes and clips follow their season); a live event is until its start.
 */
function isComingSoon(product: WireProduct, kind: ContentKind, parentKind: ContentKind | undefined): boolean {
  if (kind === "live-event" && product.liveEvent) return product.liveEvent.state === "COMING_SOON";
  const seasonDecides = kind === "clip" || (kind === "episode" && parentKind === "show");
  const state = seasonDecides && product.season?.streamState ? product.season.streamState : product.streamInfo?.streamState;
  return state === "COMING_SOON";
}

/** A channel is always live; a live event while its state says so; anything else when its stream state does. */
function isLiveNow(product: WireProduct): boolean {
  if (product.liveEvent) return product.liveEvent.state === "LIVE";
  return product.isLive === true || product.streamInfo?.streamState === "LIVE";
}

export function toContentItem(product: WireProduct): ContentItem {
  const kind = kindOfType(product.productType, product.showType);
  const parent = product.show
    ? { id: product.show.id, kind: product.show.productType ? kindOfType(product.show.productType) : "series", title: product.show.title }
    : undefined;
  const episode =
    (kind === "episode" || kind === "clip") && product.season
      ? {
          showTitle: product.show?.title ?? product.title,
          seasonNumber: product.season.seasonNumber,
          episodeNumber: product.number ?? 1,
        }
      : undefined;
  const comingSoon = isComingSoon(product, kind, parent?.kind);
  const item: ContentItem = {
    id: product.id,
    kind,
    title: product.title,
    description: product.description,
    genres: product.genres.map((genre) => genre.title),
    images: {
      poster: product.image.poster,
      landscape: product.image.landscape,
      thumbnail: product.image.thumbnail,
      square: product.image.square,
      hero: product.image.hero,
    },
    // Spec 3: pricingPlans availability.plus marks paid content.
    plus: product.pricingPlans.some((plan) => plan.availability.plus),
    comingSoon,
    isLive: isLiveNow(product),
    href: contentRoute({ id: product.id, kind, title: product.title, episode, parent }),
  };
  if (product.year !== undefined) item.year = product.year;
  if (product.duration !== undefined) item.durationSeconds = product.duration;
  if (episode) item.episode = episode;
  if (parent) item.parent = parent;
  if (product.season) item.seasonId = product.season.id;
  if (product.ageRating !== undefined) item.ageRating = product.ageRating;
  if (product.persons.length > 0) item.persons = product.persons.map((person) => person.fullName);
  if (comingSoon && product.comingSoonDay !== undefined && product.comingSoonMonth !== undefined) {
    item.comingSoonDate = { day: product.comingSoonDay, month: product.comingSoonMonth };
  }
  if (product.eventType !== undefined) item.eventType = product.eventType;
  if (kind === "live-event" && product.liveEvent) item.liveEvent = toLiveEvent(product.liveEvent);
  // A channel whose reply does not say allows neither (domain/catchup.ts): the playout decides in the end.
  if (kind === "live-channel") item.replay = { startoverEnabled: product.startoverEnabled === true, catchupDays: product.catchupDays ?? 0 };
  return item;
}
