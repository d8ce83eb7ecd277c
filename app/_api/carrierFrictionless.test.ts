import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError, type AccountSubscription } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { activateOwnNumber, ownNumberOfferRoute, sendOwnNumberPin, subscribeOwnNumber } from "./carrierFrictionless";
import { reactivateOnPhoneBill, reactivationState } from "./renewalRoutes";

const derived = vi.hoisted(() => ({ viewer: undefined as Viewer | undefined }));
vi.mock("@/app/_session/viewer", async (original) => ({
  ...(await original<typeof import("@/app/_session/viewer")>()),
  // The services' answer once the subscription is active again.
  deriveViewer: async () => derived.viewer ?? Promise.reject(new Error("not derived in this test")),
}));

afterEach(() => {
  vi.restoreAllMocks();
  derived.viewer = undefined;
});

const token = "t0k3n";
const adult: Viewer = { userType: "registered", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };
const kid: Viewer = { userType: "registered", profile: { id: "p2", kind: "kid", master: false, ageLimit: 7 } };
type Who = Viewer | "guest";

function cookiesOf(viewer: Who): string {
  const ticket = viewer === "guest" ? undefined : viewerCookies(viewer, token).find((write) => write.name === authCookieNames.viewer)?.value;
  return [`${authCookieNames.token}=${token}`, ...(ticket ? [`${authCookieNames.viewer}=${ticket}`] : [])].join("; ");
}

function post(path: string, body: unknown, viewer: Who = adult): NextRequest {
  return new NextRequest(`http://localhost:3000${path}?lang=en`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie: cookiesOf(viewer) } });
}

function get(path: string, viewer: Who = adult): NextRequest {
  return new NextRequest(`http://localhost:3000${path}?lang=en`, { headers: { cookie: cookiesOf(viewer) } });
}

function refusal(status: number, code: string, extra: Record<string, unknown> = {}): ServiceError {
  const error = new ServiceError({ service: "subscription", path: "/tpay", code: "http-status", status, message: code });
  error.body = { error: { status, code, message: code, ...extra } };
  return error;
}

const carrier = () => getServices().carrierBilling;
const purchase = { packageId: "shasha-mobile", idempotencyKey: "attempt-0001" };
const sent = { orderId: "o1", maskedNumber: "+*********567", pinLength: 4, expiresIn: 120, resendIn: 30 };
const operators = [
  { code: "JO-ZAIN", name: "Zain", prefixes: ["+96279"], frictionless: true },
  { code: "JO-ORANGE", name: "Orange", prefixes: ["+96277"], frictionless: false },
];

function contracts() {
  return vi.spyOn(carrier(), "countryContracts").mockResolvedValue({ country: "JO", operators, prices: new Map([["shasha-mobile", { minor: 4000, currency: "JOD" }]]) });
}

describe("the offer on the account's own number", () => {
  test("one tap on a header-enrichment operator, a PIN on another: the number masked, read with the session's token", async () => {
    contracts();
    const ownNumber = vi.spyOn(getServices().user, "ownPhone").mockResolvedValue("+962791234567");
    const oneTap = await ownNumberOfferRoute(get("/api/payments/carrier/frictionless"));
    const text = await oneTap.text();
    expect(JSON.parse(text)).toEqual({ offer: { kind: "one-tap", maskedNumber: "•••567" } });
    expect(text).not.toContain("791234");
    expect(oneTap.headers.get("cache-control")).toBe("no-store");
    expect(ownNumber).toHaveBeenCalledWith(expect.anything(), token);
    ownNumber.mockResolvedValue("+962771234890");
    expect(await (await ownNumberOfferRoute(get("/api/payments/carrier/frictionless"))).json()).toEqual({ offer: { kind: "pin", maskedNumber: "•••890" } });
  });

  test("nothing without a phone, on an operator that does not bill here, or when the services cannot say", async () => {
    const read = contracts();
    const ownNumber = vi.spyOn(getServices().user, "ownPhone").mockResolvedValue(undefined);
    expect(await (await ownNumberOfferRoute(get("/api/payments/carrier/frictionless"))).json()).toEqual({ offer: null });
    ownNumber.mockResolvedValue("+966551234567");
    expect(await (await ownNumberOfferRoute(get("/api/payments/carrier/frictionless"))).json()).toEqual({ offer: null });
    read.mockRejectedValue(new Error("socket hang up"));
    ownNumber.mockResolvedValue("+962791234567");
    expect(await (await ownNumberOfferRoute(get("/api/payments/carrier/frictionless"))).json()).toEqual({ offer: null });
  });

  test("a guest and a kids profile are refused before any service is asked", async () => {
    const ownNumber = vi.spyOn(getServices().user, "ownPhone").mockResolvedValue("+962791234567");
    expect((await ownNumberOfferRoute(get("/api/payments/carrier/frictionless", "guest"))).status).toBe(401);
    expect((await ownNumberOfferRoute(get("/api/payments/carrier/frictionless", kid))).status).toBe(403);
    expect(ownNumber).not.toHaveBeenCalled();
  });
});

