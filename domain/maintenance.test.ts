import { describe, expect, test } from "vitest";
import { isUnderMaintenance, openAreas } from "./maintenance";

describe("maintenance windows", () => {
  test("a page is under maintenance when either source opens its area", () => {
    const table = openAreas({ showPages: true });
    const config = openAreas({ streamingPages: true });
    expect(isUnderMaintenance("showPages", table, config)).toBe(true);
    expect(isUnderMaintenance("streamingPages", table, config)).toBe(true);
    expect(isUnderMaintenance("landingPages", table, config)).toBe(false);
  });

  test("a page without an area never goes down", () => {
    expect(isUnderMaintenance(undefined, openAreas({ landingPages: true, settings: true }))).toBe(false);
  });
});
