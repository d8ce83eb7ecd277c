import { describe, expect, test } from "vitest";
import { clusterFixtures, clusteringMinutes } from "./clusterFixtures";

const at = (time: string) => ({ id: time, kickOff: `2026-05-14T${time}:00.000Z` });
// 13:00, 15:30, 16:20, 18:00, 21:00 and the next day 15:00.
const day = [at("18:00"), at("13:00"), at("16:20"), at("15:30"), at("21:00"), { id: "next", kickOff: "2026-05-15T15:00:00.000Z" }];
const groups = (device: Parameters<typeof clusterFixtures>[1]) => clusterFixtures(day, device).map((cluster) => cluster.fixtures.map((fixture) => fixture.id));

describe("clustering kick-offs by device (spec 9)", () => {
  test("the spec's minutes", () => {
    expect(clusteringMinutes).toEqual({ mobile: 300, tablet: 200, tv: 180, web: 240 });
  });

  test("each group holds the kick-offs within the device's minutes of its first", () => {
    expect(groups("mobile")).toEqual([["13:00", "15:30", "16:20", "18:00"], ["21:00"], ["next"]]);
    expect(groups("web")).toEqual([["13:00", "15:30", "16:20"], ["18:00", "21:00"], ["next"]]);
    expect(groups("tablet")).toEqual([["13:00", "15:30", "16:20"], ["18:00", "21:00"], ["next"]]);
    expect(groups("tv")).toEqual([["13:00", "15:30"], ["16:20", "18:00"], ["21:00"], ["next"]]);
  });

  test("exactly the device's minutes apart is still one group; a minute more is not", () => {
    const pair = (minutes: number) => [at("12:00"), { id: "later", kickOff: new Date(Date.parse("2026-05-14T12:00:00Z") + minutes * 60_000).toISOString() }];
    expect(clusterFixtures(pair(180), "tv")).toHaveLength(1);
    expect(clusterFixtures(pair(181), "tv")).toHaveLength(2);
    expect(clusterFixtures(pair(300), "mobile")).toHaveLength(1);
  });

  test("a group gives its first and last kick-off; simultaneous kick-offs keep their order", () => {
    const same = [{ id: "x", kickOff: "2026-05-14T15:00:00Z" }, { id: "y", kickOff: "2026-05-14T15:00:00Z" }, at("16:00")];
    const [group] = clusterFixtures(same, "web");
    expect(group?.fixtures.map((fixture) => fixture.id)).toEqual(["x", "y", "16:00"]);
    expect([group?.start, group?.end]).toEqual(["2026-05-14T15:00:00Z", "2026-05-14T16:00:00.000Z"]);
    expect(clusterFixtures([], "tv")).toEqual([]);
  });
});
