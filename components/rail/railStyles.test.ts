import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { breakpointNames, breakpoints } from "../tokens";

const stylesheet = readFileSync(path.join(import.meta.dirname, "../theme/global.css"), "utf8");

describe("the rail rules in theme/global.css", () => {
  test("below the small breakpoint a rail shows its mobile count", () => {
    expect(stylesheet).toMatch(/\.rail \{\s*--slides: var\(--slides-mobile\);/);
  });

  test.each(breakpointNames.filter((name) => name !== "mobile"))("from the %s breakpoint (spec 9) a rail shows that breakpoint's count", (name) => {
    const rule = new RegExp(`@media \\(min-width: ${breakpoints[name]}px\\) \\{\\s*\\.rail \\{\\s*--slides: var\\(--slides-${name}\\);`);
    expect(stylesheet).toMatch(rule);
  });
});
