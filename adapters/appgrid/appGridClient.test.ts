import { describe, expect, test } from "vitest";
import { AppGridClient } from "./appGridClient";

const ctx = { locale: "ar" as const, country: "JO" };

/** A tiny fake app-grid: sessions, a screen entry, entries by id, and a switch to expire every session. */
function fakeAppGrid() {
  const log: string[] = [];
  let valid = new Set<string>();
  let counter = 0;
  const fetchImpl = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    log.push(`${url.pathname}${url.searchParams.has("id") ? `?id=${url.searchParams.get("id")?.split(",").length}` : ""}`);
    if (url.pathname === "/ag/session") {
      counter += 1;
      const key = `k${counter}`;
      valid.add(key);
      return Response.json({ sessionKey: key, expiration: new Date(Date.now() + 6 * 3600_000).toISOString() });
    }
    if (!valid.has(url.searchParams.get("sessionKey") ?? "")) return Response.json({ error: "session" }, { status: 401 });
    if (url.pathname === "/ag/content/entry/alias/%2Fuser%2Flogin-form") {
      return Response.json({ _meta: { id: "s1", typeAlias: "screen" }, screenId: "/user/login-form", document: { schemaVersion: "1.0" } });
    }
    if (url.pathname === "/ag/content/entries") {
      const ids = url.searchParams.get("id")?.split(",") ?? [];
      return Response.json({ entries: ids.map((id) => ({ _meta: { id } })), pagination: { page: 0, size: 50, count: ids.length, total: ids.length } });
    }
    if (url.pathname.startsWith("/ag/metadata/")) return Response.json({ homeScreen: { default: "home" } });
    return Response.json({ error: "not found" }, { status: 404 });
  };
  return { fetchImpl, log, expireAll: () => (valid = new Set()) };
}

describe("the app-grid adapter", () => {
  test("creates one session and reuses it", async () => {
    const fake = fakeAppGrid();
    const client = new AppGridClient({ baseURL: "http://127.0.0.1:1/ag", appKey: "k", fetchImpl: fake.fetchImpl });
    await client.metadata(["homeScreen"], ctx);
    await client.metadata(["homeScreen"], ctx);
    expect(fake.log.filter((line) => line === "/ag/session")).toHaveLength(1);
  });

  test("on a 401 it gets a new session and retries once", async () => {
    const fake = fakeAppGrid();
    const client = new AppGridClient({ baseURL: "http://127.0.0.1:1/ag", appKey: "k", fetchImpl: fake.fetchImpl });
    await client.metadata(["homeScreen"], ctx);
    fake.expireAll();
    await expect(client.metadata(["homeScreen"], ctx)).resolves.toEqual({ homeScreen: { default: "home" } });
    expect(fake.log.filter((line) => line === "/ag/session")).toHaveLength(2);
  });

  test("fetches screen documents by URL-encoded alias, and 404 means no such screen", async () => {
    const fake = fakeAppGrid();
    const client = new AppGridClient({ baseURL: "http://127.0.0.1:1/ag", appKey: "k", fetchImpl: fake.fetchImpl });
    await expect(client.screenDocument("/user/login-form", ctx)).resolves.toEqual({ schemaVersion: "1.0" });
    await expect(client.screenDocument("nope", ctx)).resolves.toBeNull();
  });

  test("fetches entries in chunks of at most 50 ids and keeps the order asked", async () => {
    const fake = fakeAppGrid();
    const client = new AppGridClient({ baseURL: "http://127.0.0.1:1/ag", appKey: "k", fetchImpl: fake.fetchImpl });
    const ids = Array.from({ length: 120 }, (_, i) => `e${119 - i}`);
    const entries = await client.entries(ids, ctx);
    expect(entries.map((e) => e._meta.id)).toEqual(ids);
    expect(fake.log.filter((line) => line.startsWith("/ag/content/entries"))).toEqual([
      "/ag/content/entries?id=50",
      "/ag/content/entries?id=50",
      "/ag/content/entries?id=20",
    ]);
  });

  test("a metadata failure gives an empty object", async () => {
    const client = new AppGridClient({ baseURL: "http://127.0.0.1:1/ag", appKey: "k", fetchImpl: async () => Response.json({}, { status: 500 }) });
    await expect(client.metadata(["menus"], ctx)).resolves.toEqual({});
  });
});
