import { describe, expect, test } from "vitest";
import type { Programme } from "@/domain/guide";
import { gridModel } from "./gridModel";
import { sampleAt, sampleGuidePage } from "./sampleGuide";

describe("gridModel", () => {
  test("the window's half hours, its length, and the now line's minutes", () => {
    const model = gridModel(sampleGuidePage("en"));
    expect(model.slots).toHaveLength(6);
    expect(model.minutes).toBe(180);
    expect(model.now).toBe(72);
  });

  test("without a window it shows three hours from the page's moment, widened to half hours", () => {
    const { window, ...page } = sampleGuidePage("en");
    expect(window).toBeDefined();
    const model = gridModel(page);
    expect(model.window).toEqual({ from: "2026-03-10T19:00:00.000Z", to: "2026-03-10T22:30:00.000Z" });
    expect(model.now).toBe(12);
  });

  test("the Tab stop is the first programme on now; without one, the first programme of the first channel that has one", () => {
    const page = sampleGuidePage("en");
    expect(gridModel(page).stop).toEqual({ row: 0, cell: 1 });
    const before = { ...page, at: "2026-03-10T17:00:00Z", channels: page.channels.map((channel, index) => (index === 0 ? { ...channel, programmes: [] } : channel)) };
    expect(gridModel(before).stop).toEqual({ row: 1, cell: 0 });
    expect(gridModel({ ...page, channels: [] }).stop).toBeUndefined();
  });

  test("programmes outside the window are left out and the rest are in time order", () => {
    const page = sampleGuidePage("en");
    const [first] = page.channels;
    if (!first) throw new Error("the sample guide has no channels");
    const late: Programme = { id: "late", channelId: "ch-1", title: "Late", description: "", category: null, start: "2026-03-10T22:00:00Z", end: "2026-03-10T23:00:00Z" };
    const programmes = [late, ...[...(first.programmes ?? [])].reverse()];
    const model = gridModel({ ...page, at: sampleAt, channels: [{ ...first, programmes }] });
    expect(model.rows[0]?.cells.map((cell) => cell.programme.id)).toEqual(["ch-1-p1", "ch-1-p2", "ch-1-p3", "ch-1-p4"]);
  });
});
