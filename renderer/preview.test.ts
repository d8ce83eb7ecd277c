import { describe, expect, test } from "vitest";
import { isManageToken, isPreviewCookie, previewCookieValue, previewLifetimeSeconds } from "./preview";

describe("preview mode", () => {
  test("a cookie signed with the management token opens preview until it expires", () => {
    const now = Date.UTC(2026, 10, 21);
    const cookie = previewCookieValue(now, "secret");
    expect(isPreviewCookie(cookie, now + 1000, "secret")).toBe(true);
    expect(isPreviewCookie(cookie, now + (previewLifetimeSeconds + 1) * 1000, "secret")).toBe(false);
  });

  test.each([
    ["signed with another token", (c: string) => c, "other"],
    ["with a changed expiry", (c: string) => c.replace(/^\d+/, "9999999999"), "secret"],
    ["missing", () => "", "secret"],
    ["garbage", () => "abc.def", "secret"],
  ])("a cookie %s opens nothing", (_case, mangle, verifyWith) => {
    const now = Date.UTC(2026, 10, 21);
    expect(isPreviewCookie(mangle(previewCookieValue(now, "secret")), now, verifyWith)).toBe(false);
  });

  test("the token check accepts only the exact token", () => {
    expect(isManageToken("secret", "secret")).toBe(true);
    expect(isManageToken("secret2", "secret")).toBe(false);
    expect(isManageToken("", "secret")).toBe(false);
    expect(isManageToken(null, "secret")).toBe(false);
  });
});
