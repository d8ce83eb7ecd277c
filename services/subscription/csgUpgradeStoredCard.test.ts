/**
 * csg/upgrade against the card provider stand-in itself (services/cardProvider), not the fake: a card that the provider
 * challenges on its first payment is subscribed with (challenge answered, notification relayed), and the upgrade later
 * pays with its stored reference without the shopper, so without a challenge.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { testCard } from "../cardProvider/providerTestKit";
import { get, newAccount, orderReplySchema, post, startProviderCsgKit, subscribeBodyOf, subscriptionRows } from "./csgTestKit";

let suite: Awaited<ReturnType<typeof startProviderCsgKit>>;
beforeAll(async () => {
  suite = await startProviderCsgKit();
});
afterAll(() => suite.close());

/** The provider's n-th notification, handed to the subscription service as the provider would. */
async function relayNotification(count: number): Promise<void> {
  expect(await suite.relay(count)).toEqual({ status: 200, body: "[accepted]" });
}

const paymentRow = z.object({ amount_value: z.number(), currency: z.string(), token: z.string(), shopper_reference: z.string(), result_code: z.string() });

describe("POST csg/upgrade with the provider stand-in", () => {
  test("a challenged card, once stored, pays the prorated upgrade without a challenge; the notification switches the package", async () => {
    const { userId, token: firstSession } = newAccount(suite.kit);
    const card = z.object({ token: z.string() }).parse((await suite.provider.tokenize(testCard("4000002760003184"))).body).token;
    const challenged = orderReplySchema.parse((await post(suite.kit, "/csg/subscribe", subscribeBodyOf({ paymentToken: card }), firstSession)).body);
    expect(challenged.status).toBe("CHALLENGE");
    const ref = new URL(challenged.redirectUrl ?? "").searchParams.get("ref") ?? "";
    const answer = await fetch(`${suite.provider.provider.url}/checkoutshopper/threeds`, {
      method: "POST",
      headers: { Origin: suite.provider.ownOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ref, code: "1234", action: "confirm" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    await relayNotification(1);
    expect(subscriptionRows(suite.kit, userId)).toEqual([{ sku: "shasha-vip", status: "ACTIVE", next_sku: null, start_date: "2026-11-26T12:00:00.000Z", end_date: "2026-12-26T12:00:00.000Z" }]);

    // Six days before the renewal: (9500 − 4000) × 6 ÷ 30.
    suite.kit.setNow("2026-12-20T12:00:00.000Z");
    const token = suite.kit.tokenFor(userId);
    expect((await get(suite.kit, "/getProrationinfo?toProductId=shasha-ultimate", token)).body).toMatchObject({ amountDue: 1100, currency: "JOD" });
    const upgraded = orderReplySchema.parse((await post(suite.kit, "/csg/upgrade", { productId: "shasha-ultimate", amount: { value: 1100, currency: "JOD" }, idempotencyKey: "stored-card-upgrade-1" }, token)).body);
    expect(upgraded).toEqual({ orderId: upgraded.orderId, status: "PENDING" });
    const payment = paymentRow.parse(suite.provider.db.prepare("SELECT amount_value, currency, token, shopper_reference, result_code FROM card_provider_payments WHERE merchant_reference = ?").get(upgraded.orderId));
    expect(payment).toEqual({ amount_value: 1100, currency: "JOD", token: card, shopper_reference: userId, result_code: "Authorised" });

    await relayNotification(2);
    expect((await get(suite.kit, `/csg/order/${upgraded.orderId}`, token)).body).toMatchObject({ status: "PAID", productId: "shasha-ultimate", amount: { value: 1100, currency: "JOD" } });
    expect(subscriptionRows(suite.kit, userId)).toEqual([{ sku: "shasha-ultimate", status: "ACTIVE", next_sku: null, start_date: "2026-11-26T12:00:00.000Z", end_date: "2026-12-26T12:00:00.000Z" }]);
  });
});
