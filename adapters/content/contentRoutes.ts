/**
 * Content routes in the spec's form (spec 2 "Content routes"): series/{title}/series-{id},
 * shows/{title}/show-{id}, movies/{title}/movie-{id}, episodes under player/episodes with the Arabic
 * season and episode words, live channels under livestream/{name}/livechannel-{id}.
 */
import type { ContentKind } from "@/domain/types";

/** Lower-case, hyphenated, letters and digits of any script kept; punctuation dropped. */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "title";
}

const seasonWord = "الموسم";
const episodeWord = "الحلقة";

export interface RouteInput {
  id: string;
  kind: ContentKind;
  title: string;
  episode?: { showTitle: string; seasonNumber: number; episodeNumber: number };
}

export function contentRoute(item: RouteInput): string {
  const slug = slugify(item.title);
  switch (item.kind) {
    case "series":
      return `/series/${slug}/series-${item.id}`;
    case "show":
      return `/shows/${slug}/show-${item.id}`;
    case "movie":
      return `/movies/${slug}/movie-${item.id}`;
    case "live-channel":
      return `/livestream/${slug}/livechannel-${item.id}`;
    case "episode":
    case "clip": {
      const folder = item.kind === "episode" ? "episodes" : "clips";
      const show = slugify(item.episode?.showTitle ?? item.title);
      const season = item.episode?.seasonNumber ?? 1;
      const number = item.episode?.episodeNumber ?? 1;
      return `/player/${folder}/${show}-${seasonWord}-${season}-${episodeWord}-${number}/id-${item.id}`;
    }
  }
}
