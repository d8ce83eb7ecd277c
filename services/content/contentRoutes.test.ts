import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";
import { errorBodySchema, filterBodySchema, productsBodySchema, wireProductSchema } from "../testing/wireSchemas";
import { z } from "zod";

let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

const content = (path: string, request: unknown): string => `${services.url}/content${path}?${requestParam(request)}`;

async function filter(request: Record<string, unknown>, headers: Record<string, string> = {}) {
  const reply = await getJson(content("/product/filter", request), headers);
  expect(reply.status).toBe(200);
  return filterBodySchema.parse(reply.body);
}

describe("product/ids", () => {
  test("returns products in request order and leaves unknown ids out", async () => {
    const reply = await getJson(content("/product/ids", { ids: ["1005", "no-such-id", "101", "501", "10001"] }));
    expect(reply.status).toBe(200);
    expect(productsBodySchema.parse(reply.body).products.map((p) => p.id)).toEqual(["1005", "101", "501", "10001"]);
  });

  test("accepts 50 ids and rejects 51 with a 400 JSON error", async () => {
    const ids = Array.from({ length: 51 }, (_, index) => String(1001 + index));
    const ok = await getJson(content("/product/ids", { ids: ids.slice(0, 50) }));
    expect(productsBodySchema.parse(ok.body).products).toHaveLength(50);
    const tooMany = await getJson(content("/product/ids", { ids }));
    expect(tooMany.status).toBe(400);
    expect(errorBodySchema.parse(tooMany.body).error.status).toBe(400);
  });

  test("gives absolute image templates with the {resolution} placeholder", async () => {
    const reply = await getJson(content("/product/ids", { ids: ["101"] }));
    const [product] = productsBodySchema.parse(reply.body).products;
    expect(product?.image.poster).toBe("http://localhost:" + new URL(services.imagesUrl).port + "/images/poster/series-101-{resolution}.svg");
  });
});

describe("a profile's age limit (the profile-key header)", () => {
  const limited = (ageRestriction: number) => ({ "profile-key": JSON.stringify({ ageRestriction }) });

  test("every title is rated, and a limit leaves out what is rated above it, in filters and carousels", async () => {
    const all = await filter({ size: 50, sortType: "SORTDATE", sortOrder: "DESC" });
    const ratings = new Set(all.products.map((product) => product.ageRating));
    expect(ratings.size).toBeGreaterThan(2);
    const twelve = await filter({ size: 50, sortType: "SORTDATE", sortOrder: "DESC" }, limited(12));
    expect(twelve.products.length).toBeGreaterThan(0);
    expect(twelve.products.every((product) => product.ageRating <= 12)).toBe(true);
    expect(twelve.pagination.totalCount).toBeLessThan(all.pagination.totalCount);
    const adultOnly = all.products.find((product) => product.ageRating === 18);
    expect(adultOnly).toBeDefined();
    const byIds = await getJson(content("/product/ids", { ids: [adultOnly?.id ?? ""] }), limited(15));
    expect(productsBodySchema.parse(byIds.body).products).toEqual([]);
    const one = await getJson(content("/product/id", { id: adultOnly?.id ?? "" }), limited(15));
    expect(one.status).toBe(404);
  });

  test("episodes share their show's rating", async () => {
    const reply = await getJson(content("/product/ids", { ids: ["101", "10001"] }));
    const [show, episode] = productsBodySchema.parse(reply.body).products;
    expect(episode?.ageRating).toBe(show?.ageRating);
  });

  test("a header that is not the expected JSON is a 400", async () => {
    const reply = await getJson(content("/product/ids", { ids: ["101"] }), { "profile-key": "{not json" });
    expect(reply.status).toBe(400);
    expect(errorBodySchema.parse(reply.body).error.status).toBe(400);
  });
});

describe("when the request parameter is bad", () => {
  test.each([
    ["not JSON", "/product/ids?request=%7Bids"],
    ["missing", "/product/ids"],
    ["the wrong shape", `/product/ids?${requestParam({ ids: "101" })}`],
    ["a size over 50", `/product/filter?${requestParam({ size: 51 })}`],
  ])("a request that is %s gets a 400 JSON error", async (_label, path) => {
    const reply = await getJson(`${services.url}/content${path}`);
    expect(reply.status).toBe(400);
    expect(reply.headers.get("content-type")).toContain("application/json");
    expect(errorBodySchema.parse(reply.body).error.code).toMatch(/invalid|missing/);
  });
});

describe("product/id", () => {
  test("finds one product and 404s an unknown one", async () => {
    const found = await getJson(content("/product/id", { id: "2001" }));
    expect(z.object({ product: wireProductSchema }).parse(found.body).product.productType).toBe("SHOW");
    const missing = await getJson(content("/product/id", { id: "999999" }));
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(missing.body).error.code).toBe("not-found");
  });
});

