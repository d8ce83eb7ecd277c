/**
 * The card payment routes in-process for their tests: the subscription kit (testKit.ts) with the fake provider
 * (fakeCardProvider.ts), fresh accounts per test (also card subscribers with a saved card), and readers of the rows a
 * payment writes.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { createUserStore } from "../user/userStore";
import { kitApiKey, kitHmacKey, startProviderKit, type ProviderKit } from "../cardProvider/providerTestKit";
import { startFakeCardProvider, type FakeCardProvider } from "./fakeCardProvider";
import { createOrderStore } from "./orderStore";
import { startSubscriptionKit, type KitCall, type SubscriptionKit, type SubscriptionRowFields } from "./testKit";

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

/**
 * The subscription kit against the card provider stand-in itself (services/cardProvider), not the fake: `relay(n)`
 * hands the provider's n-th notification to the subscription service, as the provider would, and returns its reply.
 */
export async function startProviderCsgKit(start = "2026-11-26T12:00:00.000Z") {
  const provider: ProviderKit = await startProviderKit();
  const kit = startSubscriptionKit(start, { cardProvider: { apiUrl: provider.provider.url, apiKey: kitApiKey, hmacKey: kitHmacKey, timeoutMs: 2000 } });
  return {
    kit,
    provider,
    relay: async (count: number) => post(kit, "/csg/notifications", (await provider.receiver.waitFor(count))[count - 1]),
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

/** The saved card's stored reference in the card subscribers below (the fake provider's notifications name it too). */
export const storedReference = "STORED-8812";

/**
 * A new Jordanian account holding one subscription paid by card (VIP, ACTIVE, November 2026 unless `fields` say
 * otherwise) and, unless `storedToken` is null, a saved card the provider stored as `storedToken`.
 */
export function cardSubscriber(kit: SubscriptionKit, fields: Partial<SubscriptionRowFields> = {}, storedToken: string | null = storedReference) {
  const account = newAccount(kit);
  kit.setSubscription(account.userId, {
    sku: "shasha-vip",
    status: "ACTIVE",
    paymentMethodType: "CARD",
    paymentMethodName: "creditCard",
    startDate: "2026-11-01T00:00:00.000Z",
    endDate: "2026-12-01T00:00:00.000Z",
    ...fields,
  });
  createOrderStore(kit.db).saveInstrument({
    userId: account.userId,
    issuer: "visa",
    last4: "1111",
    expirationMonth: 3,
    expirationYear: 2030,
    bin: "411111",
    issuerCountry: "JO",
    storedToken: storedToken ?? undefined,
    billingAddress: undefined,
    at: new Date("2026-11-01T00:00:00.000Z"),
  });
  return account;
}

/** An upgrade to Ultimate at the given amount (JOD), with a fresh idempotency key unless `changes` name one. */
export function upgradeBodyOf(value: number, changes: Record<string, unknown> = {}) {
  return { productId: "shasha-ultimate", amount: { value, currency: "JOD" }, idempotencyKey: `up-${randomUUID()}`, ...changes };
}

const subscriptionRowSchema = z.object({ sku: z.string(), status: z.string(), next_sku: z.string().nullable(), start_date: z.string(), end_date: z.string() });

/** The account's subscription rows as stored, by position. */
export function subscriptionRows(kit: SubscriptionKit, userId: string) {
  return kit.db
    .prepare("SELECT sku, status, next_sku, start_date, end_date FROM user_subscriptions WHERE user_id = ? ORDER BY position")
    .all(userId)
    .map((row) => subscriptionRowSchema.parse(row));
}
