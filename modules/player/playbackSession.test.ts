import { describe, expect, test } from "vitest";
import { engineErrorCode } from "./playbackSession";

describe("what an engine threw while attaching", () => {
  test("its numeric code (shaka's errors carry one), else 0", () => {
    expect(engineErrorCode({ code: 6007, message: "licence request failed" })).toBe(6007);
    expect(engineErrorCode(Object.assign(new Error("no key system"), { code: 6001 }))).toBe(6001);
    expect(engineErrorCode({ code: "6007" })).toBe(0);
    expect(engineErrorCode(new Error("plain"))).toBe(0);
    expect(engineErrorCode("failed")).toBe(0);
    expect(engineErrorCode(null)).toBe(0);
    expect(engineErrorCode(undefined)).toBe(0);
  });
});
