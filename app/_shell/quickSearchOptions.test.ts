import { describe, expect, test } from "vitest";
import type { ContentItem } from "@/domain/types";
import { keyOutcome, quickSearchUrl, resultOption } from "./quickSearchOptions";

describe("the quick search's combobox keys", () => {
  const state = { active: -1, count: 5, expanded: true, text: "leg" };

  test("the arrows move through the options and past either end back to the field", () => {
    expect(keyOutcome("ArrowDown", state)).toEqual({ kind: "move", active: 0 });
    expect(keyOutcome("ArrowDown", { ...state, active: 4 })).toEqual({ kind: "move", active: -1 });
    expect(keyOutcome("ArrowUp", state)).toEqual({ kind: "move", active: 4 });
    expect(keyOutcome("ArrowUp", { ...state, active: 0 })).toEqual({ kind: "move", active: -1 });
    expect(keyOutcome("ArrowDown", { ...state, count: 0 })).toBeUndefined();
  });

  test("Enter chooses the active option, else submits; Escape closes the list, then clears the text", () => {
    expect(keyOutcome("Enter", { ...state, active: 2 })).toEqual({ kind: "choose" });
    expect(keyOutcome("Enter", state)).toBeUndefined();
    expect(keyOutcome("Enter", { ...state, active: 2, expanded: false })).toBeUndefined();
    expect(keyOutcome("Escape", state)).toEqual({ kind: "close" });
    expect(keyOutcome("Escape", { ...state, expanded: false })).toEqual({ kind: "clear" });
    expect(keyOutcome("Escape", { ...state, expanded: false, text: "" })).toBeUndefined();
    expect(keyOutcome("a", state)).toBeUndefined();
  });
});

describe("the quick search's options", () => {
  const movie: ContentItem = {
    id: "1027", kind: "movie", title: "الأسطورة", description: "", year: 2019, genres: [], plus: false, comingSoon: false, isLive: false,
    images: { landscape: "/images/movie-1027-{resolution}.svg" }, href: "/movies/the-legend/movie-1027",
  };

  test("a result links under the language, with its year and the image service's smallest file", () => {
    expect(resultOption(movie, "ar")).toEqual({ href: "/ar/movies/the-legend/movie-1027", label: "الأسطورة", detail: "2019", image: "/images/movie-1027-mobile.svg" });
    expect(resultOption({ ...movie, year: undefined, images: {} }, "en")).toEqual({ href: "/en/movies/the-legend/movie-1027", label: "الأسطورة" });
  });

  test("the text goes in the query, encoded", () => {
    expect(quickSearchUrl("Les Rêves & co", "fr")).toBe("/api/content/search?q=Les+R%C3%AAves+%26+co&lang=fr");
  });
});
