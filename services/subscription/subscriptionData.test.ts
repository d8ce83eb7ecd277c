import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createUserStore, type SubscriptionRow } from "../user/userStore";
import { toWireUser } from "../user/wireUser";
import { loadCatalogue } from "./catalogue";
import { subscriptionData } from "./subscriptionData";
import { startSubscriptionKit, type SubscriptionKit } from "./testKit";

const catalogue = loadCatalogue();
const endDate = "2026-10-01T00:00:00.000Z";
const removed: SubscriptionRow = {
  sku: "shasha-plus-monthly",
  purchase_type: "SVOD",
  status: "REMOVED",
  next_sku: null,
  start_date: "2026-09-01T00:00:00.000Z",
  end_date: endDate,
  payment_method_type: "CARD",
  payment_method_name: "creditCard",
};
const daysAfterEnd = (days: number) => new Date(Date.parse(endDate) + days * 86_400_000);
const userRow = {
  id: "u1",
  email: "a@example.com",
  phone: null,
  password_hash: null,
  first_name: "A",
  last_name: "B",
  country: "JO",
  login_provider: "site" as const,
  email_verified: true,
  subscribe_promotion: false,
  subscribe_newsletter: false,
  registration_platform: null,
};

describe("subscriptionData of a suspended subscription, before and after its parking period", () => {
  test("29 days after its end date: REMOVED, the account SUSPENDED", () => {
    expect(subscriptionData(catalogue, [removed], daysAfterEnd(29))).toMatchObject({ status: "REMOVED", userCalculatedStatus: "SUSPENDED", activeSubscription: null, productId: "shasha-vip" });
  });

  test("31 days after: revoked, the account REGISTERED; the subscription keeps its product and dates", () => {
    const data = subscriptionData(catalogue, [removed], daysAfterEnd(31));
    expect(data).toMatchObject({ status: "Revoked-Churned Involuntary", userCalculatedStatus: "REGISTERED", activeSubscription: null, productId: "shasha-vip", endDate });
    expect(data.latestSubscription?.subscriptionStatus).toBe("Revoked-Churned Involuntary");
    expect(data.subscriptions.map((row) => row.subscriptionStatus)).toEqual(["Revoked-Churned Involuntary"]);
  });

  test("an active subscription beside an old revoked one: SUBSCRIBED, the active one reported", () => {
    const active: SubscriptionRow = { ...removed, status: "ACTIVE", start_date: "2026-11-01T00:00:00.000Z", end_date: "2026-12-01T00:00:00.000Z" };
    expect(subscriptionData(catalogue, [removed, active], daysAfterEnd(45))).toMatchObject({ status: "ACTIVE", userCalculatedStatus: "SUBSCRIBED" });
  });
});

describe("the user service's user object says the same at the same moment", () => {
  test.each([
    [29, "REMOVED", "SUSPENDED"],
    [31, "Revoked-Churned Involuntary", "REGISTERED"],
  ])("%i days after the end date: %s, %s", (days, status, calculated) => {
    const now = daysAfterEnd(days);
    const wire = toWireUser(userRow, [removed], false, now);
    expect(wire.subscriptions.map((row) => row.subscriptionStatus)).toEqual([status]);
    expect(wire.userCalculatedStatus).toBe(calculated);
    expect(subscriptionData(catalogue, [removed], now).userCalculatedStatus).toBe(calculated);
  });
});

describe("the seeded revoked@shasha.test, in both services' replies", () => {
  let kit: SubscriptionKit;
  beforeAll(() => {
    kit = startSubscriptionKit();
  });
  afterAll(() => kit.close());

  /** The seeded account's user object, as the user service answers it. */
  const wireUserOf = (id: string) => {
    const users = createUserStore(kit.db);
    const row = users.byId(id);
    if (row === undefined) throw new Error(`no seeded user ${id}`);
    return toWireUser(row, users.subscriptions(id));
  };
  const dataReply = z.object({ userCalculatedStatus: z.string(), status: z.string().nullable(), activeSubscription: z.null() });

  test("revoked@shasha.test is registered, its subscription revoked, in the user object and in subscriptionData", async () => {
    const user = wireUserOf("900010");
    expect([user.email, user.userCalculatedStatus, user.subscriptions.map((row) => row.subscriptionStatus)]).toEqual(["revoked@shasha.test", "REGISTERED", ["Revoked-Churned Involuntary"]]);
    const reply = await kit.call("/subscription/subscriptionData", { headers: { token: kit.tokenFor("900010") } });
    expect(reply.status).toBe(200);
    expect(dataReply.parse(reply.body)).toEqual({ userCalculatedStatus: "REGISTERED", status: "Revoked-Churned Involuntary", activeSubscription: null });
  });

  test("suspended@shasha.test, within its parking period, stays suspended", () => {
    const user = wireUserOf("900004");
    expect([user.userCalculatedStatus, user.subscriptions[0]?.subscriptionStatus]).toEqual(["SUSPENDED", "REMOVED"]);
  });
});
