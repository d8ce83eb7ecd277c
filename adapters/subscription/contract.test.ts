import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setLogSink } from "@/ops/log";
import { flowTypes } from "@/domain/subscription/flows";
import { seedPassword } from "@/services/seed/seedUsers";
import { startTestServices, type TestServices } from "@/services/testing/startTestServices";
import { signIn } from "@/services/user/testClient";
import { cardPaymentRefusal, SubscriptionClient } from "./subscriptionClient";

let services: TestServices;
let client: SubscriptionClient;
let token: string;
beforeAll(async () => {
  services = await startTestServices({ now: () => new Date("2026-11-26T12:00:00.000Z") });
  client = new SubscriptionClient({ baseURL: `${services.url}/subscription` });
  token = (await signIn(services, "subscribed@shasha.test", seedPassword)).token;
});
afterAll(() => services.close());

describe("the adapter against the local suite's subscription service (the wire contract)", () => {
  test("every flow, language and currency parses into the domain catalogue", async () => {
    for (const country of ["JO", "SA", "AE", "EG", "MA", "KW", "US"]) {
      for (const locale of ["ar", "en", "fr"] as const) {
        for (const flow of flowTypes) {
          const catalogue = await client.catalogue(flow, { locale, country });
          expect(catalogue.country).toBe(country);
          expect(catalogue.featureRows).toHaveLength(7);
        }
      }
    }
    const jordan = await client.catalogue("ORGANIC_ACQUISITION", { locale: "en", country: "JO" });
    expect(jordan.packages.map((item) => [item.id, item.price.minor, item.price.currency])).toEqual([
      ["shasha-mobile", 2500, "JOD"],
      ["shasha-vip", 4000, "JOD"],
      ["shasha-sport", 7000, "JOD"],
      ["shasha-ultimate", 9500, "JOD"],
    ]);
  });

  test("a subscriber's plans, proration, subscriptions and product context", async () => {
    const ctx = { locale: "en" as const, country: "JO" };
    expect(await client.upgradePlans("shasha-vip", "creditCard", token, ctx)).toEqual({
      upgrades: [{ id: "shasha-sport", order: 2 }, { id: "shasha-ultimate", order: 3 }],
      downgrades: [],
      reasons: [],
      higherConcurrency: [{ id: "shasha-ultimate", order: 3 }],
    });
    expect((await client.upgradePlans("shasha-vip", "creditCard", token, ctx, { platform: "ANDROID_APP" }))?.reasons).toEqual(["PLATFORM_UNSUPPORTED_PAYMENT"]);
    // Not the account's own package: the service refuses (403) and the adapter gives nothing, with a log line only.
    const logged: string[] = [];
    setLogSink((entry) => void logged.push(entry.code));
    expect(await client.upgradePlans("shasha-sport", "creditCard", token, ctx)).toBeUndefined();
    setLogSink(undefined);
    expect(logged).toEqual(["subscription-upgrade-plans-failed"]);
    expect(await client.proration("shasha-ultimate", token, ctx)).toEqual({ amountDue: { minor: 733, currency: "JOD" }, remainingDays: 4, renewsAt: "2026-12-01T00:00:00.000Z" });
    expect(await client.currentPackageId(token, ctx)).toBe("shasha-vip");
    expect((await client.subscriptionData(token, ctx)).active?.frequency).toBe("MONTHLY");
    expect(await client.productContext("shasha-vip", ctx, token)).toMatchObject({ owned: true, price: { minor: 4000, currency: "JOD" } });
  });

  test("processors, eligibility and termination reasons", async () => {
    const egypt = { locale: "ar" as const, country: "EG" };
    expect((await client.processors(egypt)).map((processor) => processor.paymentMethodName)).toContain("fawry");
    expect(await client.offerEligibility("offer-welcome-vip", egypt, token)).toEqual({ eligible: false, reason: "ALREADY_SUBSCRIBED" });
    const reasons = await client.terminationReasons(egypt);
    expect(reasons).toHaveLength(5);
    await expect(client.addTerminationReason("too-expensive", "Too much for me", token, egypt)).resolves.toBeUndefined();
  });

  test("card payments: the service's refusals and the account's own orders, without reaching a provider", async () => {
    const ctx = { locale: "en" as const, country: "JO" };
    const purchase = {
      productId: "shasha-vip",
      amount: { value: 4000, currency: "JOD" },
      paymentToken: "tok_contract",
      idempotencyKey: "contract-key-1",
      returnUrl: "http://localhost:3000/en/hub/adyen-process-payment",
    };
    // A subscriber cannot buy a second subscription.
    const subscribed = await client.subscribeByCard(purchase, token, ctx).catch((error: unknown) => error);
    expect(cardPaymentRefusal(subscribed)).toEqual({ status: 409, code: "ALREADY_SUBSCRIBED" });
    // A tampered price is refused with the catalogue's.
    const registered = (await signIn(services, "registered@shasha.test", seedPassword)).token;
    const tampered = await client.subscribeByCard({ ...purchase, amount: { value: 1, currency: "JOD" } }, registered, ctx).catch((error: unknown) => error);
    expect(cardPaymentRefusal(tampered)).toEqual({ status: 409, code: "PRICE_CHANGED", currentPrice: { minor: 4000, currency: "JOD" } });
    const elsewhere = await client.subscribeByCard({ ...purchase, amount: { value: 4000, currency: "JOD" } }, registered, { ...ctx, country: "US" }).catch((error: unknown) => error);
    expect(cardPaymentRefusal(elsewhere)?.currentPrice).toEqual({ minor: 599, currency: "USD" });
    // No order of this account: unknown; nothing in the history or the wallet.
    expect(cardPaymentRefusal(await client.order("no-such-order", registered, ctx).catch((error: unknown) => error))).toEqual({ status: 404, code: "ORDER_UNKNOWN" });
    expect(cardPaymentRefusal(await client.cardPaymentDetails("no-such-order", "X3DS", registered, ctx).catch((error: unknown) => error))?.code).toBe("ORDER_UNKNOWN");
    expect(await client.orderHistory(registered, ctx)).toEqual([]);
    expect(await client.wallet(registered, ctx)).toEqual([]);
  });
});
