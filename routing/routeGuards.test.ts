import { describe, expect, test } from "vitest";
import type { UserType } from "@/domain/types";
import { builtInRouteTable } from "./loadRouteTable";
import { guardOf, returnPath } from "./routeTable";

/** The guards of the seeded table (services/seed/routes.json), which every instance starts from. */
const guard = (path: string, search: string, userType: UserType) => guardOf(builtInRouteTable(), path, search, userType);

describe("the seeded route table's guards", () => {
  test.each([
    ["/hub/settings", "", "anonymous", "/hub/login?redirect=%2Fhub%2Fsettings"],
    ["/hub/settings/notifications", "?tab=2", "anonymous", "/hub/login?redirect=%2Fhub%2Fsettings%2Fnotifications%3Ftab%3D2"],
    ["/HUB/Parental-Control/", "", "anonymous", "/hub/login?redirect=%2FHUB%2FParental-Control%2F"],
    ["/hub/login", "", "registered", "/"],
    ["/hub/mobile-registration", "", "subscribed", "/"],
    ["/hub/manage-subscriptions", "", "anonymous", "/hub/login?redirect=%2Fhub%2Fmanage-subscriptions"],
    ["/hub/manage-subscriptions", "", "registered", "/promo"],
  ] as const)("%s%s for a %s viewer goes to %s", (path, search, userType, redirect) => {
    expect(guard(path, search, userType)).toEqual({ redirect });
  });

  test.each([
    ["/hub/login", "anonymous"],
    ["/hub/settings", "registered"],
    ["/hub/reset-password", "anonymous"],
    ["/hub/reset-password", "subscribed"],
    ["/hub/manage-subscriptions", "subscribed"],
    ["/home", "anonymous"],
  ] as const)("%s is open to a %s viewer", (path, userType) => {
    expect(guard(path, "", userType)).toBeUndefined();
  });

  test.each([
    ["/hub/settings", "/hub/settings"],
    ["//evil.example/x", "/"],
    ["https://evil.example", "/"],
    [null, "/"],
  ])("a sign-in returns to %s as %s", (redirect, expected) => {
    expect(returnPath(redirect)).toBe(expected);
  });
});
