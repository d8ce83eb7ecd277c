import { describe, expect, test } from "vitest";
import { isCanceled, revokedAfterParking, userStatus, type SubscriptionFacts, type SubscriptionStatus } from "./userStatus";

const svod = (subscriptionStatus: SubscriptionStatus, nextSku?: string): SubscriptionFacts => ({ purchaseType: "SVOD", subscriptionStatus, nextSku });

describe("user status (spec 4)", () => {
  test("no user is anonymous", () => {
    expect(userStatus(undefined)).toBe("anonymous");
  });

  test.each([
    [[], "registered"],
    [[svod("ACTIVE")], "subscribed"],
    [[svod("ACTIVE_CANCELED")], "subscribed"],
    [[svod("REMOVED")], "suspended"],
    [[svod("REMOVED"), svod("ACTIVE")], "subscribed"],
    [[svod("ACTIVE_FREEZE")], "registered"],
    [[svod("PENDINGACTIVATION")], "registered"],
    [[svod("Revoked-Churned Involuntary")], "registered"],
    [[{ purchaseType: "TVOD", subscriptionStatus: "ACTIVE" as const }], "registered"],
  ] as const)("subscriptions %j make the user %s", (subscriptions, expected) => {
    expect(userStatus({ subscriptions })).toBe(expected);
  });

  test("canceled means ACTIVE_CANCELED with no next SKU", () => {
    expect(isCanceled(svod("ACTIVE_CANCELED"))).toBe(true);
    expect(isCanceled(svod("ACTIVE_CANCELED", "VIP-monthly"))).toBe(false);
    expect(isCanceled(svod("ACTIVE"))).toBe(false);
  });
});

describe("a subscription revoked after its parking period (GET /api/me's notice)", () => {
  test.each([
    [[svod("Revoked-Churned Involuntary")], true],
    [[svod("Revoked-Churned Involuntary"), svod("ACTIVE")], false],
    [[svod("Revoked-Churned Involuntary"), svod("REMOVED")], false],
    [[svod("Revoked-Churned Involuntary"), svod("PENDINGACTIVATION")], false],
    [[svod("REMOVED")], false],
    [[], false],
    [[{ purchaseType: "TVOD", subscriptionStatus: "Revoked-Churned Involuntary" as const }], false],
  ] as const)("subscriptions %j: %s", (subscriptions, expected) => {
    expect(revokedAfterParking(subscriptions)).toBe(expected);
  });
});
