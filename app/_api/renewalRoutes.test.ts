import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError, type AccountSubscription } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { addCancelReason, cancelRenewal, downgradeAtRenewal, resumeRenewal, upgradeNow } from "./renewalRoutes";

afterEach(() => {
  vi.restoreAllMocks();
});

const token = "t0k3n";
const adult: Viewer = { userType: "subscribed", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };
const kid: Viewer = { userType: "subscribed", profile: { id: "p2", kind: "kid", master: false, ageLimit: 7 } };

function cookiesOf(viewer: Viewer | undefined, ticket?: string): string {
  const value = ticket ?? (viewer ? viewerCookies(viewer, token).find((write) => write.name === authCookieNames.viewer)?.value : undefined);
  return [`${authCookieNames.token}=${token}`, ...(value ? [`${authCookieNames.viewer}=${value}`] : [])].join("; ");
}

function post(path: string, cookie: string, body: unknown = {}): NextRequest {
  return new NextRequest(`http://localhost:3000/api/subscription/${path}?lang=en`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
}

const subscription: AccountSubscription = {
  sku: "shasha-ultimate",
  productId: "shasha-ultimate",
  status: "ACTIVE_CANCELED",
  purchaseType: "SVOD",
  nextSku: undefined,
  startDate: "2026-12-01T00:00:00.000Z",
  endDate: "2027-01-01T00:00:00.000Z",
  paymentMethod: { type: "CARD", name: "creditCard" },
  frequency: "MONTHLY",
  coupon: false,
};

/** The service's read of the account: its active subscription paid by `method`. */
function holding(method: { type: string; name: string } = subscription.paymentMethod) {
  const active = { ...subscription, status: "ACTIVE" as const, paymentMethod: method };
  return vi.spyOn(getServices().subscription, "subscriptionData").mockResolvedValue({ subscriptions: [active], active, latest: active, userCalculatedStatus: "SUBSCRIBED" });
}

function refusal(status: number, code: string): ServiceError {
  const error = new ServiceError({ service: "subscription", path: "/csg/cancel", code: "http-status", status, message: code });
  error.body = { error: { status, code } };
  return error;
}

describe("who may change the subscription: the session's adult, decided on the server", () => {
  test("the owner cancels with the session's token; the reply says until when it stays active", async () => {
    holding();
    const cancel = vi.spyOn(getServices().subscription, "cancelCardSubscription").mockResolvedValue(subscription);
    const reply = await cancelRenewal(post("cancel", cookiesOf(adult)));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ subscription: { productId: "shasha-ultimate", status: "ACTIVE_CANCELED", endDate: subscription.endDate, nextProductId: null } });
    expect(cancel).toHaveBeenCalledWith(token, expect.anything());
  });

  test("a kids profile, a forged ticket or no session change nothing", async () => {
    const cancel = vi.spyOn(getServices().subscription, "cancelCardSubscription").mockResolvedValue(subscription);
    const reason = vi.spyOn(getServices().subscription, "addTerminationReason").mockResolvedValue(undefined);
    const forged = Buffer.from(JSON.stringify({ userType: "subscribed", profile: adult.profile })).toString("base64url");
    expect((await cancelRenewal(post("cancel", cookiesOf(kid)))).status).toBe(403);
    expect((await addCancelReason(post("cancel-reason", cookiesOf(kid), { reasonId: "other" }))).status).toBe(403);
    expect((await cancelRenewal(post("cancel", cookiesOf(undefined, forged)))).status).toBe(401);
    expect((await resumeRenewal(post("resume", cookiesOf(undefined)))).status).toBe(401);
    expect(cancel).not.toHaveBeenCalled();
    expect(reason).not.toHaveBeenCalled();
  });

  test("a body naming another account or product is refused, not passed on", async () => {
    const cancel = vi.spyOn(getServices().subscription, "cancelCardSubscription").mockResolvedValue(subscription);
    expect((await cancelRenewal(post("cancel", cookiesOf(adult), { userId: "900002" }))).status).toBe(400);
    expect((await addCancelReason(post("cancel-reason", cookiesOf(adult), { reasonId: "other", userId: "900002" }))).status).toBe(400);
    expect((await addCancelReason(post("cancel-reason", cookiesOf(adult), { reasonId: "other", comment: "x".repeat(501) }))).status).toBe(400);
    expect(cancel).not.toHaveBeenCalled();
  });
});

