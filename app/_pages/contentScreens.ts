/**
 * Which published screen draws each content page kind (spec 2 "Page kinds", issue 9). The layouts are data
 * like any other screen: the content team changes the page of every series at once by publishing
 * `/content/series`; the route only says which screen and gives it the route's values.
 */
import type { ContentPath } from "@/domain/contentPath";

export const contentScreens = {
  series: "/content/series",
  show: "/content/show",
  movie: "/content/movie",
  season: "/content/season",
  genre: "/content/genre",
  player: "/content/player",
  channel: "/content/channel",
  team: "/content/team",
  match: "/content/match",
} as const;

export function contentScreenOf(path: ContentPath): string {
  switch (path.page) {
    case "title":
      return contentScreens[path.kind];
    case "season":
      return contentScreens.season;
    case "genre":
      return contentScreens.genre;
    case "player":
      return contentScreens.player;
    case "channel":
      return contentScreens.channel;
    case "team":
      return contentScreens.team;
    case "match":
      return contentScreens.match;
  }
}
