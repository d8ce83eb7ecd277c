/** The reshape from the content service's wire product to the app's ContentItem. */
import type { ContentItem, ContentKind } from "@/domain/types";
import { contentRoute } from "./contentRoutes";
import type { WireProduct } from "./wire";

function kindOf(product: WireProduct): ContentKind {
  switch (product.productType) {
    case "MOVIE":
      return "movie";
    case "SERIES":
      return product.showType === "program" ? "show" : "series";
    case "SHOW":
      return "show";
    case "EPISODE":
      return "episode";
    case "CLIP":
      return "clip";
    case "LIVE_CHANNEL":
      return "live-channel";
  }
}

export function toContentItem(product: WireProduct): ContentItem {
  const kind = kindOf(product);
  const episode =
    (kind === "episode" || kind === "clip") && product.season
      ? {
          showTitle: product.show?.title ?? product.title,
          seasonNumber: product.season.seasonNumber,
          episodeNumber: product.number ?? 1,
        }
      : undefined;
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
    comingSoon: product.streamInfo?.streamState === "COMING_SOON",
    isLive: product.isLive === true || product.streamInfo?.streamState === "LIVE",
    href: contentRoute({ id: product.id, kind, title: product.title, episode }),
  };
  if (product.year !== undefined) item.year = product.year;
  if (product.duration !== undefined) item.durationSeconds = product.duration;
  if (episode) item.episode = episode;
  return item;
}
