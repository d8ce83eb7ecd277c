import { describe, expect, test } from "vitest";
import { latestPair } from "./versionPair";

describe("the versions the history compares first", () => {
  test("are the latest and the one before it", () => {
    expect(latestPair([{ version: 5 }, { version: 4 }, { version: 1 }])).toEqual({ older: 4, newer: 5 });
  });

  test("are the only version against itself", () => {
    expect(latestPair([{ version: 1 }])).toEqual({ older: 1, newer: 1 });
  });

  test("are none for a screen without versions", () => {
    expect(latestPair([])).toBeUndefined();
  });
});
