import { describe, expect, test } from "vitest";
import type { Route, RouteTable } from "@/screens-schema/types";
import { validateRouteTable } from "@/screens-schema/validator/validate-route-table";
import { cacheableLandingScreen, compileRouteTable, guardOf, landingScreenOf, screenAt, screenOf, webViewGuardOf, type CompiledRouteTable } from "./routeTable";

const row = (path: string, extra: Partial<Route> = {}): Route => ({ path, kind: "hub", layout: "default", access: "any", ...extra });

/** Through the validator, as the app loads a table: a test table the contract refuses fails here, not later. */
function compiled(...routes: Route[]): CompiledRouteTable {
  const result = validateRouteTable({ schemaVersion: "1.0", routes } satisfies RouteTable);
  if (!result.valid) throw new Error(JSON.stringify(result.problems));
  return compileRouteTable(result.table);
}

const table = compiled(
  row("/hub/settings", { screen: "/user/settings", access: "login-required" }),
  row("/hub/settings/**", { access: "login-required" }),
  row("/hub/profile-update{/:profileId}", { screen: "/user/profile-update", access: "login-required" }),
  row("/hub/login", { screen: "/user/login-form", access: "guest-only" }),
  row("/hub/manage-subscriptions", { access: "subscription-required" }),
  row("/hub/parental-control", { access: "master-required" }),
  row("/series/:title/series-:titleId", { screen: "/content/series", kind: "content" }),
  row("/favorite", { screen: "favorite", kind: "landing", access: "login-required", personal: true }),
  row("/promo", { screen: "/user/packageSelection/main", kind: "promo", personal: true, flow: "subscription" }),
  row("/:landingId", { screenFromParam: "landingId", kind: "landing" }),
);

describe("routeFor: the first row whose pattern matches, in table order", () => {
  test.each([
    ["/hub/settings", "/hub/settings", {}],
    ["/HUB/Settings/", "/hub/settings", {}],
    ["/hub/settings/x/y", "/hub/settings/**", { rest: ["x", "y"] }],
    ["/hub/profile-update", "/hub/profile-update{/:profileId}", {}],
    ["/hub/profile-update/abc", "/hub/profile-update{/:profileId}", { profileId: "abc" }],
    ["/series/the-long-road/series-12", "/series/:title/series-:titleId", { title: "the-long-road", titleId: "12" }],
    ["/favorite", "/favorite", {}],
    ["/ramadan", "/:landingId", { landingId: "ramadan" }],
  ])("%s is the row %s with %j", (path, pattern, params) => {
    const match = table.routeFor(path);
    expect(match?.row.path).toBe(pattern);
    expect(match?.params).toEqual(params);
  });

  test("an earlier row wins over a later one that matches too, whatever their specificity", () => {
    const broadFirst = compiled(row("/hub/**", { access: "login-required" }), row("/hub/login", { access: "guest-only" }));
    expect(broadFirst.routeFor("/hub/login")?.row.access).toBe("login-required");
  });

  test.each([["/hub/unknown/deep/path"], ["/series/a/b/c"], ["/hub/profile-update/a/b"]])("%s matches no row", (path) => {
    expect(table.routeFor(path)).toBeUndefined();
  });
});

describe("screenOf: the screen a matched path shows", () => {
  test.each([
    ["/hub/settings", "/user/settings"],
    ["/hub/settings/x", undefined],
    ["/hub/profile-update/abc", "/user/profile-update"],
    ["/ramadan", "ramadan"],
    ["/Kids", "Kids"],
    ["/a.b", undefined],
    ["/%2Fuser%2Fsettings", undefined],
    ["/%2Fcontent%2Fplayer", undefined],
  ])("%s shows %s", (path, screen) => {
    const match = table.routeFor(path);
    expect(match && screenOf(match)).toBe(screen);
  });
});

