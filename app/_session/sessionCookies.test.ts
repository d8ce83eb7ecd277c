import { describe, expect, test } from "vitest";
import { hasLiveSession } from "./sessionCookies";

describe("the viewer's session cookie", () => {
  const now = 1_000_000;
  test.each([
    [undefined, String(now + 1), false],
    ["undefined", String(now + 1), false],
    ["null", String(now + 1), false],
    ["k", undefined, false],
    ["k", "soon", false],
    ["k", String(now), false],
    ["k", String(now + 1), true],
  ])("key %j expiring %j is live: %s", (key, expiry, live) => {
    expect(hasLiveSession(key, expiry, now)).toBe(live);
  });
});
