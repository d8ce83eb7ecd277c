import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { encodedReference } from "./cashEncoding";
import { generateBodyOf, generated, generatedSchema, startCashKit, type CashKit } from "./cashTestKit";
import { cardSubscriber, countRows, newAccount } from "./csgTestKit";
import { createOrderStore } from "./orderStore";
import { errorCodeOf, startSubscriptionKit } from "./testKit";

let cash: CashKit;
beforeAll(async () => {
  cash = await startCashKit();
});
afterAll(() => cash.close());

const egyptian = () => newAccount(cash.kit, "EG");
const providerCharges = (merchantRef: string) => cash.kit.db.prepare("SELECT count(*) FROM cash_provider_charges WHERE merchant_ref_number = ?").pluck().get(merchantRef);
const providerStatus = (reference: string) => cash.kit.db.prepare("SELECT status FROM cash_provider_charges WHERE reference_number = ?").pluck().get(reference);

describe("POST cash/generate-reference-number", () => {
  test("an order (PENDING, fawry, the catalogue's EGP price) and the provider's reference, UNPAID for 48 hours", async () => {
    const { token } = egyptian();
    const reply = await cash.post("/cash/generate-reference-number", generateBodyOf(), token);
    expect(reply.status).toBe(200);
    const reference = generatedSchema.parse(reply.body);
    expect(reference).toEqual({
      orderId: expect.any(String),
      referenceNumber: expect.stringMatching(/^[1-9]\d{8}$/),
      productId: "shasha-vip",
      amount: 9900,
      currency: "EGP",
      expiresAt: "2026-11-28T12:00:00.000Z",
      status: "UNPAID",
    });
    expect(cash.order(reference.orderId)).toEqual({ status: "PENDING", refusal_reason: null, payment_method: "fawry", amount: 9900, currency: "EGP" });
    expect(providerStatus(reference.referenceNumber)).toBe("UNPAID");
    // The card calls show the order as any other, paid by CASH / fawry.
    const history = z.object({ orders: z.array(z.object({ orderId: z.string(), status: z.string(), paymentMethod: z.object({ paymentMethodType: z.string(), paymentMethodName: z.string() }) })) });
    expect(history.parse((await cash.get("/csg/orderHistory", token)).body).orders).toEqual([
      { orderId: reference.orderId, status: "PENDING", paymentMethod: expect.objectContaining({ paymentMethodType: "CASH", paymentMethodName: "fawry" }) },
    ]);
  });

  test("the same key again (a double click, even at once) is the same reference: one order, one charge", async () => {
    const { userId, token } = egyptian();
    const body = generateBodyOf();
    const [first, second] = await Promise.all([cash.post("/cash/generate-reference-number", body, token), cash.post("/cash/generate-reference-number", body, token)]);
    const third = await cash.post("/cash/generate-reference-number", body, token);
    const references = [first, second, third].map((reply) => generatedSchema.parse(reply.body));
    expect(new Set(references.map((reference) => reference.referenceNumber)).size).toBe(1);
    expect(countRows(cash.kit, "subscription_orders", userId)).toBe(1);
    expect(providerCharges(references[0]?.orderId ?? "")).toBe(1);
  });

  test("a new key for the same package while its reference is unpaid: that reference again", async () => {
    const { userId, token } = egyptian();
    const first = await generated(cash, token);
    const second = await generated(cash, token);
    expect(second).toEqual(first);
    expect(countRows(cash.kit, "subscription_orders", userId)).toBe(1);
  });

  test("another package replaces the unpaid reference: canceled at the provider, its order REFUSED", async () => {
    const { token } = egyptian();
    const vip = await generated(cash, token);
    const sport = await generated(cash, token, { productId: "shasha-sport" });
    expect(sport).toMatchObject({ productId: "shasha-sport", amount: 17900, currency: "EGP", status: "UNPAID" });
    expect(sport.referenceNumber).not.toBe(vip.referenceNumber);
    expect(providerStatus(vip.referenceNumber)).toBe("CANCELED");
    expect(cash.order(vip.orderId)).toMatchObject({ status: "REFUSED", refusal_reason: "CANCELED" });
    const details = await cash.get(`/cash/reference-code-details?referenceNumber=${vip.referenceNumber}`, token);
    expect(details.body).toMatchObject({ status: "CANCELED" });
    // Paid at the outlet after all? The provider refuses it.
    expect((await cash.payAtKiosk(vip.referenceNumber)).status).toBe(409);
  });

  test("a replaced reference paid at the outlet a moment ago stops the new one: 409 PAYMENT_PENDING naming its order", async () => {
    const { token } = egyptian();
    const vip = await generated(cash, token);
    // Paid, and its notification not here yet.
    cash.kit.db.prepare("UPDATE cash_provider_charges SET status = 'PAID' WHERE reference_number = ?").run(vip.referenceNumber);
    const sport = await cash.post("/cash/generate-reference-number", generateBodyOf({ productId: "shasha-sport" }), token);
    expect(sport.status).toBe(409);
    expect(sport.body).toMatchObject({ error: { code: "PAYMENT_PENDING", orderId: vip.orderId } });
    expect(cash.order(vip.orderId).status).toBe("PENDING");
  });

  test("a key reused with another body is refused, also a card purchase's key", async () => {
    const { userId, token } = egyptian();
    const body = generateBodyOf();
    await cash.post("/cash/generate-reference-number", body, token);
    const reused = await cash.post("/cash/generate-reference-number", { ...body, productId: "shasha-ultimate" }, token);
    expect(reused.status).toBe(409);
    expect(errorCodeOf(reused)).toBe("IDEMPOTENCY_KEY_REUSED");
    const card = generateBodyOf();
    createOrderStore(cash.kit.db).insert({ id: randomUUID(), userId, idempotencyKey: card.idempotencyKey, productId: "shasha-vip", amount: 9900, currency: "EGP", billingAddress: undefined, at: new Date() });
    expect(errorCodeOf(await cash.post("/cash/generate-reference-number", card, token))).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  test("the amount is the catalogue's: a body naming a price, or any other field, is refused", async () => {
    const { userId, token } = egyptian();
    for (const tampered of [generateBodyOf({ amount: 100 }), generateBodyOf({ amount: { value: 100, currency: "EGP" } }), generateBodyOf({ currency: "USD" })]) {
      const reply = await cash.post("/cash/generate-reference-number", tampered, token);
      expect(reply.status).toBe(400);
      expect(errorCodeOf(reply)).toBe("invalid-request");
    }
    expect(countRows(cash.kit, "subscription_orders", userId)).toBe(0);
  });

  test("a tampered package is refused: unknown, hidden for a new account, or carrier-billed", async () => {
    const { userId, token } = egyptian();
    const refusals: [string, number, string][] = [
      ["shasha-nothing", 404, "PRODUCT_UNKNOWN"],
      ["shasha-vip-winback", 404, "PRODUCT_UNKNOWN"],
      ["shasha-mobile", 403, "METHOD_NOT_AVAILABLE"],
    ];
    for (const [productId, status, code] of refusals) {
      const reply = await cash.post("/cash/generate-reference-number", generateBodyOf({ productId }), token);
      expect([reply.status, errorCodeOf(reply)]).toEqual([status, code]);
    }
    expect(countRows(cash.kit, "subscription_orders", userId)).toBe(0);
    // The old sku is VIP.
    expect((await generated(cash, token, { productId: "shasha-plus-monthly" })).productId).toBe("shasha-vip");
  });

  test("a country whose processors do not include fawry is refused, whatever the account's own country", async () => {
    const { userId, token } = egyptian();
    for (const country of ["JO", "SA", "US", "XX"]) {
      const reply = await cash.post("/cash/generate-reference-number", generateBodyOf(), token, { country });
      expect([reply.status, errorCodeOf(reply)]).toEqual([403, "METHOD_NOT_AVAILABLE"]);
    }
    expect(countRows(cash.kit, "subscription_orders", userId)).toBe(0);
  });

  test("an account subscribed otherwise is ALREADY_SUBSCRIBED; no session is a 401", async () => {
    const subscriber = cardSubscriber(cash.kit);
    const reply = await cash.post("/cash/generate-reference-number", generateBodyOf(), subscriber.token);
    expect([reply.status, errorCodeOf(reply)]).toEqual([409, "ALREADY_SUBSCRIBED"]);
    expect(countRows(cash.kit, "subscription_orders", subscriber.userId)).toBe(0);
    expect((await cash.post("/cash/generate-reference-number", generateBodyOf())).status).toBe(401);
    expect((await cash.post("/cash/generate-reference-number", generateBodyOf(), "forged-token")).status).toBe(401);
  });
});

describe("POST cash/generate-encoded-reference-number", () => {
  test("the same reference with its scanner digits: biller code, reference, GS1 check digit, an even count", async () => {
    const { token } = egyptian();
    const body = generateBodyOf();
    const plain = generatedSchema.parse((await cash.post("/cash/generate-reference-number", body, token)).body);
    const encoded = generatedSchema.parse((await cash.post("/cash/generate-encoded-reference-number", body, token)).body);
    expect(encoded).toEqual({ ...plain, encodedReference: encodedReference(plain.referenceNumber) });
    expect(encoded.encodedReference).toMatch(new RegExp(`^7788${plain.referenceNumber}\\d$`));
    expect((encoded.encodedReference ?? "").length % 2).toBe(0);
  });
});

describe("without a cash provider", () => {
  test("every cash call is a 503 PROVIDER_UNAVAILABLE", async () => {
    const bare = startSubscriptionKit();
    try {
      const { token } = newAccount(bare, "EG");
      const headers = { token, country: "EG" };
      const replies = [
        await bare.call("/subscription/cash/generate-reference-number", { method: "POST", body: generateBodyOf(), headers }),
        await bare.call("/subscription/cash/reference-code-details?referenceNumber=123456789", { headers }),
        await bare.call("/subscription/cash/references", { headers }),
        await bare.call("/subscription/cash/notifications", { method: "POST", body: {} }),
      ];
      expect(replies.map((reply) => [reply.status, errorCodeOf(reply)])).toEqual(Array.from({ length: 4 }, () => [503, "PROVIDER_UNAVAILABLE"]));
    } finally {
      bare.close();
    }
  });
});
