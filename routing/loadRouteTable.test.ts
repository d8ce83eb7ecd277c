import { beforeEach, describe, expect, test, vi } from "vitest";
import type { CallContext } from "@/adapters/http/httpClient";
import { routeTableId } from "@/domain/screenPath";
import { setLogSink } from "@/ops/log";
import { builtInRouteTable, RouteTableLoader } from "./loadRouteTable";
import { screenOf } from "./routeTable";

const call: CallContext = { locale: "en", country: "JO" };

function tableWith(path: string, screen: string) {
  return { schemaVersion: "1.0", routes: [{ path, screen, kind: "hub", layout: "default", access: "login-required" }] };
}

function loaderOf(documents: (() => unknown)[]) {
  let clock = 0;
  const asked: string[] = [];
  const source = {
    screenDocument: async (id: string): Promise<unknown> => {
      asked.push(id);
      const next = documents.shift();
      if (next === undefined) throw new Error("no more documents");
      return next();
    },
  };
  const loader = new RouteTableLoader(source, { freshMs: 60_000, now: () => clock });
  return { loader, asked, tick: (ms: number) => (clock += ms) };
}

const screenAt = async (loader: RouteTableLoader, path: string) => {
  const match = (await loader.table(call)).routeFor(path);
  return match && screenOf(match);
};

beforeEach(() => setLogSink(() => undefined));

describe("the route table loader", () => {
  test("routes by the table the service publishes, asked once per reload interval", async () => {
    const { loader, asked, tick } = loaderOf([() => tableWith("/hub/offers", "/user/offers"), () => tableWith("/hub/offers", "/user/offers-2")]);
    expect(await screenAt(loader, "/hub/offers")).toBe("/user/offers");
    expect(await screenAt(loader, "/hub/OFFERS/")).toBe("/user/offers");
    expect(asked).toEqual([routeTableId]);
    tick(61_000);
    await loader.table(call); // stale: served while one refresh runs
    await vi.waitFor(async () => expect(await screenAt(loader, "/hub/offers")).toBe("/user/offers-2"));
  });

  test("a publish signal makes the next request load the table anew", async () => {
    const { loader } = loaderOf([() => tableWith("/hub/a", "/user/a"), () => tableWith("/hub/b", "/user/b")]);
    expect(await screenAt(loader, "/hub/a")).toBe("/user/a");
    loader.expire();
    expect(await screenAt(loader, "/hub/b")).toBe("/user/b");
    expect(await screenAt(loader, "/hub/a")).toBeUndefined();
  });

  test("an invalid table is never used: the last good one keeps serving", async () => {
    const { loader } = loaderOf([() => tableWith("/hub/a", "/user/a"), () => tableWith("/hub/:", "/user/broken"), () => null]);
    expect(await screenAt(loader, "/hub/a")).toBe("/user/a");
    loader.expire();
    expect(await screenAt(loader, "/hub/a")).toBe("/user/a");
    loader.expire();
    expect(await screenAt(loader, "/hub/a")).toBe("/user/a");
  });

  test("with no good table yet, the one this build was made with serves, and the service is asked again once it is stale", async () => {
    const { loader, asked, tick } = loaderOf([
      () => {
        throw new Error("connection refused");
      },
      () => tableWith("/hub/a", "/user/a"),
    ]);
    expect((await loader.table(call)).table).toBe(builtInRouteTable().table);
    await loader.table(call);
    expect(asked).toHaveLength(1);
    tick(61_000);
    await loader.table(call);
    await vi.waitFor(async () => expect(await screenAt(loader, "/hub/a")).toBe("/user/a"));
  });

  test("the built-in table is the seeded one: every account page the app had", () => {
    const match = builtInRouteTable().routeFor("/hub/settings");
    expect([match && screenOf(match), match?.row.access]).toEqual(["/user/settings", "login-required"]);
  });
});
