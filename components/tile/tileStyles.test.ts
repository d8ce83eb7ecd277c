import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { defaultResolution, imageSize, tileImageType, tileStyleNames } from "../tokens";

const stylesheet = readFileSync(path.join(import.meta.dirname, "../theme/global.css"), "utf8");

describe("the tile rules in theme/global.css", () => {
  test.each(tileStyleNames)("a %s tile's media box has its image type's aspect ratio, so nothing shifts when it loads", (style) => {
    const box = imageSize(tileImageType[style], defaultResolution);
    const rule = new RegExp(`\\.tile\\[data-tile-style="${style}"\\] \\.tile__media \\{[^}]*aspect-ratio: (\\d+) / (\\d+);`).exec(stylesheet);
    expect(rule, `no aspect-ratio rule for ${style} tiles`).not.toBeNull();
    expect(Number(rule?.[1]) / Number(rule?.[2])).toBeCloseTo(box.width / box.height, 5);
  });
});
