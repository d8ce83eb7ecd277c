import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { ContentClient } from "./contentClient";

let services: TestServices;
let client: ContentClient;
beforeAll(async () => {
  services = await startTestServices();
  client = new ContentClient({ baseURL: `${services.url}/content`, timeoutMs: 5000 });
});
afterAll(() => services.close());

describe("the content adapter's search, against the local content stand-in", () => {
  test("a page of items in the viewer's language, by relevance or by a sort, narrowed by type", async () => {
    const found = await client.search({ text: "Les Reves de Damas", page: 0, size: 4 }, { locale: "fr", country: "JO" });
    expect(found.items[0]).toMatchObject({ id: "1080", kind: "movie", title: "Les Rêves de Damas" });
    expect(found.items.length).toBeLessThanOrEqual(4);
    expect(found.total).toBeGreaterThanOrEqual(found.items.length);
    const series = await client.search({ text: "Dreams", productType: "SERIES", sort: "a-z", page: 0, size: 25 }, { locale: "en", country: "JO" });
    const titles = series.items.map((item) => item.title);
    expect(series.items.every((item) => item.kind === "series")).toBe(true);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
  });

  test("the profile's age limit is sent and kept", async () => {
    const limited = await client.search({ text: "Dreams", page: 0, size: 50 }, { locale: "en", country: "JO", ageLimit: 7 });
    expect(limited.items.length).toBeGreaterThan(0);
    expect(limited.items.every((item) => (item.ageRating ?? 18) <= 7)).toBe(true);
  });
});
