import { describe, expect, test } from "vitest";
import { builtInRouteTable } from "@/routing/loadRouteTable";
import { landingAfterSocial as landingIn, pathAfterSignIn } from "./completeSignIn";

const landingAfterSocial = (...args: Parameters<typeof landingIn> extends [unknown, ...infer Rest] ? Rest : never) => landingIn(builtInRouteTable(), ...args);

describe("where a sign-in lands", () => {
  test("home with several profiles asks who is watching; anywhere else is kept", () => {
    expect(pathAfterSignIn("/", 2)).toBe("/hub/profile-selection");
    expect(pathAfterSignIn("/", 1)).toBe("/");
    expect(pathAfterSignIn("/hub/settings", 3)).toBe("/hub/settings");
  });

  test("a new account's one profile with onboarding ahead goes there instead of home; a remembered page wins", () => {
    expect(pathAfterSignIn("/", 1, true)).toBe("/hub/onboarding");
    expect(pathAfterSignIn("/", 2, true)).toBe("/hub/profile-selection");
    expect(pathAfterSignIn("/hub/payment-methods?package=shasha-vip", 1, true)).toBe("/hub/payment-methods?package=shasha-vip");
    expect(landingAfterSocial("/en/hub/login", "en", "registered", 1, true)).toBe("/en/hub/onboarding");
  });

  test("a social sign-in started on the login page lands home, in the flow's language", () => {
    expect(landingAfterSocial("/en/hub/login", "en", "registered", 1)).toBe("/en");
    expect(landingAfterSocial("/ar/hub/login", "ar", "subscribed", 3)).toBe("/ar/hub/profile-selection");
  });

  test("a social sign-in started for a guarded page goes back to it, query included", () => {
    expect(landingAfterSocial("/fr/hub/settings", "fr", "registered", 2)).toBe("/fr/hub/settings");
    expect(landingAfterSocial("/en/series/x?season=2", "en", "registered", 1)).toBe("/en/series/x?season=2");
  });

  test("a registered viewer is not sent back to a subscription-only page", () => {
    expect(landingAfterSocial("/en/hub/manage-subscriptions", "en", "registered", 1)).toBe("/en/promo");
  });
});
