import { describe, expect, test } from "vitest";
import type { ContentItem, SeasonPlaylist } from "@/domain/types";
import { nextEpisodeOf } from "./nextInSeason";

const episode = (id: string, comingSoon = false): ContentItem => ({ id, kind: "episode", title: id, description: "", genres: [], images: {}, plus: false, comingSoon, isLive: false, href: `/player/episodes/x/id-${id}` });
const season = (id: string, episodes: ContentItem[], comingSoon = false): SeasonPlaylist => ({ id, number: 1, title: id, comingSoon, episodes, clips: [] });

describe("the next episode", () => {
  const seasons = [season("s1", [episode("1"), episode("2")]), season("s2", [episode("3"), episode("4", true)])];

  test("is the next of the season, then the first of the next season", () => {
    expect(nextEpisodeOf("1", seasons)?.id).toBe("2");
    expect(nextEpisodeOf("2", seasons)?.id).toBe("3");
  });

  test("none after the last one out, or for something that is not an episode of the title", () => {
    expect(nextEpisodeOf("3", seasons)).toBeUndefined();
    expect(nextEpisodeOf("1001", seasons)).toBeUndefined();
  });
});
