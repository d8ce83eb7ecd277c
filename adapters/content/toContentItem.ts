/** The reshape from the content service's wire product to the app's ContentItem. */
import type { ContentItem, ContentKind } from "@/domain/types";
import { contentRoute } from "@/domain/contentPath";
import type { WireProduct } from "./wire";

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
  }
}

/**
 * Spec 4: a content item is coming soon when its stream state says so; for shows and clips the season's
 * stream state is used (a show's episodes and clips follow their season).
 */
function isComingSoon(product: WireProduct, kind: ContentKind, parentKind: ContentKind | undefined): boolean {
  const seasonDecides = kind === "clip" || (kind === "episode" && parentKind === "show");
  const state = seasonDecides && product.season?.streamState ? product.season.streamState : product.streamInfo?.streamState;
  return state === "COMING_SOON";
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
    isLive: product.isLive === true || product.streamInfo?.streamState === "LIVE",
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
  return item;
}
