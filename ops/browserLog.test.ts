import { afterEach, describe, expect, test, vi } from "vitest";
import { log, redacted } from "./browserLog";

afterEach(() => vi.restoreAllMocks());

describe("the browser's log", () => {
  test("never writes a secret-named detail's value", () => {
    expect(redacted({ time: "t", level: "warn", code: "x", token: "abc", otp: "123456", screenId: "home" })).toEqual({ time: "t", level: "warn", code: "x", token: "[redacted]", otp: "[redacted]", screenId: "home" });
  });

  test("writes errors to the console's error stream with a time, redacted", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    log({ level: "error", code: "block-render-failed", password: "hunter2" });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ level: "error", code: "block-render-failed", password: "[redacted]", time: expect.any(String) });
  });
});
