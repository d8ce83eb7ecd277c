import { describe, expect, test } from "vitest";
import { appFlagsOf } from "./appConfig";

const journey = (value: unknown) => appFlagsOf(value).onboardingJourney;
const maintenance = (value: unknown) => [...appFlagsOf(value).maintenance];

describe("the app configuration's flags", () => {
  test("the onboarding journey is on unless the configuration turns it off", () => {
    expect(journey({ defaultCountry: "JO" })).toBe(true);
    expect(journey(undefined)).toBe(true);
    expect(journey({ onboardingJourney: false })).toBe(false);
  });

  test("a configuration that is not what it should be leaves it off", () => {
    expect(journey("on")).toBe(false);
    expect(journey({ onboardingJourney: "yes" })).toBe(false);
  });

  test("the maintenance windows it opens are the areas set to true", () => {
    expect(maintenance({ maintenanceWindow: { streamingPages: true, settings: false } })).toEqual(["streamingPages"]);
    expect(maintenance({ maintenanceWindow: { landingPages: false } })).toEqual([]);
    expect(maintenance({})).toEqual([]);
  });

  test("a malformed window or configuration opens none: a bad value never takes the site down", () => {
    expect(maintenance({ maintenanceWindow: { streamingPages: "yes" } })).toEqual([]);
    expect(maintenance({ maintenanceWindow: { everything: true } })).toEqual([]);
    expect(maintenance({ maintenanceWindow: [true] })).toEqual([]);
    expect(maintenance("on")).toEqual([]);
  });
});

describe("the forced-update settings", () => {
  test("on with the apps' versions, off when not said or not a boolean", () => {
    expect(appFlagsOf({ webForceUpdate: true, iosAppVersion: "4.2.0", androidAppVersion: "4.1.0" }).forceUpdate).toEqual({ on: true, ios: "4.2.0", android: "4.1.0" });
    expect(appFlagsOf({}).forceUpdate.on).toBe(false);
    expect(appFlagsOf({ webForceUpdate: "yes" }).forceUpdate.on).toBe(false);
  });
});

describe("the consent settings", () => {
  test("the covered countries and the web domain script, the stand-in when it is empty", () => {
    expect(appFlagsOf({ onetrustCoveredCountries: ["FR", "GB"], onetrustConfig: { web: "0190-abc", ios: "x" } }).consent).toEqual({ covered: ["FR", "GB"], webDomainScript: "0190-abc" });
    expect(appFlagsOf({ onetrustCoveredCountries: [], onetrustConfig: { web: "" } }).consent).toEqual({ covered: [], webDomainScript: undefined });
  });

  test("a covered list that cannot be read asks everybody; a bad script id is the stand-in", () => {
    expect(appFlagsOf({ onetrustCoveredCountries: "FR" }).consent.covered).toBe("all");
    expect(appFlagsOf({}).consent.covered).toBe("all");
    expect(appFlagsOf({ onetrustCoveredCountries: ["fr"] }).consent.covered).toBe("all");
    expect(appFlagsOf({ onetrustConfig: { web: "<script>" } }).consent.webDomainScript).toBeUndefined();
    expect(appFlagsOf(7).consent.covered).toBe("all");
  });
});
