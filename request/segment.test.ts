import { describe, expect, test } from "vitest";
import { decodeSegment, encodeSegment } from "./segment";

describe("the viewer segment in a path", () => {
  test("round-trips", () => {
    const segment = { userType: "subscribed" as const, profileKind: "kid" as const, platform: "IOS_APP" as const, webView: true, country: "EG", ageLimit: 7 as const };
    expect(encodeSegment(segment)).toBe("subscribed.kid.IOS_APP.1.EG.7");
    expect(decodeSegment(encodeSegment(segment))).toEqual(segment);
    const open = { ...segment, profileKind: "adult" as const, ageLimit: null };
    expect(decodeSegment(encodeSegment(open))).toEqual(open);
  });

  test.each([
    ["an unknown user type", "admin.adult.WEB.0.JO.all"],
    ["an unknown platform", "anonymous.adult.PS5.0.JO.all"],
    ["a bad web-view flag", "anonymous.adult.WEB.yes.JO.all"],
    ["a lower-case country", "anonymous.adult.WEB.0.jo.all"],
    ["a country outside the spec's list", "anonymous.adult.WEB.0.XQ.all"],
    ["a malformed escape", "anonymous.adult.WEB.0.JO.%E0%A4%A"],
    ["an age limit that is no rating", "anonymous.adult.WEB.0.JO.13"],
    ["an extra part", "anonymous.adult.WEB.0.JO.all.x"],
    ["a missing part", "anonymous.adult.WEB.0.JO"],
  ])("rejects %s", (_case, value) => {
    expect(decodeSegment(value)).toBeUndefined();
  });
});
