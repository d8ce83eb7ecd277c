import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { countRows, get, newAccount, orderReplySchema, post, startCsgKit, subscribeBodyOf, type CsgKit } from "./csgTestKit";
import { errorCodeOf, startSubscriptionKit } from "./testKit";

let csg: CsgKit;
beforeAll(async () => {
  csg = await startCsgKit();
});
afterAll(() => csg.close());
beforeEach(() => {
  csg.provider.calls.length = 0;
  csg.provider.authoriseAll();
});

const subscribe = (token: string | undefined, changes: Record<string, unknown> = {}, headers: Record<string, string> = {}) => post(csg.kit, "/csg/subscribe", subscribeBodyOf(changes), token, headers);
const paymentsCalls = () => csg.provider.calls.filter((call) => call.path === "/v1/payments");

describe("POST csg/subscribe", () => {
  test("authorised: PENDING (not paid on the provider's reply), the catalogue's price charged once under the order id", async () => {
    const { userId, token } = newAccount(csg.kit);
    const reply = await subscribe(token, { idempotencyKey: "first-purchase-1" });
    expect(reply.status).toBe(200);
    const order = orderReplySchema.parse(reply.body);
    expect(order).toEqual({ orderId: order.orderId, status: "PENDING" });
    const [call] = paymentsCalls();
    expect(call?.headers["x-api-key"]).toBe("test-api-key");
    expect(call?.headers["idempotency-key"]).toBe(order.orderId);
    expect(call?.body).toEqual({
      merchantAccount: "ShashaWeb",
      reference: order.orderId,
      amount: { value: 4000, currency: "JOD" },
      paymentMethod: { token: "tok_visa_4111" },
      // The way back from 3-D Secure names the order it finishes.
      returnUrl: `https://shasha.test/en/hub/adyen-process-payment?order=${order.orderId}`,
      shopperReference: userId,
    });
    const state = await get(csg.kit, `/csg/order/${order.orderId}`, token);
    expect(state.body).toMatchObject({ orderId: order.orderId, status: "PENDING", productId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, refusalReason: null, paidAt: null });
    expect((await get(csg.kit, "/subscriptionData", token)).body).toMatchObject({ userCalculatedStatus: "REGISTERED", activeSubscription: null });
  });

  test("a double click (the same idempotency key) charges once and answers the same order", async () => {
    const { userId, token } = newAccount(csg.kit);
    const first = orderReplySchema.parse((await subscribe(token, { idempotencyKey: "double-click-1" })).body);
    const again = orderReplySchema.parse((await subscribe(token, { idempotencyKey: "double-click-1" })).body);
    expect(again).toEqual(first);
    expect(paymentsCalls()).toHaveLength(1);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(1);
    // The key of another purchase is not taken for this one.
    const reused = await subscribe(token, { idempotencyKey: "double-click-1", productId: "shasha-sport", amount: { value: 7000, currency: "JOD" } });
    expect([reused.status, errorCodeOf(reused)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    // Two at once: one order; the provider answers both calls alike (one charge per key).
    const other = newAccount(csg.kit);
    const both = await Promise.all([subscribe(other.token, { idempotencyKey: "double-click-2" }), subscribe(other.token, { idempotencyKey: "double-click-2" })]);
    const [a, b] = both.map((reply) => orderReplySchema.parse(reply.body));
    expect(a).toEqual(b);
    expect(countRows(csg.kit, "subscription_orders", other.userId)).toBe(1);
    expect(new Set(paymentsCalls().map((call) => call.headers["idempotency-key"]))).toEqual(new Set([first.orderId, a?.orderId]));
  });

  test("a tampered amount or package is refused with the current price, and the provider is never called", async () => {
    const { userId, token } = newAccount(csg.kit);
    const cheaper = await subscribe(token, { amount: { value: 1, currency: "JOD" } });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toEqual({ error: { status: 409, code: "PRICE_CHANGED", message: expect.any(String), currentPrice: { value: 4000, currency: "JOD" } } });
    const otherPackage = await subscribe(token, { productId: "shasha-ultimate" });
    expect(otherPackage.body).toMatchObject({ error: { code: "PRICE_CHANGED", currentPrice: { value: 9500, currency: "JOD" } } });
    const otherCurrency = await subscribe(token, { amount: { value: 4000, currency: "USD" } });
    expect(errorCodeOf(otherCurrency)).toBe("PRICE_CHANGED");
    // The country's own currency: the US pays VIP in dollars.
    expect((await subscribe(token, { amount: { value: 4000, currency: "JOD" } }, { country: "US" })).body).toMatchObject({ error: { currentPrice: { value: 599, currency: "USD" } } });
    expect(csg.provider.calls).toEqual([]);
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(0);
  });

  test("the checks, in order: session, body, product, country, subscription, price", async () => {
    const { token } = newAccount(csg.kit);
    expect((await subscribe(undefined)).status).toBe(401);
    expect(errorCodeOf(await subscribe("not-a-session"))).toBe("SESSION_INVALID");
    for (const broken of [{ idempotencyKey: "short" }, { idempotencyKey: "has spaces in it" }, { returnUrl: "javascript:alert(1)" }, { amount: { value: 40.5, currency: "JOD" } }, { paymentToken: "" }]) {
      expect(errorCodeOf(await subscribe(token, broken))).toBe("invalid-request");
    }
    expect(errorCodeOf(await post(csg.kit, "/csg/subscribe", "{nope", token))).toBe("invalid-json");
    expect([(await subscribe(token, { productId: "shasha-gold" })).status, errorCodeOf(await subscribe(token, { productId: "shasha-gold" }))]).toEqual([404, "PRODUCT_UNKNOWN"]);
    const sport = await subscribe(token, { productId: "shasha-sport", amount: { value: 4900, currency: "MAD" } }, { country: "MA" });
    expect([sport.status, errorCodeOf(sport)]).toEqual([404, "NOT_SOLD_IN_COUNTRY"]);
    const subscribed = await subscribe(csg.kit.tokenFor("900002"), { amount: { value: 1, currency: "JOD" } });
    expect([subscribed.status, errorCodeOf(subscribed)]).toEqual([409, "ALREADY_SUBSCRIBED"]);
    expect(errorCodeOf(await subscribe(csg.kit.tokenFor("900003")))).toBe("ALREADY_SUBSCRIBED");
    expect(csg.provider.calls).toEqual([]);
  });

  test("the hidden win-back package: for an account whose subscription ended, not for a new one", async () => {
    const winback = { productId: "shasha-vip-winback", amount: { value: 3000, currency: "JOD" } };
    const fresh = newAccount(csg.kit);
    expect(errorCodeOf(await subscribe(fresh.token, winback))).toBe("PRODUCT_UNKNOWN");
    const lapsed = await subscribe(csg.kit.tokenFor("900004"), winback);
    expect(orderReplySchema.parse(lapsed.body).status).toBe("PENDING");
    expect(z.object({ amount: z.object({ value: z.number() }) }).parse(paymentsCalls()[0]?.body).amount.value).toBe(3000);
  });

  test("the billing address: required for a GB account, sent to the provider; ignored for a Jordanian one", async () => {
    const british = newAccount(csg.kit, "GB");
    const missing = await subscribe(british.token);
    expect([missing.status, errorCodeOf(missing)]).toEqual([400, "BILLING_ADDRESS_REQUIRED"]);
    expect(csg.provider.calls).toEqual([]);
    const address = { addressLine1: "1 High Street", city: "London", zip: "SW1A 1AA", country: "GB" };
    expect(orderReplySchema.parse((await subscribe(british.token, { billingAddress: address })).body).status).toBe("PENDING");
    expect(paymentsCalls()[0]?.body).toMatchObject({ billingAddress: address });
    const jordanian = newAccount(csg.kit, "JO");
    await subscribe(jordanian.token, { billingAddress: address });
    expect(paymentsCalls()[1]?.body).not.toHaveProperty("billingAddress");
  });

  test("refused: REFUSED with the provider's reason; the same key answers it again without a second call", async () => {
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-REFUSED-1", resultCode: "Refused", refusalReason: "Not enough balance", refusalReasonCode: "12" } }));
    const { token } = newAccount(csg.kit);
    const refused = orderReplySchema.parse((await subscribe(token, { idempotencyKey: "refused-key-1" })).body);
    expect(refused).toEqual({ orderId: refused.orderId, status: "REFUSED", refusalReason: "Not enough balance" });
    expect(orderReplySchema.parse((await subscribe(token, { idempotencyKey: "refused-key-1" })).body)).toEqual(refused);
    expect(paymentsCalls()).toHaveLength(1);
    expect((await get(csg.kit, `/csg/order/${refused.orderId}`, token)).body).toMatchObject({ status: "REFUSED", refusalReason: "Not enough balance" });
    // A new attempt takes a new key.
    csg.provider.authoriseAll();
    expect(orderReplySchema.parse((await subscribe(token)).body).status).toBe("PENDING");
  });

  test("an authorised order awaiting its notification blocks a second purchase with another key", async () => {
    const { token } = newAccount(csg.kit);
    const first = orderReplySchema.parse((await subscribe(token)).body);
    const second = await subscribe(token);
    expect(second.body).toMatchObject({ error: { status: 409, code: "PAYMENT_PENDING", orderId: first.orderId } });
    expect(paymentsCalls()).toHaveLength(1);
  });

  test("a provider failure is a 502; the order stays and the same key retries it", async () => {
    const { userId, token } = newAccount(csg.kit);
    csg.provider.respond("/v1/payments", () => ({ status: 500, body: { status: 500, errorCode: "905" } }));
    const failed = await subscribe(token, { idempotencyKey: "retry-me-1" });
    expect([failed.status, errorCodeOf(failed)]).toEqual([502, "PROVIDER_FAILED"]);
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "x", resultCode: "Maybe" } }));
    expect(errorCodeOf(await subscribe(token, { idempotencyKey: "retry-me-1" }))).toBe("PROVIDER_FAILED");
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-SLOW", resultCode: "Authorised" }, delayMs: 2500 }));
    expect(errorCodeOf(await subscribe(token, { idempotencyKey: "retry-me-1" }))).toBe("PROVIDER_FAILED");
    csg.provider.authoriseAll();
    const retried = orderReplySchema.parse((await subscribe(token, { idempotencyKey: "retry-me-1" })).body);
    expect(retried.status).toBe("PENDING");
    expect(countRows(csg.kit, "subscription_orders", userId)).toBe(1);
    expect(new Set(paymentsCalls().map((call) => call.headers["idempotency-key"]))).toEqual(new Set([retried.orderId]));
  });

  test("without a card provider: 503 PROVIDER_UNAVAILABLE after the checks", async () => {
    const bare = startSubscriptionKit();
    try {
      const token = bare.tokenFor("900001");
      const headers = { token, country: "JO" };
      const unavailable = await bare.call("/subscription/csg/subscribe", { method: "POST", body: subscribeBodyOf(), headers });
      expect([unavailable.status, errorCodeOf(unavailable)]).toEqual([503, "PROVIDER_UNAVAILABLE"]);
      expect(errorCodeOf(await bare.call("/subscription/csg/subscribe", { method: "POST", body: subscribeBodyOf({ amount: { value: 5, currency: "JOD" } }), headers }))).toBe("PRICE_CHANGED");
      // Only the routes that need the provider: the orders are the service's own rows.
      expect((await bare.call("/subscription/csg/orderHistory", { headers })).body).toEqual({ orders: [] });
      expect((await bare.call("/subscription/csg/notifications", { method: "POST", body: {}, headers: {} })).status).toBe(503);
    } finally {
      bare.close();
    }
  });
});