describe("what the service refuses, as the page's codes", () => {
  test("a subscription on the phone bill stops at the operator, never at the card provider", async () => {
    holding({ type: "CARRIER", name: "mobilePay" });
    const card = vi.spyOn(getServices().subscription, "cancelCardSubscription").mockResolvedValue(subscription);
    const carrier = vi.spyOn(getServices().carrierBilling, "cancel").mockResolvedValue({ ...subscription, paymentMethod: { type: "CARRIER", name: "mobilePay" } });
    expect((await cancelRenewal(post("cancel", cookiesOf(adult)))).status).toBe(200);
    expect(carrier).toHaveBeenCalledWith(token, expect.anything());
    expect(card).not.toHaveBeenCalled();
  });

  test("no active subscription, one billed elsewhere, an unknown reason", async () => {
    holding();
    vi.spyOn(getServices().subscription, "cancelCardSubscription").mockRejectedValueOnce(refusal(403, "NO_ACTIVE_SUBSCRIPTION")).mockRejectedValueOnce(refusal(409, "NOT_A_CARD_SUBSCRIPTION"));
    expect(await (await cancelRenewal(post("cancel", cookiesOf(adult)))).json()).toEqual({ error: { code: "no-subscription" } });
    expect(await (await cancelRenewal(post("cancel", cookiesOf(adult)))).json()).toEqual({ error: { code: "billed-elsewhere" } });
    vi.spyOn(getServices().subscription, "addTerminationReason").mockRejectedValue(refusal(400, "UNKNOWN_REASON"));
    const unknown = await addCancelReason(post("cancel-reason", cookiesOf(adult), { reasonId: "nope" }));
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: { code: "unknown-reason" } }]);
  });

  test("resuming renews the account's own package; without one there is nothing to renew", async () => {
    const summary = { subscriptions: [subscription], active: subscription, latest: subscription, userCalculatedStatus: "SUBSCRIBED" as const };
    vi.spyOn(getServices().subscription, "subscriptionData").mockResolvedValueOnce(summary).mockResolvedValueOnce({ ...summary, active: undefined });
    const renew = vi.spyOn(getServices().subscription, "renewCardSubscriptionInto").mockResolvedValue({ ...subscription, status: "ACTIVE" });
    const resumed = await resumeRenewal(post("resume", cookiesOf(adult)));
    expect((await resumed.json()).subscription.status).toBe("ACTIVE");
    expect(renew).toHaveBeenCalledWith("shasha-ultimate", token, expect.anything());
    expect(await (await resumeRenewal(post("resume", cookiesOf(adult)))).json()).toEqual({ error: { code: "no-subscription" } });
  });
});

describe("changing package", () => {
  const upgrade = { productId: "shasha-ultimate", amount: { value: 3117, currency: "JOD" }, idempotencyKey: "attempt-0001" };

  test("up: the page's amount and key go to the service with the session's token; its order state comes back", async () => {
    const charge = vi.spyOn(getServices().subscription, "upgradeByCard").mockResolvedValue({ orderId: "o9", status: "PENDING" });
    const reply = await upgradeNow(post("upgrade", cookiesOf(adult), upgrade));
    expect(await reply.json()).toEqual({ orderId: "o9", status: "PENDING" });
    expect(charge).toHaveBeenCalledWith(upgrade, token, expect.anything());
  });

  test("up: a kids profile, a fractional amount, a missing key or another account's id are refused before the service", async () => {
    const charge = vi.spyOn(getServices().subscription, "upgradeByCard").mockResolvedValue({ orderId: "o9", status: "PENDING" });
    expect((await upgradeNow(post("upgrade", cookiesOf(kid), upgrade))).status).toBe(403);
    for (const body of [{ ...upgrade, amount: { value: 31.17, currency: "JOD" } }, { productId: "shasha-ultimate", amount: upgrade.amount }, { ...upgrade, userId: "900002" }]) {
      expect((await upgradeNow(post("upgrade", cookiesOf(adult), body))).status).toBe(400);
    }
    expect(charge).not.toHaveBeenCalled();
  });

  test("up: a tampered amount comes back as the service's price-changed; down: not a downgrade", async () => {
    holding();
    vi.spyOn(getServices().subscription, "upgradeByCard").mockRejectedValue(refusal(409, "PRICE_CHANGED"));
    expect(await (await upgradeNow(post("upgrade", cookiesOf(adult), upgrade))).json()).toEqual({ error: { code: "price-changed" } });
    vi.spyOn(getServices().subscription, "renewCardSubscriptionInto").mockRejectedValue(refusal(409, "NOT_A_DOWNGRADE"));
    expect(await (await downgradeAtRenewal(post("downgrade", cookiesOf(adult), { productId: "shasha-ultimate" }))).json()).toEqual({ error: { code: "not-a-downgrade" } });
  });

  test("down: the package it renews into, for the session's account", async () => {
    holding();
    const renew = vi.spyOn(getServices().subscription, "renewCardSubscriptionInto").mockResolvedValue({ ...subscription, status: "ACTIVE", nextSku: "shasha-vip" });
    const reply = await downgradeAtRenewal(post("downgrade", cookiesOf(adult), { productId: "shasha-vip" }));
    expect((await reply.json()).subscription).toMatchObject({ status: "ACTIVE", nextProductId: "shasha-vip" });
    expect(renew).toHaveBeenCalledWith("shasha-vip", token, expect.anything());
    expect((await downgradeAtRenewal(post("downgrade", cookiesOf(kid), { productId: "shasha-vip" }))).status).toBe(403);
  });

  test("on the phone bill a change is the tier the operator bills from the renewal", async () => {
    holding({ type: "CARRIER", name: "mobilePay" });
    const card = vi.spyOn(getServices().subscription, "renewCardSubscriptionInto").mockResolvedValue(subscription);
    const tier = vi.spyOn(getServices().carrierBilling, "updateTier").mockResolvedValue({ ...subscription, status: "ACTIVE", nextSku: "shasha-sport" });
    const reply = await downgradeAtRenewal(post("downgrade", cookiesOf(adult), { productId: "shasha-sport" }));
    expect((await reply.json()).subscription).toMatchObject({ nextProductId: "shasha-sport" });
    expect(tier).toHaveBeenCalledWith("shasha-sport", token, expect.anything());
    expect(card).not.toHaveBeenCalled();
  });
});
