import { describe, expect, test } from "vitest";
import { sectionAfterError } from "./errorSection";

describe("where an error page for a home-like path leads", () => {
  test("to the matching section", () => {
    expect(sectionAfterError("/series/nothing/series-99999")?.path).toBe("/series");
    expect(sectionAfterError("/movies/unknown-genre")?.path).toBe("/movies");
    expect(sectionAfterError("/livestream/x/livechannel-0")?.path).toBe("/allchannels");
    expect(sectionAfterError("/channel/x/ch-0")?.section).toBe("allchannels");
    expect(sectionAfterError("/hub/no-such-page")?.path).toBe("/hub/login");
  });

  test("nowhere from the section itself or a path that is not home-like", () => {
    expect(sectionAfterError("/series")).toBeUndefined();
    expect(sectionAfterError("/allchannels/")).toBeUndefined();
    expect(sectionAfterError("/hub/login")).toBeUndefined();
    expect(sectionAfterError("/no-such-landing")).toBeUndefined();
    expect(sectionAfterError("/seriesx")).toBeUndefined();
  });
});
