import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { changeCard, orderState, payByCard } from "./paymentRoutes";

const derived = vi.hoisted(() => ({ viewer: undefined as Viewer | undefined }));
vi.mock("@/app/_session/viewer", async (original) => ({
  ...(await original<typeof import("@/app/_session/viewer")>()),
  // The services' answer once the order is paid.
  deriveViewer: async () => derived.viewer ?? Promise.reject(new Error("not derived in this test")),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const token = "t0k3n";
const adult: Viewer = { userType: "registered", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };
const kid: Viewer = { userType: "registered", profile: { id: "p2", kind: "kid", master: false, ageLimit: 7 } };
const payment = { packageId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, paymentToken: "tok_1", idempotencyKey: "attempt-0001" };

/** The cookies this server would have written for `viewer`, or a ticket edited by the browser. */
function cookiesOf(viewer: Viewer | undefined, ticket?: string): string {
  const value = ticket ?? (viewer ? viewerCookies(viewer, token).find((write) => write.name === authCookieNames.viewer)?.value : undefined);
  return [`${authCookieNames.token}=${token}`, ...(value ? [`${authCookieNames.viewer}=${value}`] : [])].join("; ");
}

function payRequest(cookie: string, body: unknown = payment): NextRequest {
  return new NextRequest("http://localhost:3000/api/payments/card?lang=en", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
}

const orderReply = { orderId: "o1", status: "PENDING" as const };

describe("who may pay: decided from the server's own ticket", () => {
  test("an adult's payment goes to the service with the session's token and the page's price", async () => {
    const subscribe = vi.spyOn(getServices().subscription, "subscribeByCard").mockResolvedValue(orderReply);
    const reply = await payByCard(payRequest(cookiesOf(adult)));
    expect(reply.status).toBe(200);
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ productId: "shasha-vip", amount: payment.amount, idempotencyKey: "attempt-0001" }), token, expect.anything());
  });

  test("a special offer is the service's to grant: its id goes on, and the service's refusal comes back in the page's words", async () => {
    const refused = new ServiceError({ service: "subscription", path: "/csg/subscribe", code: "http-status", status: 409, message: "409" });
    refused.body = { error: { status: 409, code: "OFFER_NOT_ELIGIBLE", message: "no", reason: "ALREADY_SUBSCRIBED" } };
    const subscribe = vi.spyOn(getServices().subscription, "subscribeByCard").mockRejectedValue(refused);
    const reply = await payByCard(payRequest(cookiesOf(adult), { ...payment, amount: { value: 2000, currency: "JOD" }, offerId: "offer-welcome-vip" }));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ offerId: "offer-welcome-vip", amount: { value: 2000, currency: "JOD" } }), token, expect.anything());
    expect(reply.status).toBe(409);
    expect(await reply.json()).toMatchObject({ error: { code: "offer-unavailable" } });
  });

  test("a kids profile cannot buy, and the service is never asked", async () => {
    const subscribe = vi.spyOn(getServices().subscription, "subscribeByCard").mockResolvedValue(orderReply);
    const reply = await payByCard(payRequest(cookiesOf(kid)));
    expect(reply.status).toBe(403);
    expect(await reply.json()).toEqual({ error: { code: "kid-profile" } });
    expect(subscribe).not.toHaveBeenCalled();
  });

  test("a ticket the browser edited, or none, is a guest: refused", async () => {
    const subscribe = vi.spyOn(getServices().subscription, "subscribeByCard").mockResolvedValue(orderReply);
    const forged = Buffer.from(JSON.stringify({ userType: "registered", profile: adult.profile })).toString("base64url");
    expect((await payByCard(payRequest(cookiesOf(undefined, forged)))).status).toBe(401);
    expect((await payByCard(payRequest(cookiesOf(undefined)))).status).toBe(401);
    expect(subscribe).not.toHaveBeenCalled();
  });

  test("a body with card data or a bad amount is not passed on", async () => {
    const subscribe = vi.spyOn(getServices().subscription, "subscribeByCard").mockResolvedValue(orderReply);
    for (const body of [{ ...payment, amount: { value: 40.5, currency: "JOD" } }, { ...payment, idempotencyKey: "x" }, { ...payment, paymentToken: "" }]) {
      expect((await payByCard(payRequest(cookiesOf(adult), body))).status).toBe(400);
    }
    expect(subscribe).not.toHaveBeenCalled();
  });

  test("a paid order renews the viewer ticket in the same reply; a pending one writes nothing", async () => {
    const order = { orderId: "o1", productId: "shasha-vip", amount: { minor: 4000, currency: "JOD" }, refusalReason: undefined, createdAt: "", paidAt: undefined };
    const read = vi.spyOn(getServices().subscription, "order").mockResolvedValue({ ...order, status: "PENDING" });
    const request = () => new NextRequest("http://localhost:3000/api/payments/orders/o1", { headers: { cookie: cookiesOf(adult) } });
    expect((await orderState(request(), "o1")).headers.getSetCookie()).toEqual([]);
    read.mockResolvedValue({ ...order, status: "PAID", paidAt: "2026-11-27T00:00:00Z" });
    derived.viewer = { ...adult, userType: "subscribed" };
    const paid = await orderState(request(), "o1");
    expect(await paid.json()).toMatchObject({ status: "PAID" });
    expect(paid.headers.getSetCookie().some((line) => line.startsWith("userType=subscribed"))).toBe(true);
  });
});

describe("changing the saved card", () => {
  const change = { paymentToken: "tok_2", idempotencyKey: "change-0001" };
  const changeRequest = (cookie: string, body: unknown = change) =>
    new NextRequest("http://localhost:3000/api/payments/card/change?lang=ar", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });

  test("the session's account asks for it; 3-D Secure comes back to the card's page in the viewer's language", async () => {
    const changeCall = vi.spyOn(getServices().subscription, "changeCard").mockResolvedValue(orderReply);
    // A price, a package or another account named in the body is not passed on: only the card and the key are.
    expect((await changeCard(changeRequest(cookiesOf(adult), { ...change, amount: { value: 1, currency: "JOD" }, packageId: "shasha-ultimate", userId: "u2" }))).status).toBe(200);
    expect(changeCall).toHaveBeenCalledWith({ ...change, returnUrl: "http://localhost:3000/ar/hub/card-maintain" }, token, expect.anything());
  });

  test("a kids profile, a guest and a malformed body are refused before the service", async () => {
    const changeCall = vi.spyOn(getServices().subscription, "changeCard").mockResolvedValue(orderReply);
    expect((await changeCard(changeRequest(cookiesOf(kid)))).status).toBe(403);
    expect((await changeCard(changeRequest(cookiesOf(undefined)))).status).toBe(401);
    expect((await changeCard(changeRequest(cookiesOf(adult), { ...change, idempotencyKey: "k" }))).status).toBe(400);
    expect(changeCall).not.toHaveBeenCalled();
  });
});
