/**
 * What the grid guide draws (GuideGrid.tsx), worked out apart from the markup: the window's half-hour columns,
 * each channel's programmes placed on the time axis (clipped at the window's edges), which is on now, where the now
 * line goes, and which programme is the grid's one Tab stop before the viewer moves (the first one on now).
 */
import type { GuidePage, Programme } from "@/domain/guide";
import { alignWindow, isOnAt, isPastAt, minutesIntoWindow, placeInWindow, slotMinutes, timeSlots, type Placement, type TimeSpan, type TimeWindow } from "@/domain/guideTime";
import type { ContentItem } from "@/domain/types";

export interface GridCell {
  programme: Programme;
  placement: Placement;
  /** The 0-based slot the cell's column starts at, and the slots it spans without reaching into the next cell's. */
  column: number;
  columnSpan: number;
  current: boolean;
  past: boolean;
}

export interface GridRow {
  channel: ContentItem;
  cells: GridCell[];
}

export interface GridPosition {
  row: number;
  cell: number;
}

export interface GridModel {
  window: TimeWindow;
  slots: TimeSpan[];
  /** The window's length in minutes: the time axis's length. */
  minutes: number;
  rows: GridRow[];
  /** Minutes from the window's start to the page's moment; absent when that moment is outside the window. */
  now?: number;
  /** The cell that is the grid's Tab stop until the keyboard moves it; absent when no row has a programme. */
  stop?: GridPosition;
}

/** Three hours from the page's moment when the page was asked for no window. */
const defaultHours = 3;

function windowOf(page: GuidePage): TimeWindow {
  if (page.window) return page.window;
  const from = Date.parse(page.at);
  const start = Number.isNaN(from) ? 0 : from;
  return { from: new Date(start).toISOString(), to: new Date(start + defaultHours * 3_600_000).toISOString() };
}

function cellsOf(programmes: readonly Programme[], window: TimeWindow, at: string): GridCell[] {
  const placed = [...programmes]
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .flatMap((programme) => {
      const placement = placeInWindow(programme, window);
      return placement ? [{ programme, placement }] : [];
    });
  return placed.map(({ programme, placement }, index) => {
    const following = placed[index + 1]?.placement.column;
    const room = following === undefined ? placement.columnSpan : following - placement.column;
    const current = isOnAt(programme, at);
    return {
      programme,
      placement,
      column: placement.column,
      columnSpan: Math.max(1, Math.min(placement.columnSpan, room)),
      current,
      past: !current && isPastAt(programme, at),
    };
  });
}

/** The first programme on now, else the first programme of the first row that has one. */
export function initialStop(rows: readonly GridRow[]): GridPosition | undefined {
  for (const [row, { cells }] of rows.entries()) {
    const cell = cells.findIndex((candidate) => candidate.current);
    if (cell >= 0) return { row, cell };
  }
  const row = rows.findIndex(({ cells }) => cells.length > 0);
  return row >= 0 ? { row, cell: 0 } : undefined;
}

export function gridModel(page: GuidePage): GridModel {
  const asked = windowOf(page);
  const window = alignWindow(asked, slotMinutes) ?? asked;
  const slots = timeSlots(window, slotMinutes);
  const rows = page.channels.map(({ channel, programmes }) => ({ channel, cells: cellsOf(programmes ?? [], window, page.at) }));
  const now = minutesIntoWindow(page.at, window);
  const stop = initialStop(rows);
  return { window, slots, minutes: slots.length * slotMinutes, rows, ...(now === undefined ? {} : { now }), ...(stop ? { stop } : {}) };
}
