/**
 * The grid guide by keyboard (issue 30 §1, the WAI-ARIA grid pattern with a roving tabindex): the grid is one stop
 * in the Tab order; the left and right arrows move between a channel's programmes as they are laid out (the left
 * arrow goes forward in time in Arabic, components/a11y/arrowStep.ts), up and down move to the programme of the
 * channel above or below at the same time, Home and End to the channel's first and last. The grid is
 * server-rendered, so this works on its DOM: GuideGridKeys (the client part) installs it.
 */
import { arrowStep } from "../a11y/arrowStep";
import type { GridPosition } from "./gridModel";

/** A cell on the time axis: minutes from the window's start, and visible minutes. */
export interface CellSpan {
  offset: number;
  length: number;
}

const cellSelector = "[data-guide-cell]";

/** How far `time` is from a cell: 0 inside it; its end is exclusive, so a cell ending at `time` is not on then. */
function distance(cell: CellSpan, time: number): number {
  if (time < cell.offset) return cell.offset - time;
  const end = cell.offset + cell.length;
  return time < end ? 0 : time - end + 1;
}

/** The cell of `cells` on at `time`, else the nearest to it. */
function cellAt(cells: readonly CellSpan[], time: number): number {
  let best = 0;
  cells.forEach((cell, index) => {
    const here = cells[best];
    if (here && distance(cell, time) < distance(here, time)) best = index;
  });
  return best;
}

export function isVertical(key: string): boolean {
  return key === "ArrowDown" || key === "ArrowUp";
}

function verticalMove(key: string, from: GridPosition, rows: readonly (readonly CellSpan[])[], time: number): GridPosition | undefined {
  const step = key === "ArrowDown" ? 1 : key === "ArrowUp" ? -1 : 0;
  if (step === 0) return undefined;
  for (let row = from.row + step; row >= 0 && row < rows.length; row += step) {
    const cells = rows[row];
    if (cells && cells.length > 0) return { row, cell: cellAt(cells, time) };
  }
  return from;
}

/**
 * Where a key moves focus from `from`, or undefined when the key is not one of the grid's. Nothing wraps. Up and
 * down look for the programme on at `time` (minutes into the window): by default the start of the one left, and
 * across a run of up and down moves the start of the first, so passing a long programme does not lose the time.
 */
export function gridMove(
  key: string,
  from: GridPosition,
  rows: readonly (readonly CellSpan[])[],
  dir: "rtl" | "ltr",
  time: number = rows[from.row]?.[from.cell]?.offset ?? 0,
): GridPosition | undefined {
  const count = rows[from.row]?.length ?? 0;
  if (count === 0) return undefined;
  const by = arrowStep(key, dir);
  if (by !== undefined) return { row: from.row, cell: Math.min(Math.max(from.cell + by, 0), count - 1) };
  if (key === "Home") return { row: from.row, cell: 0 };
  if (key === "End") return { row: from.row, cell: count - 1 };
  return verticalMove(key, from, rows, time);
}

/** The grid's programme cells by row, in document order (which is time order). */
export function gridCells(grid: Element): HTMLElement[][] {
  const rows: HTMLElement[][] = [];
  for (const cell of grid.querySelectorAll<HTMLElement>(cellSelector)) {
    const row = Number(cell.dataset["row"]);
    if (!Number.isInteger(row) || row < 0) continue;
    while (rows.length <= row) rows.push([]);
    rows[row]?.push(cell);
  }
  return rows;
}

function spanOf(cell: HTMLElement): CellSpan {
  return { offset: Number(cell.dataset["offset"]) || 0, length: Number(cell.dataset["length"]) || 0 };
}

function positionOf(rows: readonly (readonly HTMLElement[])[], target: Element): GridPosition | undefined {
  for (const [row, cells] of rows.entries()) {
    const cell = cells.findIndex((candidate) => candidate === target);
    if (cell >= 0) return { row, cell };
  }
  return undefined;
}

/** Makes `current` the grid's one Tab stop (the one already marked, else the first cell, when it is not a cell). */
export function rove(grid: Element, current?: Element): void {
  const cells = gridCells(grid).flat();
  const stop = cells.find((cell) => cell === current) ?? cells.find((cell) => cell.getAttribute("tabindex") === "0") ?? cells[0];
  for (const cell of cells) cell.tabIndex = cell === stop ? 0 : -1;
}

function directionOf(grid: HTMLElement): "rtl" | "ltr" {
  const declared = grid.closest("[dir]")?.getAttribute("dir");
  return declared === "rtl" || getComputedStyle(grid).direction === "rtl" ? "rtl" : "ltr";
}

/** Installs the grid's keys on `grid`; returns the function that removes them. */
export function installGuideKeys(grid: HTMLElement): () => void {
  // The time up and down keep to over a run of them; any other move, or focus from elsewhere, forgets it.
  let anchor: number | undefined;
  let moving = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target.closest(cellSelector) : null;
    if (!target || !grid.contains(target)) return;
    const rows = gridCells(grid);
    const spans = rows.map((cells) => cells.map(spanOf));
    const from = positionOf(rows, target);
    if (!from) return;
    const time = isVertical(event.key) ? (anchor ?? spans[from.row]?.[from.cell]?.offset) : undefined;
    const to = gridMove(event.key, from, spans, directionOf(grid), time);
    if (!to) return;
    event.preventDefault();
    anchor = time;
    const cell = rows[to.row]?.[to.cell];
    if (!cell || cell === target) return;
    moving = true;
    cell.focus();
    moving = false;
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof Element ? event.target.closest(cellSelector) : null;
    if (!moving) anchor = undefined;
    if (target && grid.contains(target)) rove(grid, target);
  };
  rove(grid);
  grid.addEventListener("keydown", onKeyDown);
  grid.addEventListener("focusin", onFocusIn);
  return () => {
    grid.removeEventListener("keydown", onKeyDown);
    grid.removeEventListener("focusin", onFocusIn);
  };
}
