import { describe, expect, test } from "vitest";
import { safeReturnPath, studioSessionOf } from "./studioSession";

describe("the studio session cookie", () => {
  test("only a studio session is passed on, never another credential the browser put there", () => {
    const session = `sts_${"a".repeat(43)}`;
    expect(studioSessionOf(session)).toBe(session);
    for (const value of [undefined, "", "shasha-dev-manage-token", `sht_${"a".repeat(43)}`, `sts_${"a".repeat(42)}`, `sts_${"a".repeat(43)} `, `sts_${"a".repeat(42)}/`]) {
      expect(studioSessionOf(value)).toBeUndefined();
    }
  });

  test("sign-in returns only to studio pages", () => {
    expect(safeReturnPath("/studio/edit?screen=%2Fuser%2Flogin-form")).toBe("/studio/edit?screen=%2Fuser%2Flogin-form");
    for (const value of [null, "https://evil.example/studio", "//evil.example/studio", "/studio//evil.example", "/ar/home", "/studiox", "javascript:alert(1)"]) {
      expect(safeReturnPath(value)).toBe("/studio");
    }
  });
});
