import { describe, expect, test } from "vitest";
import { appStoreOf, appVersionOf, compareVersions, minimumVersionOf, mustUpdate } from "./forceUpdate";

describe("the forced-update notice", () => {
  test("versions compare number by number", () => {
    expect(compareVersions("4.10", "4.9")).toBeGreaterThan(0);
    expect(compareVersions("4.0", "4.0.0")).toBe(0);
    expect(compareVersions("3.9.9", "4")).toBeLessThan(0);
  });

  test("an app older than its platform's version must update, only while the notice is on", () => {
    const config = { on: true, ios: "4.2.0", android: "4.1.0" };
    expect(mustUpdate(minimumVersionOf(config, "IOS_APP"), "4.1.9")).toBe(true);
    expect(mustUpdate(minimumVersionOf(config, "IOS_APP"), "4.2.0")).toBe(false);
    expect(mustUpdate(minimumVersionOf(config, "ANDROID_APP"), "4.1.0")).toBe(false);
    expect(mustUpdate(minimumVersionOf(config, "HMS_APP"), "4.0")).toBe(true);
    expect(mustUpdate(minimumVersionOf({ ...config, on: false }, "IOS_APP"), "1.0")).toBe(false);
    expect(minimumVersionOf(config, "WEB")).toBeUndefined();
    expect([appStoreOf("IOS_APP2"), appStoreOf("HMS_APP"), appStoreOf("SMART_TV")]).toEqual(["ios", "android", undefined]);
  });

  test("a version that cannot be read is never blocked", () => {
    expect(mustUpdate("4.2.0", undefined)).toBe(false);
    expect(mustUpdate("4.2.0", "beta")).toBe(false);
    expect(appVersionOf("4.2.0; rm -rf")).toBeUndefined();
  });
});
