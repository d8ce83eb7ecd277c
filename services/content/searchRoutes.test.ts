import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { getJson, requestParam, startTestServices, type TestServices } from "../testing/startTestServices";

// Full-text search (issue 31 §1; content/searchIndex.ts) over the seeded catalogue.
let services: TestServices;
beforeAll(async () => {
  services = await startTestServices();
});
afterAll(async () => {
  await services.close();
});

const replySchema = z.object({
  products: z.array(z.object({ id: z.string(), title: z.string(), productType: z.string(), ageRating: z.number() })),
  pagination: z.object({ page: z.number(), size: z.number(), totalCount: z.number() }),
  facets: z.object({ genres: z.array(z.object({ id: z.string(), title: z.string(), count: z.number() })) }),
});

async function search(request: Record<string, unknown>, headers: Record<string, string> = {}) {
  const reply = await getJson(`${services.url}/content/product/search?${requestParam(request)}`, headers);
  expect(reply.status).toBe(200);
  return replySchema.parse(reply.body);
}
const ids = (reply: z.output<typeof replySchema>) => reply.products.map((product) => product.id);

describe("product/search", () => {
  test("finds a title in any of its languages, accents and Arabic spellings folded", async () => {
    expect(ids(await search({ query: "Les Reves de Damas" }))[0]).toBe("1080");
    expect(ids(await search({ query: "dreams of damascus" }))[0]).toBe("1080");
    // أحلام written without its hamza, as people type it.
    expect(ids(await search({ query: "احلام دمشق" }))[0]).toBe("1080");
  });

  test("an exact title first, then titles starting with the text, then the rest", async () => {
    const reply = await search({ query: "Dreams of", productType: "MOVIE", size: 50 }, { language: "en" });
    expect(reply.products.length).toBeGreaterThanOrEqual(5);
    const starting = reply.products.findIndex((product) => !product.title.startsWith("Dreams of"));
    expect(reply.products.slice(0, starting === -1 ? undefined : starting).every((product) => product.title.startsWith("Dreams of"))).toBe(true);
    expect(ids(await search({ query: "Dreams of the Sea" }))[0]).toBe("1036");
    // The search journey's title (services/seed/buildCatalogue.ts), however its Arabic is spelled.
    for (const spelling of ["الأسطورة", "الاسطوره", "ألأسطورة", "la legende"]) expect(ids(await search({ query: spelling }))[0]).toBe("1027");
  });

  test("one typo in a word of five letters or more still finds the title; the last word is a prefix while typing", async () => {
    expect(ids(await search({ query: "Damscus" }))).toContain("1080");
    expect(ids(await search({ query: "Marakesh" }))).toContain("1081");
    expect(ids(await search({ query: "Dreams of Dam" }))[0]).toBe("1080");
    // Short words are matched as typed: "Sae" is not "Sea".
    expect(ids(await search({ query: "of the Sae" }))).not.toContain("1036");
  });

  test("the profile's age limit, a type and a genre narrow it; a sort orders it; pages of 25", async () => {
    const limited = await search({ query: "Dreams", size: 50 }, { "profile-key": JSON.stringify({ ageRestriction: 12 }) });
    expect(limited.products.length).toBeGreaterThan(0);
    expect(limited.products.every((product) => product.ageRating <= 12)).toBe(true);
    expect(ids(limited)).not.toContain("1050");
    // The genres the matches hold, named in the viewer's language, whatever genre the page is narrowed to.
    const all = await search({ query: "Dreams", size: 50 }, { language: "fr" });
    const drama = all.facets.genres.find((genre) => genre.id === "drama");
    expect(drama).toMatchObject({ title: "Drame" });
    const narrowed = await search({ query: "Dreams", genre: "drama", size: 50 }, { language: "fr" });
    expect(narrowed.pagination.totalCount).toBe(drama?.count);
    expect(narrowed.facets.genres).toEqual(all.facets.genres);
    const series = await search({ query: "Dreams", productType: "SERIES" });
    expect(series.products.every((product) => product.productType === "SERIES")).toBe(true);
    const az = await search({ query: "Dreams", productType: "MOVIE", sortType: "ALPHABETICAL", sortOrder: "ASC" }, { language: "en" });
    const titles = az.products.map((product) => product.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
    const first = await search({ query: "the" });
    expect(first.products).toHaveLength(25);
    expect(first.pagination.totalCount).toBeGreaterThan(25);
    const second = await search({ query: "the", page: 1 });
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  test("nothing found is an empty page; a text too long or missing is a 400, never a 500", async () => {
    expect((await search({ query: "zzzzqqqq" })).pagination.totalCount).toBe(0);
    // FTS5's own syntax in the text is only punctuation between words.
    expect(ids(await search({ query: "\"Dreams\" (of* Damascus^)" }))).toContain("1080");
    for (const request of [{ query: "x".repeat(101) }, { query: "  " }, {}]) {
      const reply = await getJson(`${services.url}/content/product/search?${requestParam(request)}`);
      expect(reply.status).toBe(400);
    }
  });
});
