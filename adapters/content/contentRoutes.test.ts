import { describe, expect, test } from "vitest";
import { contentHeaders } from "./contentClient";
import { contentRoute, slugify } from "./contentRoutes";

describe("content routes in the spec's form", () => {
  test.each([
    [{ id: "12", kind: "series" as const, title: "The Long Road" }, "/series/the-long-road/series-12"],
    [{ id: "7", kind: "show" as const, title: "Late Show!" }, "/shows/late-show/show-7"],
    [{ id: "1001", kind: "movie" as const, title: "Desert Storm" }, "/movies/desert-storm/movie-1001"],
    [{ id: "501", kind: "live-channel" as const, title: "Shasha One" }, "/livestream/shasha-one/livechannel-501"],
    [
      { id: "10001", kind: "episode" as const, title: "Episode 3", episode: { showTitle: "Bab Al Hara", seasonNumber: 2, episodeNumber: 3 } },
      "/player/episodes/bab-al-hara-الموسم-2-الحلقة-3/id-10001",
    ],
  ])("%o -> %s", (input, expected) => {
    expect(contentRoute(input)).toBe(expected);
  });

  test("Arabic titles keep their letters", () => {
    expect(slugify("باب الحارة: الجزء ٢")).toBe("باب-الحارة-الجزء-٢");
  });

  test("a title with nothing sluggable still gives a segment", () => {
    expect(slugify("!!!")).toBe("title");
  });
});

describe("the profile-key header of content calls", () => {
  test("carries the profile's age limit, and is left out without one", () => {
    expect(contentHeaders({ locale: "ar", country: "JO", ageLimit: 12 })).toEqual({ "profile-key": '{"ageRestriction":12}' });
    expect(contentHeaders({ locale: "ar", country: "JO", ageLimit: null })).toEqual({});
    expect(contentHeaders({ locale: "ar", country: "JO" })).toEqual({});
  });
});
