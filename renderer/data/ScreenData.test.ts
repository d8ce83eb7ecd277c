import { describe, expect, test } from "vitest";
import type { ContentItem } from "@/domain/types";
import type { ProductFilter } from "@/adapters/content/contentClient";
import type { Block } from "@/screens-schema/types";
import { ScreenData, type ContentSource } from "./ScreenData";

function item(id: string): ContentItem {
  return { id, kind: "movie", title: `T${id}`, description: "", genres: [], images: {}, plus: false, comingSoon: false, isLive: false, href: `/movies/t/movie-${id}` };
}

function recordingSource() {
  const calls: string[] = [];
  const source: ContentSource = {
    async productsByIds(ids) {
      calls.push(`ids:${ids.length}`);
      return ids.map(item);
    },
    async filter(filter: ProductFilter) {
      calls.push(`filter:${filter.sort}:${filter.page}:${filter.size}`);
      return [item("f1")];
    },
    async carousel(id) {
      calls.push(`carousel:${id}`);
      if (id === "broken") throw new Error("carousel failed");
      return { id, title: id, items: [item(`${id}-1`)] };
    },
    async liveChannels(paging) {
      calls.push(`live:${paging.page}:${paging.size}`);
      return [item("ch1")];
    },
  };
  return { source, calls };
}

const ctx = { locale: "en" as const, country: "JO" };
const rail = (id: string, source: Extract<Block, { type: "rail" }>["source"]): Block => ({ type: "rail", id, tileStyle: "poster", source });

describe("ScreenData", () => {
  test("two rails naming the same carousel make one request", async () => {
    const { source, calls } = recordingSource();
    const data = new ScreenData(source, ctx);
    const blocks = [rail("a", { kind: "editorial-carousel", carouselId: "featured" }), rail("b", { kind: "editorial-carousel", carouselId: "featured" })];
    data.prefetch(blocks);
    const [a, b] = await Promise.all(blocks.map((block) => data.itemsFor(block)));
    expect(a?.map((i) => i.id)).toEqual(["featured-1"]);
    expect(b).toEqual(a);
    expect(calls).toEqual(["carousel:featured"]);
  });

  test("product ids from rails and tiles, nested in stacks, are pooled into one lookup", async () => {
    const { source, calls } = recordingSource();
    const data = new ScreenData(source, ctx);
    const blocks: Block[] = [
      rail("a", { kind: "product-ids", ids: ["1", "2", "3"] }),
      { type: "stack", id: "s", children: [{ type: "tile", id: "t", contentId: "4", tileStyle: "poster" }, rail("b", { kind: "product-ids", ids: ["3", "5"] })] },
    ];
    data.prefetch(blocks);
    const railB = blocks[1]?.type === "stack" ? blocks[1].children[1] : undefined;
    if (!railB || !blocks[0]) throw new Error("fixture");
    expect((await data.itemsFor(blocks[0]))?.map((i) => i.id)).toEqual(["1", "2", "3"]);
    expect((await data.itemsFor(railB))?.map((i) => i.id)).toEqual(["3", "5"]);
    expect(calls).toEqual(["ids:5"]);
  });

  test("filters default to newest, page 0, size 25, and identical filters merge", async () => {
    const { source, calls } = recordingSource();
    const data = new ScreenData(source, ctx);
    const blocks = [
      rail("a", { kind: "product-filter", filter: { productType: "MOVIE" } }),
      rail("b", { kind: "product-filter", filter: { productType: "MOVIE" }, sort: "newest", page: 0, size: 25 }),
      rail("c", { kind: "live-channels" }),
    ];
    data.prefetch(blocks);
    await Promise.all(blocks.map((block) => data.itemsFor(block)));
    expect(calls.sort()).toEqual(["filter:newest:0:25", "live:0:25"]);
  });

  test("a failing source rejects only the blocks that use it", async () => {
    const { source } = recordingSource();
    const data = new ScreenData(source, ctx);
    const broken = rail("x", { kind: "editorial-carousel", carouselId: "broken" });
    const fine = rail("y", { kind: "editorial-carousel", carouselId: "kids" });
    data.prefetch([broken, fine]);
    await expect(data.itemsFor(broken)).rejects.toThrow("carousel failed");
    await expect(data.itemsFor(fine)).resolves.toHaveLength(1);
  });

  test("continue watching and static blocks have no server data", () => {
    const { source } = recordingSource();
    const data = new ScreenData(source, ctx);
    expect(data.itemsFor(rail("cw", { kind: "continue-watching" }))).toBeUndefined();
    expect(data.itemsFor({ type: "text", id: "t", text: { key: "x" } })).toBeUndefined();
  });

  test("a block outside the prefetched tree is fetched on demand", async () => {
    const { source, calls } = recordingSource();
    const data = new ScreenData(source, ctx);
    data.prefetch([]);
    const items = await data.itemsFor(rail("late", { kind: "product-ids", ids: ["9"] }));
    expect(items?.map((i) => i.id)).toEqual(["9"]);
    expect(calls).toEqual(["ids:1"]);
  });
});