describe("guardOf: the guards of spec 2 and 6 from the matched row", () => {
  test.each([
    ["/hub/settings", "", "anonymous", { redirect: "/hub/login?redirect=%2Fhub%2Fsettings" }],
    ["/hub/settings/notifications", "?tab=2", "anonymous", { redirect: "/hub/login?redirect=%2Fhub%2Fsettings%2Fnotifications%3Ftab%3D2" }],
    ["/hub/settings", "", "registered", undefined],
    ["/hub/login", "", "anonymous", undefined],
    ["/hub/login", "", "registered", { redirect: "/" }],
    ["/hub/login", "", "suspended", { redirect: "/" }],
    ["/hub/manage-subscriptions", "", "anonymous", { redirect: "/hub/login?redirect=%2Fhub%2Fmanage-subscriptions" }],
    ["/hub/manage-subscriptions", "", "registered", { redirect: "/promo" }],
    ["/hub/manage-subscriptions", "", "suspended", { redirect: "/promo" }],
    ["/hub/manage-subscriptions", "", "subscribed", undefined],
    ["/hub/parental-control", "", "anonymous", { redirect: "/hub/login?redirect=%2Fhub%2Fparental-control" }],
    // A signed-in viewer stays; the page itself answers another profile than the main one with its 403.
    ["/hub/parental-control", "", "subscribed", undefined],
    ["/ramadan", "", "anonymous", undefined],
    ["/hub/unknown/deep/path", "", "anonymous", undefined],
  ] as const)("%s%s for a %s viewer: %j", (path, search, userType, decision) => {
    expect(guardOf(table, path, search, userType)).toEqual(decision);
  });
});

describe("webViewGuardOf: an app's web view signed out goes to login but on the exempt paths (spec 4)", () => {
  const webViewTable = compiled(
    row("/hub/**", { exempt: true }),
    row("/logout", { exempt: true }),
    row("/privacy-policy", { kind: "landing", exempt: true }),
    row("/movies", { kind: "landing" }),
    row("/", { kind: "landing" }),
  );
  test.each([
    ["/movies", "?sort=az", "anonymous", { redirect: "/hub/login?redirect=%2Fmovies%3Fsort%3Daz" }],
    ["/", "", "anonymous", { redirect: "/hub/login?redirect=%2F" }],
    ["/unknown", "", "anonymous", { redirect: "/hub/login?redirect=%2Funknown" }],
    ["/hub/login", "", "anonymous", undefined],
    ["/hub/registration", "", "anonymous", undefined],
    ["/logout", "", "anonymous", undefined],
    ["/privacy-policy", "", "anonymous", undefined],
    ["/maintenance", "", "anonymous", undefined],
    ["/movies", "", "registered", undefined],
    ["/movies", "", "subscribed", undefined],
  ] as const)("%s%s for a %s viewer: %j", (path, search, userType, decision) => {
    expect(webViewGuardOf(webViewTable, path, search, userType)).toEqual(decision);
  });
});

describe("landingScreenOf: the screen a landing path shows", () => {
  const landings = compiled(
    row("/ramadan", { kind: "landing", screen: "ramadan-2027" }),
    row("/before-you-go", { kind: "landing" }),
    row("/:landingId", { kind: "landing", screenFromParam: "landingId" }),
  );

  test("is its row's screen, so the CRM team can point a landing at another screen", () => {
    expect(landingScreenOf(landings, "ramadan")).toBe("ramadan-2027");
    expect(landingScreenOf(landings, "Ramadan")).toBe("ramadan-2027");
  });

  test("is the id itself through the catch-all row, and none for a row without a screen", () => {
    expect(landingScreenOf(landings, "eid-2027")).toBe("eid-2027");
    expect(landingScreenOf(landings, "before-you-go")).toBeUndefined();
  });

  test("names the words of its patterns for canonical case", () => {
    expect([...landings.words]).toEqual(["ramadan", "before-you-go"]);
  });
});

describe("screenAt: the screen a path shows, with its row's parameters", () => {
  const hub = compiled(row("/hub/profile-update{/:profileId}", { screen: "/user/profile-update" }), row("/hub/devices/**"));

  test("gives the screen and the parameters, or nothing for a row without a screen or no row", () => {
    expect(screenAt(hub, "/hub/profile-update/abc")).toEqual({ screenId: "/user/profile-update", params: { profileId: "abc" } });
    expect(screenAt(hub, "/hub/profile-update")).toEqual({ screenId: "/user/profile-update", params: {} });
    expect(screenAt(hub, "/hub/devices/tv")).toBeUndefined();
    expect(screenAt(hub, "/hub/other")).toBeUndefined();
  });
});

describe("cacheableLandingScreen: what the page cache may hold", () => {
  test("a landing's screen, but not a personal row's (the viewer's own list or packages)", () => {
    expect(cacheableLandingScreen(table, "ramadan")).toBe("ramadan");
    expect(cacheableLandingScreen(table, "favorite")).toBeUndefined();
    expect(cacheableLandingScreen(table, "promo")).toBeUndefined();
    expect(landingScreenOf(table, "promo")).toBe("/user/packageSelection/main");
  });
});
