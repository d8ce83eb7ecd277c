import { describe, expect, test } from "vitest";
import { levelOfHeight, qualityChoices } from "./qualityLevels";

describe("quality levels (spec 3)", () => {
  test("heights map to the spec's levels", () => {
    expect([2160, 1080, 720, 540, 480, 360, 240].map(levelOfHeight)).toEqual(["supreme", "fullHd", "high", "medium", "medium", "low", "low"]);
  });

  test("one choice per level, best first, the richest rendition of a level", () => {
    const choices = qualityChoices([
      { id: 1, height: 360, bandwidth: 600_000 },
      { id: 2, height: 540, bandwidth: 1_200_000 },
      { id: 3, height: 720, bandwidth: 2_400_000 },
      { id: 4, height: 360, bandwidth: 800_000 },
    ]);
    expect(choices.map((choice) => [choice.level, choice.rendition.id])).toEqual([["high", 3], ["medium", 2], ["low", 4]]);
  });
});
