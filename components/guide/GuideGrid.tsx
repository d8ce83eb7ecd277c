/**
 * The grid guide (issue 30 §1): channels as rows, half hours as columns, a real ARIA grid (row headers name the
 * channels, column headers the times) that scrolls on both axes inside its own box, with the channel column held at
 * the inline-start edge and the times held at the top. Programmes sit on the time axis by their minutes, so in
 * Arabic time runs right to left with no code of its own (logical CSS only). The one on now is marked
 * (`aria-current="time"` and an accent edge), a line shows the page's moment, and "Jump to now" scrolls to it.
 *
 * Server-rendered. Its client parts are small: the keyboard (GuideGridKeys), the jump button, and the times, which
 * re-format in the browser's zone after hydration (LocalTime). Filters are links the page builds (GuideFilterBar).
 */
/* oxlint-disable jsx-a11y/prefer-tag-over-role -- programmes are boxes placed on a time axis by their minutes, which
   table layout cannot do (a table's cells are its columns); the WAI-ARIA grid roles give them the table's meaning. */
import type { GuideFilters, GuidePage } from "@/domain/guide";
import type { TimeDisplay } from "@/domain/guideTime";
import type { CustomProperties } from "../rail/slides";
import { cx } from "../theme/cx";
import { GuideFilterBar, type GuideFilterBarProps } from "./GuideFilterBar";
import { GuideGridKeys, JumpToNow } from "@/components/clientParts";
import styles from "./GuideGrid.module.css";
import type { GuideLabels } from "./guideLabels";
import { gridModel, type GridCell, type GridModel, type GridPosition } from "./gridModel";
import { localTime } from "./localTimeElement";

export interface GuideGridProps {
  /** A page of channels with their programmes in `page.window` (three hours from `page.at` when it has none). */
  page: GuidePage;
  display: TimeDisplay;
  labels: GuideLabels;
  /** Unique on the page: the grid's, the now line's and the filters' ids start with it. */
  id: string;
  /** The filter bar, when the page offers one: the filters and the links that choose them. */
  filters?: Pick<GuideFilterBarProps, "active" | "filterHref" | "allHref"> & { filters: GuideFilters };
  /** Where a channel's name leads (its own page). The link is the row's first stop for the grid's keys. */
  channelHref?: (channel: GuidePage["channels"][number]["channel"]) => string;
  className?: string;
}

/** Where a box sits on the time axis, in minutes: GuideGrid.module.css turns them into lengths. */
function axisStyle(offset: number, length: number): CustomProperties {
  return { "--offset": offset, "--length": length };
}

interface CellProps {
  cell: GridCell;
  row: number;
  index: number;
  stop: GridPosition | undefined;
  display: TimeDisplay;
}

function ProgrammeCell({ cell, row, index, stop, display }: CellProps) {
  const { programme, placement } = cell;
  const isStop = stop?.row === row && stop.cell === index;
  return (
    <div
      role="gridcell"
      tabIndex={isStop ? 0 : -1}
      aria-colindex={cell.column + 2}
      aria-colspan={cell.columnSpan}
      aria-current={cell.current ? "time" : undefined}
      className={cx(styles.cell, cell.current && styles.current, cell.past && styles.past)}
      style={axisStyle(placement.offset, placement.length)}
      data-guide-cell=""
      data-programme={programme.id}
      data-row={row}
      data-offset={placement.offset}
      data-length={placement.length}
    >
      <span className={styles.cellTitle}>{programme.title}</span>
      {localTime({ kind: "range", start: programme.start, end: programme.end }, display, styles.cellTime)}
    </div>
  );
}

interface RowProps {
  model: GridModel;
  row: number;
  display: TimeDisplay;
  labels: GuideLabels;
  channelHref: GuideGridProps["channelHref"];
}

function ChannelRow({ model, row, display, labels, channelHref }: RowProps) {
  const data = model.rows[row];
  if (!data) return null;
  return (
    <div role="row" aria-rowindex={row + 2} className={styles.row}>
      <div role="rowheader" aria-colindex={1} className={styles.channel}>
        {channelHref ? (
          // Before the programmes on the time axis (offset -1), so the keys reach it with Home or the arrow back.
          <a href={channelHref(data.channel)} className={cx(styles.channelName, styles.channelLink)} tabIndex={-1} data-guide-cell="" data-row={row} data-offset={-1} data-length={0}>
            {data.channel.title}
          </a>
        ) : (
          <span className={styles.channelName}>{data.channel.title}</span>
        )}
      </div>
      {data.cells.length === 0 ? (
        <div role="gridcell" aria-colindex={2} aria-colspan={Math.max(1, model.slots.length)} className={styles.empty} style={axisStyle(0, model.minutes)}>
          {labels.gap}
        </div>
      ) : (
        data.cells.map((cell, index) => <ProgrammeCell key={cell.programme.id} cell={cell} row={row} index={index} stop={model.stop} display={display} />)
      )}
    </div>
  );
}

function HeaderRow({ model, display, labels }: { model: GridModel; display: TimeDisplay; labels: GuideLabels }) {
  const slotLength = model.slots.length > 0 ? model.minutes / model.slots.length : 0;
  return (
    <div role="row" aria-rowindex={1} className={cx(styles.row, styles.head)}>
      <div role="columnheader" aria-colindex={1} className={styles.corner}>
        {labels.channel}
      </div>
      {model.slots.map((slot, index) => (
        <div key={slot.start} role="columnheader" aria-colindex={index + 2} className={styles.slot} style={axisStyle(index * slotLength, slotLength)}>
          {localTime({ kind: "time", at: slot.start }, display)}
        </div>
      ))}
    </div>
  );
}

export function GuideGrid({ page, display, labels, id, filters, channelHref, className }: GuideGridProps) {
  const model = gridModel(page);
  const gridId = `${id}-grid`;
  const nowId = `${id}-now`;
  const gridStyle: CustomProperties = { "--guide-minutes": model.minutes };
  const nowStyle: CustomProperties = { "--now": model.now ?? 0 };
  return (
    <div className={cx(styles.root, className)} data-guide="grid">
      {filters || model.now !== undefined ? (
        <div className={styles.toolbar}>
          {filters ? <GuideFilterBar {...filters} labels={labels.filters} locale={display.locale} country={display.country} id={`${id}-filters`} /> : null}
          {model.now === undefined ? null : <JumpToNow targetId={nowId} label={labels.jumpToNow} className={styles.jump} />}
        </div>
      ) : null}
      <div className={styles.scroller}>
        <div role="grid" id={gridId} aria-label={labels.label} aria-rowcount={model.rows.length + 1} aria-colcount={model.slots.length + 1} className={styles.grid} style={gridStyle}>
          <HeaderRow model={model} display={display} labels={labels} />
          {model.rows.map((row, index) => (
            <ChannelRow key={row.channel.id} model={model} row={index} display={display} labels={labels} channelHref={channelHref} />
          ))}
          {model.now === undefined ? null : <div id={nowId} className={styles.nowLine} style={nowStyle} aria-hidden="true" />}
        </div>
      </div>
      <GuideGridKeys gridId={gridId} />
    </div>
  );
}
