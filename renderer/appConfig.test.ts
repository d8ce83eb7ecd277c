import { describe, expect, test } from "vitest";
import { appFlagsOf } from "./appConfig";

describe("the app configuration's flags", () => {
  test("the onboarding journey is on unless the configuration turns it off", () => {
    expect(appFlagsOf({ defaultCountry: "JO" })).toEqual({ onboardingJourney: true });
    expect(appFlagsOf(undefined)).toEqual({ onboardingJourney: true });
    expect(appFlagsOf({ onboardingJourney: false })).toEqual({ onboardingJourney: false });
  });

  test("a configuration that is not what it should be leaves it off", () => {
    expect(appFlagsOf("on")).toEqual({ onboardingJourney: false });
    expect(appFlagsOf({ onboardingJourney: "yes" })).toEqual({ onboardingJourney: false });
  });
});
