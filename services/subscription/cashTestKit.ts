/**
 * The cash payment routes in-process for their tests, with the real provider stand-in (services/cashProvider) on a
 * free port of 127.0.0.1: the subscription kit's database, seeded accounts and sessions (testKit.ts), one settable
 * clock for the service and the provider, the subscription routes with the cash tables wired (cashProviderDeps), and a
 * small listener on 127.0.0.1 through which the provider's notifications reach those routes. Nothing leaves the
 * machine.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { startCashProvider } from "../cashProvider/cashProviderServer";
import { cashNotificationPath } from "../cashProvider/cashProviderSettings";
import { createRouter } from "../http/router";
import { createUserSessionStore } from "../user/sessionStore";
import { createUserStore } from "../user/userStore";
import { createCardSubscriptions } from "./cardSubscriptions";
import { loadCatalogue } from "./catalogue";
import { cashProviderDeps } from "./cashProvider";
import { createOrderStore } from "./orderStore";
import { createSubscriptionRoutes } from "./subscriptionRoutes";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { createTerminationStore } from "./terminationStore";
import { startRouteBridge, startSubscriptionKit } from "./testKit";

export const cashTestApiKey = "cash-kit-api-key";
export const cashTestHmacKey = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";

export const generatedSchema = z.object({
  orderId: z.string(),
  referenceNumber: z.string(),
  productId: z.string(),
  amount: z.number(),
  currency: z.string(),
  expiresAt: z.string(),
  status: z.enum(["UNPAID", "PAID", "EXPIRED", "CANCELED"]),
  encodedReference: z.string().optional(),
});
export type Generated = z.output<typeof generatedSchema>;


/** `fetcher`: how the service reaches the provider (a test loses or breaks answers with it). */
export async function startCashKit(start = "2026-11-26T12:00:00.000Z", fetcher: typeof fetch = fetch) {
  const kit = startSubscriptionKit(start);
  let time = Date.parse(start);
  const now = () => new Date(time);
  const bridge = await startRouteBridge();
  const bridgeUrl = bridge.url;
  const provider = await startCashProvider({
    db: kit.db,
    now,
    port: 0,
    host: "127.0.0.1",
    apiKey: cashTestApiKey,
    hmacKey: cashTestHmacKey,
    notificationUrl: `${bridgeUrl}${cashNotificationPath}`,
    devRoutes: true,
    retryDelaysMs: [100, 200, 400],
  });
  const deps: SubscriptionDeps = {
    catalogue: loadCatalogue(),
    sessions: createUserSessionStore(kit.db, now),
    users: createUserStore(kit.db),
    now,
    terminations: createTerminationStore(kit.db),
    orders: createOrderStore(kit.db),
    cardSubscriptions: createCardSubscriptions(kit.db),
    cashProvider: cashProviderDeps(kit.db, { ...provider.serverApi, timeoutMs: 2000 }, fetcher),
    appPublicUrl: "http://localhost:3000",
    inTransaction: (work) => kit.db.transaction(work)(),
  };
  bridge.route(createRouter(createSubscriptionRoutes(deps)));

  const { call } = bridge;

  const providerPost = async (target: string, body: unknown) => {
    const response = await fetch(`${provider.url}${target}`, { method: "POST", headers: { "Content-Type": "application/json", "x-api-key": cashTestApiKey }, body: JSON.stringify(body) });
    return { status: response.status, body: z.unknown().parse(await response.json()) };
  };

  return {
    kit,
    provider,
    deps,
    call,
    /** POST under /subscription, from Egypt unless `headers` say otherwise. */
    post: (path: string, body: unknown, token?: string, headers: Record<string, string> = {}) =>
      call(`/subscription${path}`, { method: "POST", body, headers: { country: "EG", ...headers, ...(token === undefined ? {} : { token }) } }),
    get: (path: string, token: string, headers: Record<string, string> = {}) => call(`/subscription${path}`, { headers: { country: "EG", ...headers, token } }),
    /** The service's and the provider's clock. */
    setNow(iso: string): void {
      time = Date.parse(iso);
      kit.setNow(iso);
    },
    /** The customer pays the reference at an outlet (the stand-in's development kiosk). */
    payAtKiosk: (referenceNumber: string) => providerPost("/dev/kiosk/pay", { referenceNumber }),
    providerPost,
    /** The order's status and refusal reason as stored. */
    order: (orderId: string) =>
      z.object({ status: z.string(), refusal_reason: z.string().nullable(), payment_method: z.string(), amount: z.number(), currency: z.string() }).parse(
        kit.db.prepare("SELECT status, refusal_reason, payment_method, amount, currency FROM subscription_orders WHERE id = ?").get(orderId),
      ),
    close: async (): Promise<void> => {
      await provider.close();
      await bridge.close();
      kit.close();
    },
  };
}
export type CashKit = Awaited<ReturnType<typeof startCashKit>>;

/** A generate body for VIP with a fresh idempotency key, with the given changes. */
export function generateBodyOf(changes: Record<string, unknown> = {}) {
  return { productId: "shasha-vip", idempotencyKey: `cash-${randomUUID()}`, ...changes };
}

/** A reference generated for the account (VIP unless `changes` say otherwise). */
export async function generated(cash: CashKit, token: string, changes: Record<string, unknown> = {}): Promise<Generated> {
  const reply = await cash.post("/cash/generate-reference-number", generateBodyOf(changes), token);
  if (reply.status !== 200) throw new Error(`generate answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return generatedSchema.parse(reply.body);
}
