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

  test("a sitemap gives each title in the default language, with its three languages as alternates, encoded and escaped", () => {
    const set = urlSet("https://shasha.example", [{ ar: "/movies/بيت/1001", en: "/movies/a&b/1001", fr: "/movies/a&b/1001" }], "ar");
    expect(set).toContain("<loc>https://shasha.example/ar/movies/%D8%A8%D9%8A%D8%AA/1001</loc>");
    expect(set).toContain('hreflang="en" href="https://shasha.example/en/movies/a&amp;b/1001"');
    expect(set).toContain('hreflang="fr" href="https://shasha.example/fr/movies/a&amp;b/1001"');
    expect(set).not.toContain("a&b");
  });
});
