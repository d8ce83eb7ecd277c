/**
 * csg/changeCard against the card provider stand-in itself: the provider's zero-amount check of the new card, the
 * challenge a first use asks for, and the signed notification that alone makes the new card the saved one.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { testCard, type ProviderKit } from "../cardProvider/providerTestKit";
import { cardSubscriber, get, newAccount, orderReplySchema, post, startProviderCsgKit } from "./csgTestKit";
import type { SubscriptionKit } from "./testKit";

let suite: Awaited<ReturnType<typeof startProviderCsgKit>>;
let provider: ProviderKit;
let kit: SubscriptionKit;
let relayed = 0;
beforeAll(async () => {
  suite = await startProviderCsgKit();
  ({ provider, kit } = suite);
});
afterAll(() => suite.close());

/** The provider's next notification, handed to the subscription service as the provider would. */
async function relayNext(): Promise<void> {
  relayed += 1;
  expect(await suite.relay(relayed)).toEqual({ status: 200, body: "[accepted]" });
}

async function cardToken(number: string): Promise<string> {
  return z.object({ token: z.string() }).parse((await provider.tokenize(testCard(number))).body).token;
}

const changeOf = (paymentToken: string, idempotencyKey: string) => ({ paymentToken, idempotencyKey, returnUrl: "https://shasha.test/en/hub/card-maintain" });

const walletSchema = z.object({ paymentInstruments: z.array(z.object({ issuer: z.string(), last4: z.string(), expirationYear: z.number().nullable() })) });

async function wallet(token: string) {
  return walletSchema.parse((await post(kit, "/pricing/retrieveWallet", {}, token)).body).paymentInstruments;
}

describe("POST csg/changeCard", () => {
  test("the provider checks the new card for nothing; its signed notification makes it the saved card, and nothing else changes", async () => {
    const { userId, token } = cardSubscriber(kit);
    const mastercard = await cardToken("5555555555554444");
    const reply = orderReplySchema.parse((await post(kit, "/csg/changeCard", changeOf(mastercard, "change-card-0001"), token)).body);
    expect(reply.status).toBe("PENDING");
    const payment = provider.db.prepare("SELECT amount_value, currency FROM card_provider_payments WHERE merchant_reference = ?").get(reply.orderId);
    expect(payment).toEqual({ amount_value: 0, currency: "JOD" });
    // Until the provider's word, the old card stays.
    expect((await wallet(token)).map((card) => card.last4)).toEqual(["1111"]);
    await relayNext();
    expect(await wallet(token)).toEqual([expect.objectContaining({ issuer: "mastercard", last4: "4444", expirationYear: 2030 })]);
    expect((await get(kit, `/csg/order/${reply.orderId}`, token)).body).toMatchObject({ status: "PAID", amount: { value: 0, currency: "JOD" } });
    // Not a payment: the history does not list it; the subscription is untouched.
    expect((await get(kit, "/csg/orderHistory", token)).body).toEqual({ orders: [] });
    expect(kit.db.prepare("SELECT sku, status FROM user_subscriptions WHERE user_id = ?").all(userId)).toEqual([{ sku: "shasha-vip", status: "ACTIVE" }]);
  });

  test("a card that asks for 3-D Secure is challenged; a refused card leaves the old one saved", async () => {
    const { token } = cardSubscriber(kit);
    const challenged = orderReplySchema.parse((await post(kit, "/csg/changeCard", changeOf(await cardToken("4000002760003184"), "change-card-0002"), token)).body);
    expect(challenged.status).toBe("CHALLENGE");
    expect(challenged.redirectUrl).toContain("/checkoutshopper/threeds");

    const refused = orderReplySchema.parse((await post(kit, "/csg/changeCard", changeOf(await cardToken("4000000000000002"), "change-card-0003"), token)).body);
    expect(refused).toMatchObject({ status: "REFUSED", refusalReason: "Refused" });
    // The challenged check never finished and the refusal's notification settles nothing more: still the old card.
    await relayNext();
    expect((await wallet(token)).map((card) => card.last4)).toEqual(["1111"]);
  });

  test("the same key twice checks the card once; a key of another payment is refused", async () => {
    const { token } = cardSubscriber(kit);
    const visa = await cardToken("4111111111111111");
    const first = orderReplySchema.parse((await post(kit, "/csg/changeCard", changeOf(visa, "change-card-0004"), token)).body);
    const again = orderReplySchema.parse((await post(kit, "/csg/changeCard", changeOf(visa, "change-card-0004"), token)).body);
    expect(again.orderId).toBe(first.orderId);
    expect(provider.db.prepare("SELECT count(*) AS n FROM card_provider_payments WHERE merchant_reference = ?").get(first.orderId)).toEqual({ n: 1 });
    await relayNext();
    const reused = await post(kit, "/csg/subscribe", { productId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, paymentToken: visa, idempotencyKey: "change-card-0004", returnUrl: "https://shasha.test/en/hub/adyen-process-payment" }, token);
    expect(reused.status).toBe(409);
  });

  test("refusals: no session, an account that pays by another means, a guessed field, a British card without its address", async () => {
    const visa = await cardToken("4111111111111111");
    expect((await post(kit, "/csg/changeCard", changeOf(visa, "change-card-0005"))).status).toBe(401);
    const { token: noCard } = newAccount(kit);
    expect((await post(kit, "/csg/changeCard", changeOf(visa, "change-card-0006"), noCard)).body).toMatchObject({ error: { status: 409, code: "NOT_PAID_BY_CARD" } });
    const { token } = cardSubscriber(kit);
    // A body may not name whose card, which amount or which product: strict, so a forged field is refused, not ignored.
    for (const forged of [{ amount: { value: 0, currency: "JOD" } }, { userId: "someone-else" }, { productId: "shasha-ultimate" }]) {
      expect((await post(kit, "/csg/changeCard", { ...changeOf(visa, "change-card-0007"), ...forged }, token)).status).toBe(400);
    }
    const british = newAccount(kit, "GB");
    kit.setSubscription(british.userId, { sku: "shasha-vip", status: "ACTIVE", paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00.000Z" });
    expect((await post(kit, "/csg/changeCard", changeOf(visa, "change-card-0008"), british.token)).body).toMatchObject({ error: { code: "BILLING_ADDRESS_REQUIRED" } });
  });
});
