import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { breakpointNames, breakpoints } from "../tokens";

const stylesheet = readFileSync(path.join(import.meta.dirname, "../theme/global.css"), "utf8");

describe("the slides switch in theme/global.css (rails, and a standalone tile's width)", () => {
  test("below the small breakpoint a rail and a standalone tile show the mobile count", () => {
    expect(stylesheet).toMatch(/\.rail,\s*\.slides \{\s*--slides: var\(--slides-mobile\);/);
  });

  test.each(breakpointNames.filter((name) => name !== "mobile"))("from the %s breakpoint (spec 9) they show that breakpoint's count", (name) => {
    const rule = new RegExp(`@media \\(min-width: ${breakpoints[name]}px\\) \\{\\s*\\.rail,\\s*\\.slides \\{\\s*--slides: var\\(--slides-${name}\\);`);
    expect(stylesheet).toMatch(rule);
  });
});
