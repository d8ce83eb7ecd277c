import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { getServices, ServiceError } from "@/app/_server/services";
import { authCookieNames, viewerCookies } from "@/app/_session/authCookies";
import type { Viewer } from "@/domain/viewer";
import { activateCarrierPurchase, resendCarrierPin, startCarrierPurchase } from "./carrierRoutes";
import { createCashReference } from "./cashRoutes";
import { activateInApp, initiateInApp } from "./inAppRoutes";
import { codeDetails, codeSummary, redeemCode, redeemDeal } from "./codeRoutes";

afterEach(() => {
  vi.restoreAllMocks();
});

const token = "t0k3n";
const adult: Viewer = { userType: "registered", profile: { id: "p1", kind: "adult", master: true, ageLimit: null } };
const kid: Viewer = { userType: "registered", profile: { id: "p2", kind: "kid", master: false, ageLimit: 7 } };

function cookiesOf(viewer: Viewer | undefined): string {
  const ticket = viewer ? viewerCookies(viewer, token).find((write) => write.name === authCookieNames.viewer)?.value : undefined;
  return [`${authCookieNames.token}=${token}`, ...(ticket ? [`${authCookieNames.viewer}=${ticket}`] : [])].join("; ");
}

function post(path: string, body: unknown, viewer: Viewer | "guest" = adult): NextRequest {
  const cookie = cookiesOf(viewer === "guest" ? undefined : viewer);
  return new NextRequest(`http://localhost:3000${path}?lang=en`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
}

const purchase = { packageId: "shasha-mobile", operatorCode: "JO-ZAIN", msisdn: "+962791234567", idempotencyKey: "attempt-0001" };
const sent = { orderId: "o1", maskedNumber: "•••567", pinLength: 4, expiresIn: 120, resendIn: 30 };

function refusal(status: number, code: string, extra: Record<string, unknown> = {}): ServiceError {
  const error = new ServiceError({ service: "subscription", path: "/tpay", code: "http-status", status, message: code });
  error.body = { error: { status, code, message: code, ...extra } };
  return error;
}

describe("carrier billing through the app's API", () => {
  test("an adult's purchase goes to the service with the session's token, the number and the operator", async () => {
    const subscribe = vi.spyOn(getServices().carrierBilling, "subscribe").mockResolvedValue(sent);
    const reply = await startCarrierPurchase(post("/api/payments/carrier", purchase));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual(sent);
    expect(subscribe).toHaveBeenCalledWith({ productId: "shasha-mobile", operatorCode: "JO-ZAIN", msisdn: "+962791234567", idempotencyKey: "attempt-0001" }, token, expect.anything());
  });

  test("a kids profile and a guest are refused before the service is asked", async () => {
    const subscribe = vi.spyOn(getServices().carrierBilling, "subscribe").mockResolvedValue(sent);
    expect((await startCarrierPurchase(post("/api/payments/carrier", purchase, kid))).status).toBe(403);
    expect((await startCarrierPurchase(post("/api/payments/carrier", purchase, "guest"))).status).toBe(401);
    expect(subscribe).not.toHaveBeenCalled();
  });

  test("a number that is not E.164, a price in the body or a PIN with letters is not passed on", async () => {
    const subscribe = vi.spyOn(getServices().carrierBilling, "subscribe").mockResolvedValue(sent);
    const activate = vi.spyOn(getServices().carrierBilling, "activate").mockResolvedValue({ orderId: "o1", status: "PENDING" });
    for (const body of [{ ...purchase, msisdn: "0791234567" }, { ...purchase, msisdn: "+96279123456789012" }, { ...purchase, operatorCode: "zain; drop" }]) {
      expect((await startCarrierPurchase(post("/api/payments/carrier", body))).status).toBe(400);
    }
    expect((await activateCarrierPurchase(post("/api/payments/carrier/activate", { orderId: "o1", pinCode: "12ab" }))).status).toBe(400);
    expect(subscribe).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
  });

  test("a wrong PIN keeps its status and says the tries left; a resend too soon says when", async () => {
    vi.spyOn(getServices().carrierBilling, "activate").mockRejectedValue(refusal(422, "WRONG_PIN", { attemptsLeft: 2 }));
    const wrong = await activateCarrierPurchase(post("/api/payments/carrier/activate", { orderId: "o1", pinCode: "1234" }));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ error: { code: "wrong-pin", attemptsLeft: 2 } });
    vi.spyOn(getServices().carrierBilling, "resendPin").mockRejectedValue(refusal(429, "RESEND_TOO_SOON", { retryIn: 12 }));
    const soon = await resendCarrierPin(post("/api/payments/carrier/pin", { orderId: "o1" }));
    expect(soon.status).toBe(429);
    expect(await soon.json()).toEqual({ error: { code: "resend-too-soon", retryIn: 12 } });
  });

  test("a barred number is a 409 in the page's words; a failure without words is a 502", async () => {
    vi.spyOn(getServices().carrierBilling, "subscribe").mockRejectedValue(refusal(422, "MSISDN_BARRED"));
    expect(await (await startCarrierPurchase(post("/api/payments/carrier", purchase))).json()).toEqual({ error: { code: "number-barred" } });
    vi.spyOn(getServices().carrierBilling, "subscribe").mockRejectedValue(new Error("socket hang up"));
    expect((await startCarrierPurchase(post("/api/payments/carrier", purchase))).status).toBe(502);
  });
});

