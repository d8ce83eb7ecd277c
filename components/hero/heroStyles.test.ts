import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { breakpoints, imageSize, type ImageType, type Resolution } from "../tokens";

const stylesheet = readFileSync(path.join(import.meta.dirname, "HeroView.module.css"), "utf8");

/** The aspect ratio the rule for `selector` in `css` sets, as a number. */
function aspectRatio(css: string, selector: string): number | undefined {
  const match = new RegExp(`${selector.replace(".", "\\.")} \\{[^}]*aspect-ratio: (\\d+) / (\\d+);`).exec(css);
  return match ? Number(match[1]) / Number(match[2]) : undefined;
}

/** The stylesheet split into the rules outside any media query and those inside `@media (min-width: …px)` blocks. */
function byMediaQuery(css: string, minWidth: number): { base: string; inside: string } {
  const opening = `@media (min-width: ${minWidth}px) {`;
  let base = "";
  let inside = "";
  let at = 0;
  for (let start = css.indexOf(opening); start !== -1; start = css.indexOf(opening, at)) {
    base += css.slice(at, start);
    let depth = 1;
    let end = start + opening.length;
    while (depth > 0 && end < css.length) {
      if (css[end] === "{") depth += 1;
      else if (css[end] === "}") depth -= 1;
      end += 1;
    }
    inside += css.slice(start + opening.length, end - 1);
    at = end;
  }
  return { base: base + css.slice(at), inside };
}

const ratio = (type: ImageType, resolution: Resolution) => {
  const crop = imageSize(type, resolution);
  return crop.width / crop.height;
};

describe("the hero rules in HeroView.module.css", () => {
  const { base, inside: small } = byMediaQuery(stylesheet, breakpoints.small);

  test("every media query is spec 9's small breakpoint, and says so", () => {
    const queries = [...stylesheet.matchAll(/(\/\* (\w+) \*\/\s*)?@media \(min-width: (\d+)px\)/g)];
    expect(queries.length).toBeGreaterThan(0);
    for (const [, , name, width] of queries) {
      expect(name).toBe("small");
      expect(Number(width)).toBe(breakpoints.small);
    }
  });

  test("below the small breakpoint a slide has the mobile hero crop's aspect ratio, so nothing shifts when it loads", () => {
    expect(aspectRatio(base, ".slide")).toBeCloseTo(ratio("hero", "mobile"), 5);
  });

  test("from the small breakpoint a slide has the wide hero crop's, and a narrow one (landing hero) the landscape crop's", () => {
    expect(aspectRatio(small, ".slide")).toBeCloseTo(ratio("hero", "fhd"), 5);
    expect(aspectRatio(small, ".narrow")).toBeCloseTo(ratio("landscape", "fhd"), 5);
  });
});
