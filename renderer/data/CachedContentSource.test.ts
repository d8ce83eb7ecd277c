import { describe, expect, test } from "vitest";
import type { ContentItem } from "@/domain/types";
import { CachedContentSource } from "./CachedContentSource";
import type { ContentSource } from "./ScreenData";

function item(id: string, title = id): ContentItem {
  return { id, kind: "movie", title, description: "", genres: [], images: {}, plus: false, comingSoon: false, isLive: false, href: `/movies/x/movie-${id}` };
}

function flakySource() {
  const state = { calls: 0, failing: false, title: "v1" };
  const source: ContentSource = {
    async productsByIds(ids, ctx) {
      state.calls += 1;
      if (state.failing) throw new Error("content down");
      // The reply names the language and country it was made for, so a reply served to the wrong one shows.
      return ids.map((id) => item(id, `${state.title}-${ctx.locale}-${ctx.country}`));
    },
    filter: async () => [],
    carousel: async (id) => ({ id, title: id, items: [] }),
    liveChannels: async () => [],
    liveEvents: async () => ({ items: [], total: 0 }),
  search: async (request) => ({ items: [], page: request.page, size: request.size, total: 0 }),
    filterPage: async (filter) => ({ items: [], page: filter.page, size: filter.size, total: 0 }),
    product: async () => undefined,
    seasons: async () => [],
    related: async () => [],
  };
  return { source, state };
}

const ar = { locale: "ar" as const, country: "JO" };
const en = { locale: "en" as const, country: "JO" };

describe("the shared content cache", () => {
  test("answers a repeated request from the cache while fresh", async () => {
    const { source, state } = flakySource();
    const cached = new CachedContentSource(source, { freshMs: 60_000 });
    await cached.productsByIds(["1"], ar);
    await cached.productsByIds(["1"], ar);
    expect(state.calls).toBe(1);
  });

  test("never answers one age limit with another's reply", async () => {
    const { source, state } = flakySource();
    const cached = new CachedContentSource(source, { freshMs: 60_000 });
    await cached.productsByIds(["1"], { ...ar, ageLimit: 7 });
    await cached.productsByIds(["1"], { ...ar, ageLimit: null });
    await cached.productsByIds(["1"], ar);
    expect(state.calls).toBe(2);
  });

  test("never answers one language with another's reply", async () => {
    const { source, state } = flakySource();
    const cached = new CachedContentSource(source, { freshMs: 60_000 });
    expect((await cached.productsByIds(["1"], ar))[0]?.title).toBe("v1-ar-JO");
    expect((await cached.productsByIds(["1"], en))[0]?.title).toBe("v1-en-JO");
    expect(state.calls).toBe(2);
  });

  test("never answers one country with another's reply", async () => {
    const { source, state } = flakySource();
    const cached = new CachedContentSource(source, { freshMs: 60_000 });
    expect((await cached.productsByIds(["1"], ar))[0]?.title).toBe("v1-ar-JO");
    expect((await cached.productsByIds(["1"], { ...ar, country: "EG" }))[0]?.title).toBe("v1-ar-EG");
    expect(state.calls).toBe(2);
    // ...and still answers each country from its own entry.
    expect((await cached.productsByIds(["1"], ar))[0]?.title).toBe("v1-ar-JO");
    expect(state.calls).toBe(2);
  });

  test("keeps serving the last good reply while the service fails, and fails when it never had one", async () => {
    let now = 0;
    const { source, state } = flakySource();
    const cached = new CachedContentSource(source, { freshMs: 1000, now: () => now });
    await cached.productsByIds(["1"], ar);
    state.failing = true;
    now = 5000;
    expect((await cached.productsByIds(["1"], ar))[0]?.title).toBe("v1-ar-JO");
    await expect(cached.productsByIds(["2"], ar)).rejects.toThrow("content down");
  });
});

describe("misses (issue 27)", () => {
  function catalogue() {
    const asked: string[] = [];
    const source: ContentSource = {
      ...flakySource().source,
      product: async (id) => {
        asked.push(id);
        return id.startsWith("real") ? { item: item(id), trailers: [] } : undefined;
      },
      filterPage: async (filter) => {
        asked.push(`genre:${filter.genre ?? ""}`);
        return filter.genre === "drama" ? { items: [item("1")], page: 0, size: 10, total: 1, genreTitle: "Drama" } : { items: [], page: 0, size: 10, total: 0 };
      },
    };
    return { source, asked };
  }

  test("of made-up title and genre ids do not push real entries out of the cache", async () => {
    const { source, asked } = catalogue();
    let now = 0;
    const cached = new CachedContentSource(source, { freshMs: 60_000, maxEntries: 3, now: () => now });
    await cached.product("real-1", ar);
    await cached.filterPage({ genre: "drama", sort: "newest", page: 0, size: 10 }, ar);
    for (let n = 0; n < 50; n += 1) {
      expect(await cached.product(`made-up-${n}`, ar)).toBeUndefined();
      expect((await cached.filterPage({ genre: `made-up-${n}`, sort: "newest", page: 0, size: 10 }, ar)).items).toEqual([]);
    }
    asked.length = 0;
    now += 1000;
    expect((await cached.product("real-1", ar))?.item.id).toBe("real-1");
    expect((await cached.filterPage({ genre: "drama", sort: "newest", page: 0, size: 10 }, ar)).genreTitle).toBe("Drama");
    expect(asked).toEqual([]);
  });

  test("are remembered a few seconds: the service is not asked again at once, and is after", async () => {
    const { source, asked } = catalogue();
    let now = 0;
    const cached = new CachedContentSource(source, { freshMs: 60_000, now: () => now });
    await cached.product("made-up", ar);
    await cached.product("made-up", ar);
    expect(asked).toEqual(["made-up"]);
    now += 11_000;
    await cached.product("made-up", ar);
    expect(asked).toEqual(["made-up", "made-up"]);
  });
});
