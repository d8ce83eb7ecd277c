import { describe, expect, test } from "vitest";
import { pageReloadIntervalMs, pageReloadMsFrom } from "./pageReload";

describe("the page reload interval", () => {
  test("is the spec's 60 s unless the deployment sets another in seconds", () => {
    expect(pageReloadIntervalMs).toBe(60_000);
    expect(pageReloadMsFrom(undefined)).toBe(60_000);
    expect(pageReloadMsFrom("5")).toBe(5_000);
    expect(pageReloadMsFrom("0")).toBe(0);
  });

  test("a value that is not a number of seconds keeps the spec's", () => {
    for (const bad of ["", " ", "-1", "soon", "NaN", "Infinity"]) expect(pageReloadMsFrom(bad)).toBe(60_000);
  });
});
