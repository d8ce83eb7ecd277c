import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { databaseFileName } from "../db/openDatabase";
import { startTestServices } from "../testing/startTestServices";
import { buildCatalogue } from "./buildCatalogue";
import { buildCarousels } from "./buildEditorial";

const countSchema = z.object({ n: z.number() });

function count(dataDir: string, sql: string): number {
  const db = new Database(path.join(dataDir, databaseFileName), { readonly: true });
  try {
    return countSchema.parse(db.prepare(sql).get()).n;
  } finally {
    db.close();
  }
}

describe("the seed", () => {
  test("is the same on every run (ids and titles are stable)", () => {
    const first = buildCatalogue();
    const second = buildCatalogue();
    expect(second.products.map((p) => [p.id, p.title.en])).toEqual(first.products.map((p) => [p.id, p.title.en]));
    expect(first.products.find((p) => p.id === "101")?.title.en).toBe("Nights of Riyadh");
  });

  test("has at least 300 titles, 20 live channels, and seasons of 6-12 episodes", () => {
    const { products, seasons } = buildCatalogue();
    const titles = products.filter((p) => ["SERIES", "SHOW", "MOVIE"].includes(p.productType));
    expect(titles.length).toBeGreaterThanOrEqual(300);
    expect(new Set(titles.map((p) => p.title.en)).size).toBe(titles.length);
    expect(products.filter((p) => p.productType === "LIVE_CHANNEL").length).toBeGreaterThanOrEqual(20);
    for (const season of seasons) {
      const episodes = products.filter((p) => p.seasonId === season.id);
      expect(episodes.length).toBeGreaterThanOrEqual(6);
      expect(episodes.length).toBeLessThanOrEqual(12);
      expect(season.seasonNumber).toBeLessThanOrEqual(4);
    }
    const plusShare = titles.filter((p) => p.plus).length / titles.length;
    expect(plusShare).toBeGreaterThan(0.3);
    expect(plusShare).toBeLessThan(0.5);
  });

  test("has at least 16 editorial carousels of 12-30 titles, `featured` holding at least 8", () => {
    const carousels = buildCarousels(buildCatalogue().products);
    expect(carousels.length).toBeGreaterThanOrEqual(16);
    for (const carousel of carousels) {
      expect(carousel.productIds.length).toBeGreaterThanOrEqual(12);
      expect(carousel.productIds.length).toBeLessThanOrEqual(30);
    }
    expect(carousels.find((c) => c.id === "featured")?.productIds.length).toBeGreaterThanOrEqual(8);
  });
});

describe("a restart", () => {
  test("reuses the data: no reseed, same counts, and a changed row survives", async () => {
    const first = await startTestServices();
    expect(first.startup.seeded).toBe(true);
    await first.close();
    const productsBefore = count(first.dataDir, "SELECT COUNT(*) AS n FROM products");
    const db = new Database(path.join(first.dataDir, databaseFileName));
    db.prepare("UPDATE products SET popularity_month = 123456789 WHERE id = '101'").run();
    db.close();

    const second = await startTestServices({ dataDir: first.dataDir });
    expect(second.startup.seeded).toBe(false);
    await second.close();
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM products")).toBe(productsBefore);
    expect(count(first.dataDir, "SELECT popularity_month AS n FROM products WHERE id = '101'")).toBe(123456789);
    // One version per seeded screen file and one of the route table: the restart added none.
    const seededScreens = readdirSync(new URL("./screens/", import.meta.url)).filter((name) => name.endsWith(".json")).length + 1;
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM screen_versions")).toBe(seededScreens);
  });

  test("a restart adds seeded screens the database never held, and leaves edited ones alone", async () => {
    const first = await startTestServices();
    await first.close();
    const db = new Database(path.join(first.dataDir, databaseFileName));
    // As if seeded by an older checkout, before /user/set-password existed; /user/settings edited since.
    db.prepare("DELETE FROM screen_versions WHERE screen_id = '/user/set-password'").run();
    db.prepare("UPDATE screen_versions SET document = '{\"edited\":true}' WHERE screen_id = '/user/settings'").run();
    db.close();
    const second = await startTestServices({ dataDir: first.dataDir });
    await second.close();
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM screen_versions WHERE screen_id = '/user/set-password'")).toBe(1);
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM screen_versions WHERE screen_id = '/user/settings'")).toBe(1);
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM screen_versions WHERE document = '{\"edited\":true}'")).toBe(1);
  });

  test("a restart rates titles stored before ratings existed, as the seed would have", async () => {
    const first = await startTestServices();
    await first.close();
    const rating = (id: string) => count(first.dataDir, `SELECT age_rating AS n FROM products WHERE id = '${id}'`);
    const seeded = [rating("101"), rating("10001")];
    const db = new Database(path.join(first.dataDir, databaseFileName));
    db.prepare("UPDATE products SET age_rating = NULL WHERE id IN ('101', '10001')").run();
    db.close();
    const second = await startTestServices({ dataDir: first.dataDir });
    await second.close();
    expect([rating("101"), rating("10001")]).toEqual(seeded);
    expect(count(first.dataDir, "SELECT COUNT(*) AS n FROM products WHERE age_rating IS NULL")).toBe(0);
  });

  test("adds an EXTRA_SCREENS_DIR version only when the file changed", async () => {
    const extraDir = mkdtempSync(path.join(tmpdir(), "shasha-extra-"));
    const file = path.join(extraDir, "broken.json");
    writeFileSync(file, "{ this is not JSON");
    const first = await startTestServices({ extraScreensDir: extraDir });
    expect(first.startup.extraScreenVersions).toBe(1);
    await first.close();
    const again = await startTestServices({ dataDir: first.dataDir, extraScreensDir: extraDir });
    expect(again.startup.extraScreenVersions).toBe(0);
    await again.close();
    writeFileSync(file, JSON.stringify({ id: "broken", blocks: "nope" }));
    const changed = await startTestServices({ dataDir: first.dataDir, extraScreensDir: extraDir });
    expect(changed.startup.extraScreenVersions).toBe(1);
    await changed.close();
    expect(count(first.dataDir, "SELECT MAX(version) AS n FROM screen_versions WHERE screen_id = 'broken'")).toBe(2);
  });
});
