import { describe, expect, test } from "vitest";
import { gridMove, type CellSpan } from "./guideKeys";

/**
 * Three channels over two hours (minutes into the window):
 *   row 0: [0–30) [30–90) [90–120)
 *   row 1: (none)
 *   row 2: [0–60) [60–120)
 *   row 3: [15–45) [100–120)          a gap from 45 to 100
 */
const span = (offset: number, end: number): CellSpan => ({ offset, length: end - offset });
const rows: CellSpan[][] = [[span(0, 30), span(30, 90), span(90, 120)], [], [span(0, 60), span(60, 120)], [span(15, 45), span(100, 120)]];

describe("gridMove", () => {
  test.each([
    ["ArrowRight", "ltr", { row: 0, cell: 2 }],
    ["ArrowLeft", "ltr", { row: 0, cell: 0 }],
    ["ArrowLeft", "rtl", { row: 0, cell: 2 }],
    ["ArrowRight", "rtl", { row: 0, cell: 0 }],
    ["Home", "ltr", { row: 0, cell: 0 }],
    ["End", "rtl", { row: 0, cell: 2 }],
  ] as const)("%s in %s from the middle programme goes to %o", (key, dir, to) => {
    expect(gridMove(key, { row: 0, cell: 1 }, rows, dir)).toEqual(to);
  });

  test("nothing wraps at a row's ends", () => {
    expect(gridMove("ArrowRight", { row: 0, cell: 2 }, rows, "ltr")).toEqual({ row: 0, cell: 2 });
    expect(gridMove("ArrowLeft", { row: 0, cell: 2 }, rows, "rtl")).toEqual({ row: 0, cell: 2 });
    expect(gridMove("ArrowUp", { row: 0, cell: 1 }, rows, "ltr")).toEqual({ row: 0, cell: 1 });
    expect(gridMove("ArrowDown", { row: 3, cell: 0 }, rows, "ltr")).toEqual({ row: 3, cell: 0 });
  });

  test("down and up go to the programme on at the same time, passing a channel without programmes", () => {
    // From [30–90) at 30: row 1 has nothing, row 2's [0–60) is on at 30.
    expect(gridMove("ArrowDown", { row: 0, cell: 1 }, rows, "ltr")).toEqual({ row: 2, cell: 0 });
    expect(gridMove("ArrowUp", { row: 2, cell: 1 }, rows, "ltr")).toEqual({ row: 0, cell: 1 });
  });

  test("into a gap, the nearest programme; a programme that ended at that moment is not on", () => {
    // At 60 row 3 has [15–45) ending 15 minutes before and [100–120) starting 40 after.
    expect(gridMove("ArrowDown", { row: 2, cell: 1 }, rows, "ltr")).toEqual({ row: 3, cell: 0 });
    // At 90, row 2's [0–60) ended long before; [60–120) is on.
    expect(gridMove("ArrowDown", { row: 0, cell: 2 }, rows, "ltr")).toEqual({ row: 2, cell: 1 });
    expect(gridMove("ArrowDown", { row: 0, cell: 0 }, [[span(0, 30)], [span(0, 30), span(30, 60)]], "ltr", 30)).toEqual({ row: 1, cell: 1 });
  });

  test("a time carried over a run of moves wins over the start of the programme left", () => {
    expect(gridMove("ArrowDown", { row: 2, cell: 0 }, rows, "ltr", 105)).toEqual({ row: 3, cell: 1 });
  });

  test("other keys are not the grid's", () => {
    expect(gridMove("Enter", { row: 0, cell: 0 }, rows, "ltr")).toBeUndefined();
    expect(gridMove("PageDown", { row: 0, cell: 0 }, rows, "ltr")).toBeUndefined();
  });
});
