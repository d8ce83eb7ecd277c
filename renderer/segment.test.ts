import { describe, expect, test } from "vitest";
import { decodeSegment, encodeSegment } from "./segment";

describe("the viewer segment in a path", () => {
  test("round-trips", () => {
    const segment = { userType: "subscribed" as const, profileKind: "kid" as const, platform: "IOS_APP" as const, webView: true, country: "EG" };
    expect(encodeSegment(segment)).toBe("subscribed.kid.IOS_APP.1.EG");
    expect(decodeSegment(encodeSegment(segment))).toEqual(segment);
  });

  test.each([
    ["an unknown user type", "admin.adult.WEB.0.JO"],
    ["an unknown platform", "anonymous.adult.PS5.0.JO"],
    ["a bad web-view flag", "anonymous.adult.WEB.yes.JO"],
    ["a lower-case country", "anonymous.adult.WEB.0.jo"],
    ["an extra part", "anonymous.adult.WEB.0.JO.x"],
    ["a missing part", "anonymous.adult.WEB.0"],
  ])("rejects %s", (_case, value) => {
    expect(decodeSegment(value)).toBeUndefined();
  });
});
