import { describe, expect, test } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  test("joins the present names in order", () => {
    expect(cx("a", undefined, false, "b", null, "", "c")).toBe("a b c");
  });
  test("gives undefined when nothing is left, so no empty class attribute is rendered", () => {
    expect(cx(undefined, false)).toBeUndefined();
  });
});