describe("paying on the own number", () => {
  test("one tap: the package and the key go on with the cookie's token, and the order's state comes back", async () => {
    const subscribe = vi.spyOn(carrier(), "subscribeWithoutPin").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    const reply = await subscribeOwnNumber(post("/api/payments/carrier/frictionless", purchase));
    expect([reply.status, await reply.json()]).toEqual([200, { orderId: "o1", status: "PENDING" }]);
    expect(subscribe).toHaveBeenCalledWith("shasha-mobile", "attempt-0001", token, expect.anything());
  });

  test("a PIN to the own number, confirmed by frictionless/activate", async () => {
    const send = vi.spyOn(carrier(), "subscribeOwnNumber").mockResolvedValue(sent);
    expect(await (await sendOwnNumberPin(post("/api/payments/carrier/frictionless/pin", purchase))).json()).toEqual(sent);
    expect(send).toHaveBeenCalledWith("shasha-mobile", "attempt-0001", token, expect.anything());
    const activate = vi.spyOn(carrier(), "activate").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    expect((await activateOwnNumber(post("/api/payments/carrier/frictionless/activate", { orderId: "o1", pinCode: "1234" }))).status).toBe(200);
    expect(activate).toHaveBeenCalledWith("o1", "1234", token, expect.anything(), true);
  });

  test("a guest is 401 and a kids profile 403 on every write; nothing reaches the service", async () => {
    const subscribe = vi.spyOn(carrier(), "subscribeWithoutPin").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    const send = vi.spyOn(carrier(), "subscribeOwnNumber").mockResolvedValue(sent);
    const activate = vi.spyOn(carrier(), "activate").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    for (const [who, status] of [["guest", 401], [kid, 403]] as const) {
      expect((await subscribeOwnNumber(post("/api/payments/carrier/frictionless", purchase, who))).status).toBe(status);
      expect((await sendOwnNumberPin(post("/api/payments/carrier/frictionless/pin", purchase, who))).status).toBe(status);
      expect((await activateOwnNumber(post("/api/payments/carrier/frictionless/activate", { orderId: "o1", pinCode: "1234" }, who))).status).toBe(status);
    }
    expect([subscribe, send, activate].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
  });

  test("strict bodies: a number, a price, a token or another account's id in the body is a 400, never passed on", async () => {
    const subscribe = vi.spyOn(carrier(), "subscribeWithoutPin").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    const send = vi.spyOn(carrier(), "subscribeOwnNumber").mockResolvedValue(sent);
    const tampered = [
      { ...purchase, msisdn: "+962791234567" },
      { ...purchase, amount: { value: 1, currency: "JOD" } },
      { ...purchase, token: "someone-else" },
      { ...purchase, userId: "900002" },
      { ...purchase, idempotencyKey: "short" },
      { ...purchase, packageId: "../vip" },
      { idempotencyKey: "attempt-0001" },
    ];
    for (const body of tampered) {
      expect((await subscribeOwnNumber(post("/api/payments/carrier/frictionless", body))).status).toBe(400);
      expect((await sendOwnNumberPin(post("/api/payments/carrier/frictionless/pin", body))).status).toBe(400);
    }
    expect((await activateOwnNumber(post("/api/payments/carrier/frictionless/activate", { orderId: "o1", pinCode: "1234", token: "x" }))).status).toBe(400);
    expect(subscribe).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  test("the service's refusals in the page's words", async () => {
    const subscribe = vi.spyOn(carrier(), "subscribeWithoutPin");
    const cases: [ServiceError, number, string][] = [
      [refusal(400, "NO_PHONE_NUMBER"), 409, "no-phone-number"],
      [refusal(400, "FRICTIONLESS_UNAVAILABLE"), 409, "frictionless-unavailable"],
      [refusal(404, "PRODUCT_NOT_AVAILABLE"), 404, "product-unavailable"],
      [refusal(409, "ALREADY_SUBSCRIBED"), 409, "already-subscribed"],
      [refusal(409, "PAYMENT_PENDING", { orderId: "o0" }), 409, "payment-pending"],
      [refusal(422, "MSISDN_BARRED"), 422, "number-barred"],
      [refusal(409, "ORDER_REFUSED", { orderId: "o1", refusalReason: "INSUFFICIENT_BALANCE" }), 409, "order-refused"],
      [refusal(403, "KID_PROFILE_NOT_ALLOWED"), 409, "kid-profile"],
      [refusal(502, "PROVIDER_FAILED"), 502, "unavailable"],
    ];
    for (const [error, status, code] of cases) {
      subscribe.mockRejectedValueOnce(error);
      const reply = await subscribeOwnNumber(post("/api/payments/carrier/frictionless", purchase));
      expect([reply.status, await reply.json()]).toEqual([status, { error: { code } }]);
    }
    vi.spyOn(carrier(), "subscribeOwnNumber").mockRejectedValue(refusal(429, "TOO_MANY_PIN_REQUESTS"));
    const limited = await sendOwnNumberPin(post("/api/payments/carrier/frictionless/pin", purchase));
    expect([limited.status, await limited.json()]).toEqual([429, { error: { code: "too-many-resends" } }]);
    vi.spyOn(carrier(), "activate").mockRejectedValue(refusal(422, "WRONG_PIN", { attemptsLeft: 1 }));
    const wrong = await activateOwnNumber(post("/api/payments/carrier/frictionless/activate", { orderId: "o1", pinCode: "1234" }));
    expect([wrong.status, await wrong.json()]).toEqual([422, { error: { code: "wrong-pin", attemptsLeft: 1 } }]);
  });
});

describe("paying again on the phone bill (seamless reactivation)", () => {
  const removed: AccountSubscription = {
    sku: "shasha-mobile",
    productId: "shasha-mobile",
    status: "REMOVED",
    purchaseType: "SVOD",
    nextSku: undefined,
    startDate: "2026-11-01T00:00:00.000Z",
    endDate: "2026-12-01T00:00:00.000Z",
    paymentMethod: { type: "CARRIER", name: "mobilePay" },
    frequency: "MONTHLY",
    coupon: false,
  };

  test("an adult's `{}` charges again with the cookie's token, and the reply is PENDING", async () => {
    const reactivate = vi.spyOn(carrier(), "seamlessReactivate").mockResolvedValue({ status: "PENDING" });
    const reply = await reactivateOnPhoneBill(post("/api/subscription/reactivate", {}));
    expect([reply.status, await reply.json()]).toEqual([200, { status: "PENDING" }]);
    expect(reactivate).toHaveBeenCalledWith(token, expect.anything());
  });

  test("a guest, a kids profile and any field in the body are refused before the service is asked", async () => {
    const reactivate = vi.spyOn(carrier(), "seamlessReactivate").mockResolvedValue({ status: "PENDING" });
    expect((await reactivateOnPhoneBill(post("/api/subscription/reactivate", {}, "guest"))).status).toBe(401);
    expect((await reactivateOnPhoneBill(post("/api/subscription/reactivate", {}, kid))).status).toBe(403);
    expect((await reactivateOnPhoneBill(post("/api/subscription/reactivate", { token: "someone-else" }))).status).toBe(400);
    expect((await reactivateOnPhoneBill(post("/api/subscription/reactivate", { userId: "900004" }))).status).toBe(400);
    expect(reactivate).not.toHaveBeenCalled();
  });

  test("nothing suspended, not on the phone bill, a refused charge: each in the page's words", async () => {
    const reactivate = vi.spyOn(carrier(), "seamlessReactivate");
    for (const [code, words] of [["NOT_SUSPENDED", "not-suspended"], ["NOT_A_CARRIER_SUBSCRIPTION", "not-carrier"], ["INSUFFICIENT_BALANCE", "insufficient-balance"]] as const) {
      reactivate.mockRejectedValueOnce(refusal(409, code));
      const reply = await reactivateOnPhoneBill(post("/api/subscription/reactivate", {}));
      expect([reply.status, await reply.json()]).toEqual([409, { error: { code: words } }]);
    }
  });

  test("the standing the page polls: suspended writes nothing; active renews the viewer ticket in the same reply", async () => {
    const read = vi.spyOn(getServices().subscription, "subscriptionData").mockResolvedValue({ subscriptions: [removed], active: undefined, latest: removed, userCalculatedStatus: "SUSPENDED" });
    const suspended = await reactivationState(get("/api/subscription/reactivate"));
    expect(await suspended.json()).toEqual({ standing: "suspended" });
    expect(suspended.headers.getSetCookie()).toEqual([]);
    const active = { ...removed, status: "ACTIVE" as const, endDate: "2027-01-01T00:00:00.000Z" };
    read.mockResolvedValue({ subscriptions: [active], active, latest: active, userCalculatedStatus: "SUBSCRIBED" });
    derived.viewer = { ...adult, userType: "subscribed" };
    const renewed = await reactivationState(get("/api/subscription/reactivate"));
    expect(await renewed.json()).toEqual({ standing: "active" });
    expect(renewed.headers.getSetCookie().some((line) => line.startsWith("userType=subscribed"))).toBe(true);
    expect(read).toHaveBeenCalledWith(token, expect.anything());
    expect((await reactivationState(get("/api/subscription/reactivate", kid))).status).toBe(403);
    expect((await reactivationState(get("/api/subscription/reactivate", "guest"))).status).toBe(401);
  });
});
