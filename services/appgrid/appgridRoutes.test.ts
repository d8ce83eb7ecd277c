import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { getJson, startTestServices, testAppKey, type TestServices } from "../testing/startTestServices";
import { entriesBodySchema, entrySchema, errorBodySchema, sessionBodySchema } from "../testing/wireSchemas";

let services: TestServices;
let clock = new Date("2026-03-01T10:00:00.000Z");
const extraDir = mkdtempSync(path.join(tmpdir(), "shasha-extra-screens-"));

beforeAll(async () => {
  writeFileSync(
    path.join(extraDir, "login-form.json"),
    JSON.stringify({ schemaVersion: "1.0", id: "/user/login-form", title: { key: "login.title" }, blocks: [] }),
  );
  services = await startTestServices({ extraScreensDir: extraDir, now: () => clock });
});
afterAll(async () => {
  await services.close();
});

async function newSession(): Promise<string> {
  const reply = await getJson(`${services.url}/appgrid/session?appKey=${testAppKey}&uuid=device-1`);
  expect(reply.status).toBe(200);
  return sessionBodySchema.parse(reply.body).sessionKey;
}

describe("a session", () => {
  test("is created for the known appKey and expires in 6 hours", async () => {
    const reply = await getJson(`${services.url}/appgrid/session?appKey=${testAppKey}&uuid=device-1`);
    const body = sessionBodySchema.parse(reply.body);
    expect(Date.parse(body.expiration) - clock.getTime()).toBe(6 * 60 * 60 * 1000);
  });

  test("is refused for an unknown appKey with a 401", async () => {
    const reply = await getJson(`${services.url}/appgrid/session?appKey=someone-else&uuid=x`);
    expect(reply.status).toBe(401);
    expect(errorBodySchema.parse(reply.body).error.code).toBe("unauthorized");
  });

  test("is accepted from the X-SESSION header or the sessionKey query", async () => {
    const key = await newSession();
    expect((await getJson(`${services.url}/appgrid/status`, { "X-SESSION": key })).body).toEqual({ status: "valid" });
    expect((await getJson(`${services.url}/appgrid/status?sessionKey=${key}`)).status).toBe(200);
  });

  test.each([
    ["missing", undefined],
    ["unknown", "not-a-session"],
  ])("when %s, every other path answers 401 JSON", async (_label, key) => {
    const headers: Record<string, string> = key === undefined ? {} : { "X-SESSION": key };
    for (const endpoint of ["/status", "/metadata", "/content/entries", "/content/entry/alias/home"]) {
      const reply = await getJson(`${services.url}/appgrid${endpoint}`, headers);
      expect(reply.status).toBe(401);
      expect(errorBodySchema.parse(reply.body).error.status).toBe(401);
    }
  });

  test("stops working once it has expired", async () => {
    const key = await newSession();
    clock = new Date(clock.getTime() + 6 * 60 * 60 * 1000 + 1);
    expect((await getJson(`${services.url}/appgrid/status`, { "X-SESSION": key })).status).toBe(401);
  });
});

describe("metadata", () => {
  test("returns every seeded key, or just the keys asked for", async () => {
    const headers = { "X-SESSION": await newSession() };
    const all = z.record(z.string(), z.unknown()).parse((await getJson(`${services.url}/appgrid/metadata`, headers)).body);
    expect(Object.keys(all).sort()).toEqual(["appConfig", "homeScreen", "menus"]);
    const some = await getJson(`${services.url}/appgrid/metadata/homeScreen,nope`, headers);
    expect(some.body).toEqual({ homeScreen: { default: "home" } });
  });

  test("menus carry localized titles, paths and visibility flags", async () => {
    const headers = { "X-SESSION": await newSession() };
    const reply = await getJson(`${services.url}/appgrid/metadata/menus`, headers);
    const menuItem = z.object({
      id: z.string(),
      title: z.object({ ar: z.string(), en: z.string(), fr: z.string() }),
      path: z.string().startsWith("/"),
      menuPlatform: z.enum(["desktop", "mobile", "all"]),
      kids: z.boolean(),
      allowSubscribed: z.boolean(),
      allowAnonymous: z.boolean(),
    });
    const { menus } = z.object({ menus: z.array(menuItem) }).parse(reply.body);
    expect(menus.map((item) => item.id)).toEqual(["home", "series", "movies", "shows", "live", "sport", "kids"]);
  });
});

