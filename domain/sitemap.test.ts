import { describe, expect, test } from "vitest";
import { isSitemapKind, sitemapIndex, urlSet } from "./sitemap";

describe("the sitemaps", () => {
  test("the index lists one sitemap per kind of page", () => {
    const index = sitemapIndex("https://shasha.example");
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://shasha.example/sitemaps/movies.xml",
      "https://shasha.example/sitemaps/series.xml",
      "https://shasha.example/sitemaps/shows.xml",
      "https://shasha.example/sitemaps/channels.xml",
    ]);
    expect(isSitemapKind("movies")).toBe(true);
    expect(isSitemapKind("constructor")).toBe(false);
  });

  test("a sitemap gives each title in the default language, with its three languages as alternates, escaped", () => {
    const set = urlSet("https://shasha.example", ["/movies/a&b/1001"], "ar");
    expect(set).toContain("<loc>https://shasha.example/ar/movies/a&amp;b/1001</loc>");
    for (const locale of ["ar", "en", "fr"]) expect(set).toContain(`hreflang="${locale}" href="https://shasha.example/${locale}/movies/a&amp;b/1001"`);
    expect(set).not.toContain("a&b");
  });
});
