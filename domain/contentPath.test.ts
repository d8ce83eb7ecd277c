import { describe, expect, test } from "vitest";
import { contentRoute, genreRoute, parseContentPath, playerRoute, seasonRoute, slugify } from "./contentPath";

describe("content routes in the spec's form", () => {
  test.each([
    [{ id: "12", kind: "series" as const, title: "The Long Road" }, "/series/the-long-road/series-12"],
    [{ id: "7", kind: "show" as const, title: "Late Show!" }, "/shows/late-show/show-7"],
    [{ id: "1001", kind: "movie" as const, title: "Desert Storm" }, "/movies/desert-storm/movie-1001"],
    [{ id: "501", kind: "live-channel" as const, title: "Shasha One" }, "/livestream/shasha-one/livechannel-501"],
    [{ id: "70002", kind: "live-event" as const, title: "Election Night: The Results Live" }, "/livestream/election-night-the-results-live/liveevent-70002"],
    [{ id: "70003", kind: "live-event" as const, title: "حفل جوائز الهلال الذهبي" }, "/livestream/حفل-جوائز-الهلال-الذهبي/liveevent-70003"],
    [
      { id: "10001", kind: "episode" as const, title: "Episode 3", episode: { showTitle: "Bab Al Hara", seasonNumber: 2, episodeNumber: 3 } },
      "/player/episodes/bab-al-hara-الموسم-2-الحلقة-3/id-10001",
    ],
    [
      { id: "50001", kind: "clip" as const, title: "Clip 2", episode: { showTitle: "Late Show", seasonNumber: 1, episodeNumber: 2 } },
      "/player/clips/late-show-الموسم-1-مقطع-2/id-50001",
    ],
    [
      { id: "60001", kind: "trailer" as const, title: "Official trailer", parent: { id: "101", kind: "series" as const, title: "Nights of Riyadh" } },
      "/player/series/nights-of-riyadh/official-trailer/id-101-60001",
    ],
  ])("%o -> %s", (input, expected) => {
    expect(contentRoute(input)).toBe(expected);
  });

  test("a live event plays on its own page, which is a player page", () => {
    const event = { id: "70001", kind: "live-event" as const, title: "The Capital Derby" };
    expect(playerRoute(event)).toBe("/livestream/the-capital-derby/liveevent-70001");
    expect(parseContentPath(playerRoute(event).slice(1))).toEqual({ embed: false, path: { page: "player", id: "70001" } });
  });

  test("a movie plays on its player page; an episode's link already is one", () => {
    expect(playerRoute({ id: "1001", kind: "movie", title: "Desert Storm" })).toBe("/player/movies/desert-storm/id-1001");
    const episode = { id: "10001", kind: "episode" as const, title: "E", episode: { showTitle: "S", seasonNumber: 1, episodeNumber: 1 } };
    expect(playerRoute(episode)).toBe(contentRoute(episode));
  });

  test("seasons and genre lists", () => {
    expect(seasonRoute({ id: "101", kind: "series", title: "Nights of Riyadh" }, { id: "3002", number: 2 })).toBe(
      "/series/nights-of-riyadh-season-2/season-101-3002",
    );
    expect(seasonRoute({ id: "2001", kind: "show", title: "The Weekly Studio" }, { id: "3300", number: 1 })).toBe(
      "/shows/the-weekly-studio-season-1/season-2001-3300",
    );
    expect(genreRoute("movie", "action")).toBe("/movies/action");
  });

  test("Arabic titles keep their letters", () => {
    expect(slugify("باب الحارة: الجزء ٢")).toBe("باب-الحارة-الجزء-٢");
  });

  test("a title with nothing sluggable still gives a segment", () => {
    expect(slugify("!!!")).toBe("title");
  });
});

describe("what a content path asks for", () => {
  test.each([
    ["series/any-slug/series-101", { embed: false, path: { page: "title", kind: "series", id: "101" } }],
    ["shows/x/show-2001", { embed: false, path: { page: "title", kind: "show", id: "2001" } }],
    ["movies/ليالي/movie-1001", { embed: false, path: { page: "title", kind: "movie", id: "1001" } }],
    ["series/x-season-2/season-101-3002", { embed: false, path: { page: "season", kind: "series", titleId: "101", seasonId: "3002" } }],
    ["shows/x-season-1/season-2001-3300", { embed: false, path: { page: "season", kind: "show", titleId: "2001", seasonId: "3300" } }],
    ["series/drama", { embed: false, path: { page: "genre", kind: "series", category: "drama" } }],
    ["movies/talk-show", { embed: false, path: { page: "genre", kind: "movie", category: "talk-show" } }],
    ["player/movies/x/id-1001", { embed: false, path: { page: "player", id: "1001" } }],
    ["player/episodes/x-الموسم-1-الحلقة-2/id-10002", { embed: false, path: { page: "player", id: "10002" } }],
    ["player/clips/x-الموسم-1-مقطع-2/id-50002", { embed: false, path: { page: "player", id: "50002" } }],
    ["player/series/x/official-trailer/id-101-60001", { embed: false, path: { page: "player", id: "60001", titleId: "101" } }],
    ["livestream/one/livechannel-501", { embed: false, path: { page: "player", id: "501" } }],
    ["livestream/election-night/liveevent-70002", { embed: false, path: { page: "player", id: "70002" } }],
    ["embed/livestream/x/liveevent-70001", { embed: true, path: { page: "player", id: "70001" } }],
    ["channel/one/ch-501", { embed: false, path: { page: "channel", id: "501" } }],
    ["teams/red-sea-mariners/id-t101", { embed: false, path: { page: "team", id: "t101" } }],
    ["MatchDetails/g10095/523", { embed: false, path: { page: "match", fixtureId: "g10095", episodeId: "523" } }],
    ["matchdetails/g10095/0", { embed: false, path: { page: "match", fixtureId: "g10095", episodeId: "0" } }],
    ["embed/series/x/series-101", { embed: true, path: { page: "title", kind: "series", id: "101" } }],
    ["embed/player/movies/x/id-1001", { embed: true, path: { page: "player", id: "1001" } }],
  ])("%s", (path, expected) => {
    expect(parseContentPath(path)).toEqual(expected);
  });

  test.each([
    "series/x/movie-101",
    "movies/x/series-1001",
    "series/Drama",
    "series/x/series-",
    "player/unknown/x/id-1",
    "embed/embed/series/x/series-101",
    "series/x/series-101/extra",
    "movies/x-season-1/season-1-2",
    "livestream/x/liveevent-",
    "livestream/x/livegame-70001",
    "livestream/x/liveevent-70001/extra",
  ])("%s is not a content page", (path) => {
    expect(parseContentPath(path)).toBeUndefined();
  });
});