describe("entries", () => {
  test("an entry is found by id and by alias, with _meta and the screen document", async () => {
    const headers = { "X-SESSION": await newSession() };
    const byAlias = entrySchema.parse((await getJson(`${services.url}/appgrid/content/entry/alias/home`, headers)).body);
    expect(byAlias.meta.typeAlias).toBe("screen");
    expect(byAlias.screenId).toBe("home");
    const byId = await getJson(`${services.url}/appgrid/content/entry/${byAlias.meta.id}`, headers);
    expect(entrySchema.parse(byId.body).meta.entryAlias).toBe("home");
    expect((await getJson(`${services.url}/appgrid/content/entry/nope`, headers)).status).toBe(404);
  });

  test.each([
    ["encoded", "%2Fuser%2Flogin-form"],
    ["raw", "/user/login-form"],
  ])("an alias with slashes works when %s", async (_label, alias) => {
    const headers = { "X-SESSION": await newSession() };
    const reply = await getJson(`${services.url}/appgrid/content/entry/alias/${alias}`, headers);
    expect(reply.status).toBe(200);
    expect(entrySchema.parse(reply.body).screenId).toBe("/user/login-form");
  });

  test("lists by typeAlias with pages, and by ids", async () => {
    const headers = { "X-SESSION": await newSession() };
    const first = entriesBodySchema.parse(
      (await getJson(`${services.url}/appgrid/content/entries?typeAlias=screen&size=2&offset=0`, headers)).body,
    );
    // Every seeded screen file (the login form this suite stores is a new version of one of them), and the route table.
    const total = readdirSync(new URL("../seed/screens/", import.meta.url)).filter((name) => name.endsWith(".json")).length + 1;
    expect(first.pagination).toEqual({ page: 0, size: 2, count: 2, total });
    const second = entriesBodySchema.parse(
      (await getJson(`${services.url}/appgrid/content/entries?typeAlias=screen&size=2&offset=3`, headers)).body,
    );
    expect(second.pagination).toEqual({ page: 3, size: 2, count: 2, total });
    const ids = [...first.entries, ...second.entries].map((entry) => entry.meta.id).reverse();
    const byIds = entriesBodySchema.parse(
      (await getJson(`${services.url}/appgrid/content/entries?id=${ids.join(",")}`, headers)).body,
    );
    expect(byIds.entries.map((entry) => entry.meta.id)).toEqual(ids);
  });

  test("accepts up to 50 ids and size 50, and answers 400 beyond", async () => {
    const headers = { "X-SESSION": await newSession() };
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`).join(",");
    expect((await getJson(`${services.url}/appgrid/content/entries?ids=${ids(50)}&size=50`, headers)).status).toBe(200);
    expect((await getJson(`${services.url}/appgrid/content/entries?ids=${ids(51)}`, headers)).status).toBe(400);
    const tooBig = await getJson(`${services.url}/appgrid/content/entries?size=51`, headers);
    expect(tooBig.status).toBe(400);
    expect(errorBodySchema.parse(tooBig.body).error.message).toContain("size");
  });

  test("`at` before a screen existed finds nothing; `at` after finds it", async () => {
    const headers = { "X-SESSION": await newSession() };
    const before = await getJson(`${services.url}/appgrid/content/entry/alias/home?at=2025-06-01T00:00:00Z`, headers);
    expect(before.status).toBe(404);
    const after = await getJson(`${services.url}/appgrid/content/entry/alias/home?at=2026-02-01T00:00:00Z`, headers);
    expect(after.status).toBe(200);
    expect((await getJson(`${services.url}/appgrid/content/entry/alias/home?at=yesterday`, headers)).status).toBe(400);
  });
});

describe("EXTRA_SCREENS_DIR", () => {
  test("stores an invalid document as-is", async () => {
    const headers = { "X-SESSION": await newSession() };
    const reply = await getJson(`${services.url}/appgrid/content/entry/alias/%2Fuser%2Flogin-form`, headers);
    expect(entrySchema.parse(reply.body).document).toEqual({
      schemaVersion: "1.0",
      id: "/user/login-form",
      title: { key: "login.title" },
      blocks: [],
    });
  });
});
