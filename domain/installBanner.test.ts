import { describe, expect, test } from "vitest";
import { installBannerDue, installBannerPauseMs, storeOf } from "./installBanner";

describe("the app-install banner", () => {
  test("offers the device's store: iOS and Android, nothing on a computer", () => {
    expect(storeOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(storeOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", true)).toBe("ios");
    expect(storeOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile")).toBe("android");
    expect(storeOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15")).toBeUndefined();
    expect(storeOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0")).toBeUndefined();
  });

  test("closed, it stays hidden for a day, then reminds", () => {
    const closed = Date.UTC(2026, 10, 29, 12);
    expect(installBannerDue(Number.NaN, closed)).toBe(true);
    expect(installBannerDue(closed, closed + 60_000)).toBe(false);
    expect(installBannerDue(closed, closed + installBannerPauseMs - 1)).toBe(false);
    expect(installBannerDue(closed, closed + installBannerPauseMs)).toBe(true);
  });

  test("a closing time in the future (a clock put back) does not hide it for good", () => {
    expect(installBannerDue(Date.UTC(2030, 0, 1), Date.UTC(2026, 10, 29))).toBe(true);
  });
});
