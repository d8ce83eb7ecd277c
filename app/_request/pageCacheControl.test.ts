import { describe, expect, test } from "vitest";
import { cachedPageCacheControl } from "./pageCacheControl";

describe("Cache-Control of a cached page", () => {
  test("a guest's page may be kept by a shared cache: 60 s fresh, stale while revalidating and on errors", () => {
    const value = cachedPageCacheControl(true);
    expect(value.split(", ")).toEqual(["public", "max-age=0", "s-maxage=10", "stale-while-revalidate=600", "stale-if-error=86400"]);
  });

  test("a signed-in viewer's or a web view's page never goes to a shared cache", () => {
    const value = cachedPageCacheControl(false);
    expect(value).toBe("private, no-cache");
    expect(value).not.toMatch(/public|s-maxage/);
  });
});
