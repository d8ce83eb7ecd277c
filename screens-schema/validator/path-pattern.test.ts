import { describe, expect, test } from "vitest";
import { compilePattern, toPathToRegexp } from "./path-pattern";

describe("path patterns in the spec's syntax", () => {
  test.each([
    ["/hub/:section", "/hub/:section"],
    ["/hub/*", "/hub/:segment0"],
    ["/hub/*/*", "/hub/:segment0/:segment1"],
    ["/hub/**", "/hub{/*rest}"],
    ["/hub/settings/**/edit", "/hub/settings{/*rest}/edit"],
  ])("%s compiles to %s", (pattern, expected) => {
    expect(toPathToRegexp(pattern)).toBe(expected);
  });

  test.each([
    ["/hub/:section", "/hub/settings", { section: "settings" }],
    ["/hub/:section", "/HUB/Settings/", { section: "Settings" }],
    ["/hub/*", "/hub/devices", { segment0: "devices" }],
    ["/hub/offer{/:offerParam}", "/hub/offer", {}],
    ["/hub/offer{/:offerParam}", "/hub/offer/ramadan-50", { offerParam: "ramadan-50" }],
    ["/hub/**", "/hub", {}],
    ["/hub/**", "/hub/a/b/c", { rest: ["a", "b", "c"] }],
  ])("%s matches %s", (pattern, path, params) => {
    expect(compilePattern(pattern)(path)).toMatchObject(params);
  });

  test.each([
    ["/hub/*", "/hub/a/b"],
    ["/hub/:section", "/hubs/settings"],
    ["/hub/offer{/:offerParam}", "/hub/offer/a/b"],
  ])("%s does not match %s", (pattern, path) => {
    expect(compilePattern(pattern)(path)).toBeUndefined();
  });
});
