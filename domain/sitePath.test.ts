import { describe, expect, test } from "vitest";
import { isSitePath, sitePathOr } from "./sitePath";

describe("a same-site path", () => {
  test.each(["/", "/ar/hub/settings", "/hub/login?redirect=%2Fhub", "/ar/series#top"])("accepts %s", (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  test.each(["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/a b", "/a\u0000", "ar/hub", "", "/x:y"])(
    "refuses %j",
    (value) => {
      expect(isSitePath(value)).toBe(false);
      expect(sitePathOr(value)).toBe("/");
    },
  );
});