describe("product/filter", () => {
  test("page 0 of 25 and page 1 continue one another without overlap", async () => {
    const base = { productType: "MOVIE", sortType: "POPULAR", sortOrder: "DESC", size: 25 };
    const first = await filter({ ...base, page: 0 });
    const second = await filter({ ...base, page: 1 });
    const both = await filter({ ...base, page: 0, size: 50 });
    expect(first.products).toHaveLength(25);
    expect(first.pagination).toEqual({ page: 0, size: 25, totalCount: 140 });
    expect([...first.products, ...second.products].map((p) => p.id)).toEqual(both.products.map((p) => p.id));
  });

  test("SORTDATE DESC lists the newest first and ASC the oldest first", async () => {
    const newest = await filter({ productType: "SERIES", sortType: "SORTDATE", sortOrder: "DESC", size: 50 });
    const dates = newest.products.map((p) => p.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await filter({ productType: "SERIES", sortType: "SORTDATE", sortOrder: "ASC", size: 5 });
    expect(oldest.products[0]?.releaseDate.localeCompare(dates[0] ?? "")).toBe(-1);
  });

  test.each(["en", "fr", "ar"])("ALPHABETICAL sorts by the %s title with that language's collation", async (language) => {
    const page = await filter({ productType: "MOVIE", sortType: "ALPHABETICAL", sortOrder: "ASC", size: 50 }, { language });
    const titles = page.products.map((p) => p.title);
    const collator = new Intl.Collator(language, { numeric: true, sensitivity: "base" });
    expect(titles).toEqual([...titles].sort((a, b) => collator.compare(a, b)));
  });

  test("ALPHABETICAL DESC is the reverse of ASC", async () => {
    // 60 shows: the last 30 ascending, reversed, are the first 30 descending.
    const request = { productType: "SHOW", sortType: "ALPHABETICAL", size: 30 };
    const ascTail = await filter({ ...request, sortOrder: "ASC", page: 1 }, { language: "en" });
    const descHead = await filter({ ...request, sortOrder: "DESC", page: 0 }, { language: "en" });
    expect(ascTail.pagination.totalCount).toBe(60);
    expect(descHead.products.map((p) => p.id)).toEqual(ascTail.products.map((p) => p.id).reverse());
  });

  test("comingSoon, plus and genre narrow the results", async () => {
    const soon = await filter({ comingSoon: true, size: 50 });
    expect(soon.products.length).toBeGreaterThan(0);
    for (const p of soon.products) {
      expect(p.streamInfo.streamState).toBe("COMING_SOON");
      expect(p.comingSoonDay).toBeGreaterThan(0);
      expect(p.comingSoonMonth).toBeGreaterThan(0);
    }
    const plus = await filter({ plus: true, genre: "drama", size: 50 });
    expect(plus.products.length).toBeGreaterThan(0);
    for (const p of plus.products) {
      expect(p.pricingPlans[0]?.availability.plus).toBe(true);
      expect(p.genres.map((g) => g.id)).toContain("drama");
    }
  });
});

describe("the language header", () => {
  test("switches titles and accepts any case; Accept-Language is the fallback; Arabic is the default", async () => {
    const url = content("/product/id", { id: "101" });
    const titleOf = async (headers: Record<string, string>) =>
      z.object({ product: wireProductSchema }).parse((await getJson(url, headers)).body).product.title;
    const [ar, en, fr, accept, fallback] = await Promise.all([
      titleOf({}),
      titleOf({ language: "EN" }),
      titleOf({ language: "fr" }),
      titleOf({ "accept-language": "de-DE, fr;q=0.8, en;q=0.5" }),
      titleOf({ language: "xx" }),
    ]);
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(en).toMatch(/^[A-Z]/);
    expect(fr).not.toBe(en);
    expect(accept).toBe(fr);
    expect(fallback).toBe(ar);
  });
});

describe("editorial", () => {
  test("a carousel lists its products; `featured` has at least 8", async () => {
    const reply = await getJson(content("/editorial/carousel", { id: "featured" }), { language: "en" });
    const body = z.object({ carousel: z.object({ id: z.string(), title: z.string(), products: z.array(wireProductSchema) }) }).parse(reply.body);
    expect(body.carousel.title).toBe("Featured");
    expect(body.carousel.products.length).toBeGreaterThanOrEqual(8);
  });

  test("an unknown carousel or page is a 404", async () => {
    expect((await getJson(content("/editorial/carousel", { id: "nope" }))).status).toBe(404);
    expect((await getJson(content("/editorial/page", { id: "nope" }))).status).toBe(404);
  });

  test("the home page lists carousels with titles", async () => {
    const reply = await getJson(content("/editorial/page", { id: "home" }), { language: "fr" });
    const body = z.object({ page: z.object({ title: z.string(), carousels: z.array(z.object({ id: z.string(), title: z.string() })) }) }).parse(reply.body);
    expect(body.page.title).toBe("Accueil");
    expect(body.page.carousels.map((c) => c.id)).toContain("trending-now");
  });
});

describe("live", () => {
  test("lists live channels by page, defaulting when no request is given", async () => {
    const reply = await getJson(`${services.url}/content/live`);
    const body = z.object({ channels: z.array(wireProductSchema), pagination: z.object({ totalCount: z.number() }) }).parse(reply.body);
    expect(body.pagination.totalCount).toBeGreaterThanOrEqual(20);
    expect(body.channels.every((c) => c.productType === "LIVE_CHANNEL" && c.isLive === true)).toBe(true);
    const second = await getJson(content("/live", { page: 1, size: 10 }));
    expect(z.object({ channels: z.array(wireProductSchema) }).parse(second.body).channels[0]?.id).toBe("511");
  });
});

describe("seasons, related titles, clips and trailers (issue 9)", () => {
  const seasonSchema = z.object({
    id: z.string(),
    seasonNumber: z.number(),
    title: z.string(),
    streamState: z.enum(["VOD", "COMING_SOON", "LIVE"]),
    episodes: z.array(wireProductSchema),
    clips: z.array(wireProductSchema),
  });

  test("playlistsBySeason lists every season of a series in order, each with its episodes in order", async () => {
    const reply = await getJson(content("/product/playlistsBySeason", { id: "101" }), { language: "en" });
    expect(reply.status).toBe(200);
    const { seasons } = z.object({ seasons: z.array(seasonSchema) }).parse(reply.body);
    expect(seasons.length).toBeGreaterThan(0);
    expect(seasons.map((season) => season.seasonNumber)).toEqual(seasons.map((_, index) => index + 1));
    for (const season of seasons) {
      expect(season.title).toBe(`Season ${season.seasonNumber}`);
      expect(season.episodes.map((episode) => episode.number)).toEqual(season.episodes.map((_, index) => index + 1));
      expect(season.episodes.every((episode) => episode.season?.id === season.id && episode.show?.id === "101")).toBe(true);
    }
    const one = await getJson(content("/product/playlist", { id: seasons[0]?.id ?? "" }));
    expect(z.object({ season: seasonSchema }).parse(one.body).season.episodes).toHaveLength(seasons[0]?.episodes.length ?? -1);
  });

  test("shows have clips, each under its season, and the season's state decides coming soon", async () => {
    const shows = await filter({ productType: "SHOW", size: 50, sortType: "SORTDATE", sortOrder: "DESC" });
    let announced = 0;
    for (const show of shows.products.slice(0, 30)) {
      const reply = await getJson(content("/product/playlistsBySeason", { id: show.id }));
      const { seasons } = z.object({ seasons: z.array(seasonSchema) }).parse(reply.body);
      for (const season of seasons) {
        expect(season.clips.length).toBeGreaterThanOrEqual(2);
        for (const item of [...season.clips, ...season.episodes]) expect(item.streamInfo?.streamState).toBe(season.streamState);
        if (season.streamState === "COMING_SOON" && show.streamInfo?.streamState === "VOD") announced += 1;
      }
    }
    expect(announced).toBeGreaterThan(0);
  });

  test("a movie is not a playlist; an unknown season is a 404", async () => {
    expect((await getJson(content("/product/playlistsBySeason", { id: "1001" }))).status).toBe(404);
    expect((await getJson(content("/product/playlist", { id: "999999" }))).status).toBe(404);
  });

  test("related titles share the type and first genre, never include the title, and honour the age limit", async () => {
    const [movie] = productsBodySchema.parse((await getJson(content("/product/ids", { ids: ["1001"] }))).body).products;
    const reply = await getJson(content("/product/related", { id: "1001", size: 8 }));
    const related = productsBodySchema.parse(reply.body).products;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related.every((item) => item.productType === "MOVIE" && item.id !== "1001" && item.genres[0]?.id === movie?.genres[0]?.id)).toBe(true);
    const limited = await getJson(content("/product/related", { id: "1001", size: 8 }), { "profile-key": JSON.stringify({ ageRestriction: 7 }) });
    expect(productsBodySchema.parse(limited.body).products.every((item) => (item.ageRating ?? 99) <= 7)).toBe(true);
  });

  test("every title has a trailer, which names its parent", async () => {
    const reply = await getJson(content("/product/ids", { ids: ["60001"] }), { language: "en" });
    const [trailer] = productsBodySchema.parse(reply.body).products;
    expect(trailer).toMatchObject({ productType: "TRAILER", title: "Official trailer", show: { id: "101", productType: "SERIES" } });
  });
});
