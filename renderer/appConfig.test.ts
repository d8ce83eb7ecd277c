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
