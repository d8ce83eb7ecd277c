/** What plays after an episode (spec 9 auto-play-next): the next one of its season, else the first of the next season. */
import type { ContentItem, SeasonPlaylist } from "@/domain/types";

export function nextEpisodeOf(episodeId: string, seasons: readonly SeasonPlaylist[]): ContentItem | undefined {
  const episodes = seasons.flatMap((season) => season.episodes);
  const index = episodes.findIndex((episode) => episode.id === episodeId);
  if (index < 0) return undefined;
  const next = episodes[index + 1];
  return next && !next.comingSoon ? next : undefined;
}
