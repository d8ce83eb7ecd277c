import { describe, expect, test } from "vitest";
import { activeGroupsOf, activeGroupsText, consentCookieValue, consentModeUpdate, consentSignals, groupsOfConsentCookie, isCovered } from "./consent";

describe("consent", () => {
  test("the covered countries are asked; an unreadable configuration asks everybody", () => {
    expect(isCovered("fr", ["FR", "DE"])).toBe(true);
    expect(isCovered("JO", ["FR", "DE"])).toBe(false);
    expect(isCovered("JO", "all")).toBe(true);
  });

  test("the manager's active groups always hold the necessary group and nothing unknown", () => {
    expect([...activeGroupsOf(",C0002,C0004,X9,")].sort()).toEqual(["C0001", "C0002", "C0004"]);
    expect([...activeGroupsOf(undefined)]).toEqual(["C0001"]);
    expect(activeGroupsText(new Set(["C0004", "C0002"]))).toBe(",C0001,C0002,C0004,");
  });

  test("the decision cookie reads back what it wrote", () => {
    const value = consentCookieValue(new Set(["C0003"]), new Date("2026-11-29T10:00:00Z"));
    expect(new URLSearchParams(value).get("groups")).toBe("C0001:1,C0002:0,C0003:1,C0004:0,C0005:0");
    expect([...(groupsOfConsentCookie(value) ?? [])].sort()).toEqual(["C0001", "C0003"]);
    expect(groupsOfConsentCookie("isGpcEnabled=0")).toBeUndefined();
    expect(groupsOfConsentCookie(undefined)).toBeUndefined();
  });

  test("in a covered country performance lets analytics run and targeting the ad audience; elsewhere all runs", () => {
    expect(consentSignals(true, new Set(["C0001"]))).toEqual({ analytics: false, adAudience: false, personalisation: false });
    expect(consentSignals(true, new Set(["C0001", "C0002"]))).toEqual({ analytics: true, adAudience: false, personalisation: false });
    expect(consentSignals(true, new Set(["C0004"]))).toEqual({ analytics: false, adAudience: true, personalisation: true });
    expect(consentSignals(false, new Set())).toEqual({ analytics: true, adAudience: true, personalisation: true });
    expect(consentModeUpdate({ analytics: true, adAudience: false, personalisation: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      personalization_storage: "denied",
    });
  });
});
