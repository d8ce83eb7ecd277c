/**
 * The grid's columns per size class (spec 9), as CSS: `--grid-columns` for each tile kind in each size class,
 * from the `grid` tokens, so the numbers live in one place.
 */
import { breakpoints, grid, type BreakpointName } from "../tokens";

type SizeClass = keyof typeof grid;

/** Where each size class starts; the mobile class is the default below `small`. */
const sizeClassStarts: readonly [SizeClass, BreakpointName | undefined][] = [
  ["mobile", undefined],
  ["smallDesktop", "small"],
  ["medium", "medium"],
  ["hd", "high"],
  ["largest", "full"],
];

function rules(sizeClass: SizeClass): string {
  const columns = grid[sizeClass];
  return [
    `--grid-columns: ${columns.columns};`,
    `&[data-tile-style="landscape"], &[data-tile-style="episode"] { --grid-columns: ${columns.mediaColumns}; }`,
    `&[data-tile-style="square"], &[data-tile-style="live-channel"] { --grid-columns: ${columns.squareColumns}; }`,
  ].join("\n");
}

export function gridColumnsRules(): string {
  const portrait = grid.medium.portraitColumns;
  return sizeClassStarts
    .map(([sizeClass, start]) => (start === undefined ? rules(sizeClass) : `@media (min-width: ${breakpoints[start]}px) { ${rules(sizeClass)} }`))
    .concat(
      // A medium screen held upright (a tablet in portrait) shows more, narrower posters.
      `@media (min-width: ${breakpoints.medium}px) and (max-width: ${breakpoints.high - 1}px) and (orientation: portrait) { &[data-tile-style="poster"] { --grid-columns: ${portrait}; } }`,
    )
    .join("\n");
}

export const gridColumnsCss = gridColumnsRules();
