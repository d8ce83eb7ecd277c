import { describe, expect, test } from "vitest";
import { contentJsonLd, serializeJsonLd, shareImageOf, shareTypeOf, siteJsonLd } from "./structuredData";
import type { ContentItem } from "./types";

const movie: ContentItem = {
  id: "1001",
  kind: "movie",
  title: "البيت القديم",
  description: "قصة عائلة.",
  year: 2019,
  durationSeconds: 5_700,
  genres: ["Drama"],
  images: { landscape: "http://img.example/images/landscape/movie-1001-{resolution}.svg", poster: "http://img.example/images/poster/movie-1001-{resolution}.svg" },
  plus: false,
  comingSoon: false,
  isLive: false,
  href: "/movies/the-old-house/movie-1001",
};

describe("link previews and structured data", () => {
  test("a movie page is a Movie with its artwork at full HD, its duration and language", () => {
    const data = contentJsonLd(movie, "https://shasha.tv/ar/movies/the-old-house/movie-1001", "ar");
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Movie", name: "البيت القديم", inLanguage: "ar", duration: "PT1H35M", image: "http://img.example/images/landscape/movie-1001-fhd.svg" });
    expect(shareTypeOf("movie")).toBe("video.movie");
    expect(shareImageOf({ ...movie, images: {} })).toBeUndefined();
  });

  test("each kind has the spec's type: show, season, episode, clip, livestream", () => {
    const url = "https://shasha.tv/en/x";
    expect(contentJsonLd({ ...movie, kind: "series" }, url, "en")["@type"]).toBe("TVSeries");
    expect(contentJsonLd({ ...movie, kind: "series" }, url, "en", { number: 2, name: "Season 2" })).toMatchObject({ "@type": "TVSeason", seasonNumber: 2, partOfSeries: { name: movie.title } });
    expect(contentJsonLd({ ...movie, kind: "episode", episode: { showTitle: "Road", seasonNumber: 1, episodeNumber: 3 } }, url, "en")).toMatchObject({ "@type": "TVEpisode", episodeNumber: 3 });
    expect(contentJsonLd({ ...movie, kind: "trailer" }, url, "en")["@type"]).toBe("Clip");
    expect(contentJsonLd({ ...movie, kind: "live-channel", isLive: true }, url, "en")).toMatchObject({ "@type": "VideoObject", publication: { "@type": "BroadcastEvent", isLiveBroadcast: true } });
    expect(siteJsonLd("Shasha", "https://shasha.tv/", "https://shasha.tv/icon.svg").map((entry) => entry["@type"])).toEqual(["Organization", "WebSite"]);
  });

  test("no title text can leave its script tag", () => {
    const text = serializeJsonLd(contentJsonLd({ ...movie, title: "</script><script>alert(1)</script> & <!--" }, "https://shasha.tv/x", "en"));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toMatchObject({ name: "</script><script>alert(1)</script> & <!--" });
  });
});
