import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError, type AccountSubscription } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { addCancelReason, cancelRenewal, resumeRenewal } from "./renewalRoutes";

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

function refusal(status: number, code: string): ServiceError {
  const error = new ServiceError({ service: "subscription", path: "/csg/cancel", code: "http-status", status, message: code });
  error.body = { error: { status, code } };
  return error;
}

describe("who may change the subscription: the session's adult, decided on the server", () => {
  test("the owner cancels with the session's token; the reply says until when it stays active", async () => {
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
  test("no active subscription, one billed elsewhere, an unknown reason", async () => {
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
