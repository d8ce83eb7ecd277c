import { describe, expect, test } from "vitest";
import type { Viewer } from "@/domain/viewer";
import { segmentOf, type RequestFacts } from "./context";

/** A request whose every cookie and header claims the most a browser could want. */
function facts(viewer: Viewer, extra: Partial<RequestFacts> = {}): RequestFacts {
  const cookies: Record<string, string> = {
    userType: "subscribed",
    profileType: "ADULT",
    profileAgeLimit: "all",
    userCountry: "AE",
    platform: "IOS_APP",
    isWebView: "1",
  };
  const headers: Record<string, string> = { "x-country": "SA", "x-edge-country": "EG" };
  return { viewer, cookie: (name) => cookies[name], header: (name) => headers[name] ?? null, defaultCountry: "JO", ...extra };
}

const kid: Viewer = { userType: "registered", profile: { id: "k", kind: "kid", master: false, ageLimit: 7 }, accountCountry: "MA" };

describe("the viewer segment", () => {
  test("takes who the viewer is from the server's viewer, whatever the cookies claim", () => {
    expect(segmentOf(facts({ userType: "anonymous" }))).toMatchObject({ userType: "anonymous", profileKind: "adult", ageLimit: null });
    expect(segmentOf(facts(kid))).toMatchObject({ userType: "registered", profileKind: "kid", ageLimit: 7 });
  });

  test("gives a signed-in viewer without a selected profile the strictest limit", () => {
    expect(segmentOf(facts({ userType: "subscribed" }))).toMatchObject({ profileKind: "adult", ageLimit: 7 });
  });

  test("reads the country from the configured edge header only, then the account, then the default", () => {
    expect(segmentOf(facts({ userType: "anonymous" })).country).toBe("JO");
    expect(segmentOf(facts(kid)).country).toBe("MA");
    expect(segmentOf(facts(kid, { countryHeader: "x-edge-country" })).country).toBe("EG");
  });

  test("counts a country outside the spec's list as absent", () => {
    const junk = facts(kid, { countryHeader: "x-edge-country", header: () => "XQ" });
    expect(segmentOf(junk).country).toBe("MA");
  });

  test("keeps the platform and web-view cookies: they choose a presentation, not a right", () => {
    expect(segmentOf(facts({ userType: "anonymous" }))).toMatchObject({ platform: "IOS_APP", webView: true });
  });
});
