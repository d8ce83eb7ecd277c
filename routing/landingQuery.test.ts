import { describe, expect, test } from "vitest";
import { readsLandingQuery } from "./landingQuery";

describe("readsLandingQuery", () => {
  test.each(["page=2", "sort=newest", "genre=drama", "eventType=sport", "source=upsell", "widget=subscriptions", "tournament=c1&matchday=3", "date=2026-11-27"])(
    "%s is drawn for the request, not taken from the page cache",
    (search) => {
      expect(readsLandingQuery(new URLSearchParams(search))).toBe(true);
    },
  );

  test.each(["", "utm_source=newsletter", "mobile=true&platform=android", "x=1"])("'%s' leaves the landing cacheable", (search) => {
    expect(readsLandingQuery(new URLSearchParams(search))).toBe(false);
  });
});