describe("POST csg/paymentDetails and GET csg/order", () => {
  test("a challenge: CHALLENGE with the provider's page, then the result makes it PENDING", async () => {
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-3DS-1", resultCode: "RedirectShopper", action: { type: "redirect", url: "http://127.0.0.1:9/challenge?ref=abc" } } }));
    const { token } = newAccount(csg.kit);
    const challenged = orderReplySchema.parse((await subscribe(token)).body);
    expect(challenged).toEqual({ orderId: challenged.orderId, status: "CHALLENGE", redirectUrl: "http://127.0.0.1:9/challenge?ref=abc" });
    csg.provider.respond("/v1/payments/details", () => ({ status: 200, body: { pspReference: "PSP-3DS-1", resultCode: "Authorised", merchantReference: challenged.orderId } }));
    const done = await post(csg.kit, "/csg/paymentDetails", { orderId: challenged.orderId, redirectResult: "X3DS-OK" }, token);
    expect(done.body).toEqual({ orderId: challenged.orderId, status: "PENDING" });
    expect(csg.provider.calls.find((call) => call.path === "/v1/payments/details")?.body).toEqual({ redirectResult: "X3DS-OK" });
    // Once settled, the result again asks the provider nothing.
    const calls = csg.provider.calls.length;
    expect((await post(csg.kit, "/csg/paymentDetails", { orderId: challenged.orderId, redirectResult: "X3DS-OK" }, token)).body).toEqual(done.body);
    expect(csg.provider.calls).toHaveLength(calls);
  });

  test("a failed challenge is REFUSED; an answer about another order is not taken", async () => {
    csg.provider.respond("/v1/payments", () => ({ status: 200, body: { pspReference: "PSP-3DS-2", resultCode: "RedirectShopper", action: { type: "redirect", url: "https://provider.test/3ds" } } }));
    const { token } = newAccount(csg.kit);
    const { orderId } = orderReplySchema.parse((await subscribe(token)).body);
    csg.provider.respond("/v1/payments/details", () => ({ status: 200, body: { pspReference: "PSP-3DS-2", resultCode: "Refused", refusalReason: "3D Not Authenticated", merchantReference: "another-order" } }));
    expect(errorCodeOf(await post(csg.kit, "/csg/paymentDetails", { orderId, redirectResult: "X3DS-NO" }, token))).toBe("PROVIDER_FAILED");
    csg.provider.respond("/v1/payments/details", () => ({ status: 200, body: { pspReference: "PSP-3DS-2", resultCode: "Refused", refusalReason: "3D Not Authenticated", merchantReference: orderId } }));
    expect((await post(csg.kit, "/csg/paymentDetails", { orderId, redirectResult: "X3DS-NO" }, token)).body).toEqual({ orderId, status: "REFUSED", refusalReason: "3D Not Authenticated" });
  });

  test("another account's order is unknown (404) to every call", async () => {
    const owner = newAccount(csg.kit);
    const { orderId } = orderReplySchema.parse((await subscribe(owner.token)).body);
    const stranger = newAccount(csg.kit);
    const seen = await get(csg.kit, `/csg/order/${orderId}`, stranger.token);
    expect([seen.status, errorCodeOf(seen)]).toEqual([404, "ORDER_UNKNOWN"]);
    const finished = await post(csg.kit, "/csg/paymentDetails", { orderId, redirectResult: "X" }, stranger.token);
    expect([finished.status, errorCodeOf(finished)]).toEqual([404, "ORDER_UNKNOWN"]);
    expect((await get(csg.kit, "/csg/order/no-such-order", owner.token)).status).toBe(404);
    expect((await csg.kit.call(`/subscription/csg/order/${orderId}`)).status).toBe(401);
    expect((await get(csg.kit, `/csg/order/${orderId}`, owner.token)).status).toBe(200);
  });
});