describe("cash references through the app's API", () => {
  const reference = { orderId: "o2", referenceNumber: "934712058", productId: "shasha-vip", amount: { minor: 9900, currency: "EGP" }, expiresAt: "2026-11-29T12:00:00.000Z", status: "UNPAID" as const };

  test("an adult gets a reference for the package; a kids profile does not", async () => {
    const generate = vi.spyOn(getServices().cashPayments, "generateReference").mockResolvedValue(reference);
    const reply = await createCashReference(post("/api/payments/cash", { packageId: "shasha-vip", idempotencyKey: "attempt-0002" }));
    expect(await reply.json()).toEqual(reference);
    expect(generate).toHaveBeenCalledWith("shasha-vip", "attempt-0002", token, expect.anything());
    expect((await createCashReference(post("/api/payments/cash", { packageId: "shasha-vip", idempotencyKey: "attempt-0003" }, kid))).status).toBe(403);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  test("a country without cash payments is told so", async () => {
    vi.spyOn(getServices().cashPayments, "generateReference").mockRejectedValue(refusal(403, "METHOD_NOT_AVAILABLE"));
    const reply = await createCashReference(post("/api/payments/cash", { packageId: "shasha-vip", idempotencyKey: "attempt-0004" }));
    expect(reply.status).toBe(409);
    expect(await reply.json()).toEqual({ error: { code: "method-unavailable" } });
  });
});

describe("in-app payments through the app's API", () => {
  const order = { orderId: "o3", storeProductId: "com.shasha.vip.monthly", appAccountToken: "6f1d2c1e-2f7a-4d47-9d5e-2f8f2a0b8c11" };

  function inShell(path: string, body: unknown, platform: string): NextRequest {
    const cookie = `${cookiesOf(adult)}; isWebView=1; platform=${platform}`;
    return new NextRequest(`http://localhost:3000${path}?lang=en`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
  }

  test("an order is started for the store with the web view's platform; an unknown platform is the web", async () => {
    const initiate = vi.spyOn(getServices().inApp, "initiate").mockResolvedValue(order);
    const body = { packageId: "shasha-vip", store: "apple", idempotencyKey: "attempt-0005" };
    expect(await (await initiateInApp(inShell("/api/payments/in-app/initiate", body, "IOS_APP"))).json()).toEqual(order);
    expect(initiate).toHaveBeenLastCalledWith("apple", { productId: "shasha-vip", idempotencyKey: "attempt-0005" }, "IOS_APP", token, expect.anything());
    await initiateInApp(inShell("/api/payments/in-app/initiate", body, "MY_OWN_APP"));
    expect(initiate).toHaveBeenLastCalledWith("apple", expect.anything(), "WEB", token, expect.anything());
  });

  test("a proof is passed on only in its shape, and the store's refusal is the page's words", async () => {
    const activate = vi.spyOn(getServices().inApp, "activate").mockResolvedValue({ orderId: "o3", status: "PAID" });
    expect((await activateInApp(inShell("/api/payments/in-app/activate", { orderId: "o3", store: "apple", proof: "a b<script>" }, "IOS_APP"))).status).toBe(400);
    expect((await activateInApp(inShell("/api/payments/in-app/activate", { orderId: "o3", store: "amazon", proof: "abc" }, "IOS_APP"))).status).toBe(400);
    expect(activate).not.toHaveBeenCalled();
    activate.mockRejectedValue(refusal(422, "INVALID_RECEIPT"));
    const refused = await activateInApp(inShell("/api/payments/in-app/activate", { orderId: "o3", store: "apple", proof: "eyJ.eyJ.sig" }, "IOS_APP"));
    expect([refused.status, await refused.json()]).toEqual([409, { error: { code: "invalid-receipt" } }]);
  });
});

describe("codes through the app's API", () => {
  const voucher = { code: "VIP1MONTH0003", kind: "VOUCHER" as const, productId: "shasha-vip", productName: "VIP", periods: 1, price: undefined, regularPrice: undefined, redeemable: true, reason: undefined };

  test("what a code gives is said in the page's language, plurals and prices included", () => {
    expect(codeSummary(voucher, "en", "JO")).toBe("This voucher gives you VIP for 1 month, with nothing to pay.");
    expect(codeSummary({ ...voucher, periods: 3 }, "en", "JO")).toBe("This voucher gives you VIP for 3 months, with nothing to pay.");
    expect(codeSummary({ ...voucher, productName: "في آي بي", periods: 2 }, "ar", "JO")).toContain("شهرين");
    const coupon = { ...voucher, kind: "COUPON" as const, price: { minor: 2000, currency: "JOD" }, regularPrice: { minor: 4000, currency: "JOD" } };
    expect(codeSummary(coupon, "en", "JO")).toMatch(/^This coupon gives you VIP for 1 month at JOD\s2 instead of JOD\s4, then at the usual price\.$/);
  });

  test("the code goes to the service in the body, with the session's token; a kids profile is refused", async () => {
    const details = vi.spyOn(getServices().codes, "details").mockResolvedValue(voucher);
    const reply = await codeDetails(post("/api/codes/details", { code: "vip1 month 0003" }));
    expect(await reply.json()).toEqual({ kind: "VOUCHER", productId: "shasha-vip", redeemable: true, summary: "This voucher gives you VIP for 1 month, with nothing to pay." });
    expect(details).toHaveBeenCalledWith("vip1 month 0003", token, expect.anything());
    expect((await codeDetails(post("/api/codes/details", { code: "vip1" }, kid))).status).toBe(403);
    expect((await codeDetails(post("/api/codes/details", { code: "<script>" }))).status).toBe(400);
  });

  test("guessing past the service's limit is a 429 in the page's words; a used code is said so", async () => {
    vi.spyOn(getServices().codes, "redeem").mockRejectedValueOnce(refusal(429, "TOO_MANY_ATTEMPTS")).mockRejectedValueOnce(refusal(409, "ALREADY_REDEEMED"));
    const limited = await redeemCode(post("/api/codes/redeem", { code: "ABC", idempotencyKey: "attempt-0009" }));
    expect([limited.status, await limited.json()]).toEqual([429, { error: { code: "code-too-many-attempts" } }]);
    expect(await (await redeemCode(post("/api/codes/redeem", { code: "ABC", idempotencyKey: "attempt-0010" }))).json()).toEqual({ error: { code: "code-redeemed" } });
  });
});

describe("deals through the app's API", () => {
  const body = { dealParam: "nomad-customers", productId: "shasha-vip", idempotencyKey: "attempt-0011", uniqueIdentifier: "7700 0000 16" };

  test("the deal, the package and what the partner asks for go to the service; a kids profile and a bad body do not", async () => {
    const redeem = vi.spyOn(getServices().codes, "redeemDeal").mockResolvedValue({ kind: "PRICED", dealRedemptionId: "d1", productId: "shasha-vip" });
    expect(await (await redeemDeal(post("/api/deals/redeem", body))).json()).toEqual({ kind: "PRICED", dealRedemptionId: "d1", productId: "shasha-vip" });
    expect(redeem).toHaveBeenCalledWith("nomad-customers", { productId: "shasha-vip", idempotencyKey: "attempt-0011", uniqueIdentifier: "7700 0000 16" }, token, expect.anything());
    expect((await redeemDeal(post("/api/deals/redeem", body, kid))).status).toBe(403);
    for (const bad of [{ ...body, dealParam: "../x" }, { ...body, uniqueIdentifier: "77x" }, { ...body, price: { amount: 1, currency: "JOD" } }]) {
      expect((await redeemDeal(post("/api/deals/redeem", bad))).status).toBe(400);
    }
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  test("a used customer number and an ended deal in the page's words", async () => {
    vi.spyOn(getServices().codes, "redeemDeal").mockRejectedValueOnce(refusal(409, "IDENTIFIER_USED")).mockRejectedValueOnce(refusal(410, "DEAL_ENDED"));
    expect(await (await redeemDeal(post("/api/deals/redeem", body))).json()).toEqual({ error: { code: "identifier-used" } });
    expect(await (await redeemDeal(post("/api/deals/redeem", body))).json()).toEqual({ error: { code: "deal-ended" } });
  });
});
