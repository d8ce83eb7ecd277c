/**
 * The card payment routes in-process for their tests: the subscription kit (testKit.ts) with the fake provider
 * (fakeCardProvider.ts), fresh accounts per test, and readers of the rows a payment writes.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { createUserStore } from "../user/userStore";
import { startFakeCardProvider, type FakeCardProvider } from "./fakeCardProvider";
import { startSubscriptionKit, type KitCall, type SubscriptionKit } from "./testKit";

export const orderReplySchema = z.object({
  orderId: z.string(),
  status: z.enum(["PENDING", "CHALLENGE", "PAID", "REFUSED"]),
  refusalReason: z.string().optional(),
  redirectUrl: z.string().optional(),
});

const countSchema = z.number().int();

export interface CsgKit {
  kit: SubscriptionKit;
  provider: FakeCardProvider;
  close(): Promise<void>;
}

export async function startCsgKit(start = "2026-11-26T12:00:00.000Z"): Promise<CsgKit> {
  const provider = await startFakeCardProvider();
  const kit = startSubscriptionKit(start, { cardProvider: { ...provider.config, timeoutMs: 2000 } });
  return {
    kit,
    provider,
    close: async () => {
      kit.close();
      await provider.close();
    },
  };
}

/** A new account (no subscription) in the country, and a live session of it. */
export function newAccount(kit: SubscriptionKit, country = "JO"): { userId: string; token: string } {
  const userId = `u-${randomUUID()}`;
  createUserStore(kit.db).insert(
    { id: userId, email: `${userId}@shasha.test`, phone: null, passwordHash: null, firstName: "Test", lastName: "Buyer", country, loginProvider: "site", emailVerified: true, subscribeToPromotion: false, subscribeToNewsLetter: false },
    new Date("2026-01-01T00:00:00.000Z"),
  );
  return { userId, token: kit.tokenFor(userId) };
}

/** A purchase of VIP in Jordan at its catalogue price, with the given changes. */
export function subscribeBodyOf(changes: Record<string, unknown> = {}) {
  return {
    productId: "shasha-vip",
    amount: { value: 4000, currency: "JOD" },
    paymentToken: "tok_visa_4111",
    idempotencyKey: `key-${randomUUID()}`,
    returnUrl: "https://shasha.test/en/hub/adyen-process-payment",
    ...changes,
  };
}

export function post(kit: SubscriptionKit, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): ReturnType<SubscriptionKit["call"]> {
  const call: KitCall = { method: "POST", body, headers: { country: "JO", ...headers, ...(token === undefined ? {} : { token }) } };
  return kit.call(`/subscription${path}`, call);
}

export function get(kit: SubscriptionKit, path: string, token: string): ReturnType<SubscriptionKit["call"]> {
  return kit.call(`/subscription${path}`, { headers: { token, country: "JO" } });
}

export function countRows(kit: SubscriptionKit, table: "subscription_orders" | "user_subscriptions" | "user_payment_instruments", userId: string): number {
  return countSchema.parse(kit.db.prepare(`SELECT count(*) FROM ${table} WHERE user_id = ?`).pluck().get(userId));
}
