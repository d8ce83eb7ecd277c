import { describe, expect, test } from "vitest";
import { searchHref, searchQueryOf } from "./searchQuery";

const query = (params: Record<string, string>) => searchQueryOf((name) => params[name] ?? null);

describe("the search page's query", () => {
  test("the text, one known type and a well-formed genre; anything else is ignored", () => {
    expect(query({ q: "  الأسطورة ", type: "movies", genre: "drama" })).toEqual({ state: "ready", text: "الأسطورة", type: "movies", genre: "drama" });
    expect(query({ q: "legend", type: "MOVIE", genre: "<script>" })).toEqual({ state: "ready", text: "legend" });
  });

  test("no text, or nothing searchable in it, is no search; over 100 characters is told, cut to the limit", () => {
    expect(query({})).toEqual({ state: "empty" });
    expect(query({ q: " ?!… ـــ " })).toEqual({ state: "empty" });
    const long = query({ q: "a".repeat(101) });
    expect(long).toEqual({ state: "too-long", text: "a".repeat(100) });
    expect(query({ q: "a".repeat(100) }).state).toBe("ready");
  });

  test("a results link keeps the search and leaves out relevance and the first page", () => {
    expect(searchHref({ text: "Les Rêves" })).toBe("?q=Les+R%C3%AAves");
    expect(searchHref({ text: "x", type: "series", genre: "drama", sort: "a-z", page: 1 })).toBe("?q=x&type=series&genre=drama&sort=a-z&page=1");
    expect(new URL(searchHref({ text: "x", page: 0 }), "http://a/en/search?q=y&page=3").href).toBe("http://a/en/search?q=x");
  });
});
