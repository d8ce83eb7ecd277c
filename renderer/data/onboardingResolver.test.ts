import { describe, expect, test } from "vitest";
import { onboardingLimits } from "@/domain/onboarding";
import type { ContentItem } from "@/domain/types";
import schema from "@/screens-schema/schemas/blocks/onboarding-picks.schema.json";
import { interleaved, offeredGenres } from "./onboardingResolver";

const item = (id: string, kind: ContentItem["kind"] = "movie"): ContentItem => ({
  id,
  kind,
  title: id,
  description: "",
  genres: [],
  images: {},
  plus: false,
  comingSoon: false,
  isLive: false,
  href: `/movie/${id}`,
});

describe("what onboarding offers", () => {
  test("the layout's genres in its order, those the catalogue has; without a list, the catalogue's", () => {
    const catalogue = [{ id: "drama", title: "Drama" }, { id: "comedy", title: "Comedy" }];
    expect(offeredGenres(catalogue, ["comedy", "opera", "drama"]).map((genre) => genre.id)).toEqual(["comedy", "drama"]);
    expect(offeredGenres(catalogue, undefined)).toEqual(catalogue);
  });

  test("titles of each picked genre in turn, each once, only titles a list keeps, up to the size", () => {
    const drama = [item("d1"), item("both"), item("e1", "episode"), item("d2")];
    const comedy = [item("both"), item("c1"), item("c2")];
    expect(interleaved([drama, comedy], 10).map((title) => title.id)).toEqual(["d1", "both", "c1", "c2", "d2"]);
    expect(interleaved([drama, comedy], 3).map((title) => title.id)).toEqual(["d1", "both", "c1"]);
    expect(interleaved([], 5)).toEqual([]);
  });

  test("the services take as many picks as the block may offer", () => {
    expect(schema.properties.genres.maxItems).toBe(onboardingLimits.genres);
    expect(schema.properties.size.maximum).toBe(onboardingLimits.titles);
  });
});
