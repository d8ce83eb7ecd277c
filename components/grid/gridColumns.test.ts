import { describe, expect, test } from "vitest";
import { grid } from "../tokens";
import { gridColumnsRules } from "./gridColumns";

describe("the grid's columns by size class (spec 9)", () => {
  const css = gridColumnsRules();

  test("phones: 3 posters, 1 landscape, 3 squares, without a media query", () => {
    const base = css.slice(0, css.indexOf("@media"));
    expect(base).toContain("--grid-columns: 3;");
    expect(base).toContain('&[data-tile-style="episode"] { --grid-columns: 1; }');
    expect(base).toContain('&[data-tile-style="live-channel"] { --grid-columns: 3; }');
  });

  test.each([
    ["smallDesktop", 768],
    ["medium", 1024],
    ["hd", 1280],
    ["largest", 1440],
  ] as const)("%s from %i px: the token's columns, media columns and square columns", (sizeClass, width) => {
    const block = new RegExp(`@media \\(min-width: ${width}px\\) \\{ ([^@]*) \\}`).exec(css)?.[1] ?? "";
    const { columns, mediaColumns, squareColumns } = grid[sizeClass];
    expect(block).toContain(`--grid-columns: ${columns};`);
    expect(block).toContain(`&[data-tile-style="landscape"], &[data-tile-style="episode"] { --grid-columns: ${mediaColumns}; }`);
    expect(block).toContain(`&[data-tile-style="square"], &[data-tile-style="live-channel"] { --grid-columns: ${squareColumns}; }`);
  });

  test("a medium screen held upright shows 6 posters", () => {
    expect(css).toContain('@media (min-width: 1024px) and (max-width: 1279px) and (orientation: portrait) { &[data-tile-style="poster"] { --grid-columns: 6; } }');
  });
});
