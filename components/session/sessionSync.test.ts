import { describe, expect, test } from "vitest";
import { cookieValue } from "./cookieValue";
import { logoutTarget, skipsRefetch } from "./sessionSync";

describe("the shell's session checks", () => {
  test("a 401 logs out with the expiry flag, unless the fault code is 407 'Invalid Token'", () => {
    expect(logoutTarget("ar", "SESSION_EXPIRED")).toBe("/ar/logout?isSessionExpired=true");
    expect(logoutTarget("en", undefined)).toBe("/en/logout?isSessionExpired=true");
    expect(logoutTarget("fr", "407")).toBe("/fr/logout");
  });

  test("settings and logout skip the refetch", () => {
    expect(skipsRefetch("/ar/hub/settings")).toBe(true);
    expect(skipsRefetch("/en/logout")).toBe(true);
    expect(skipsRefetch("/ar/home")).toBe(false);
    expect(skipsRefetch("/ar/hub/settingsx")).toBe(false);
  });

  test("reads a cookie by name", () => {
    expect(cookieValue("a=1; userType=registered; b=2", "userType")).toBe("registered");
    expect(cookieValue("a=1", "userType")).toBeUndefined();
  });
});
