/**
 * The subscription service asks for the account's PIN itself (subscriber.ts requireAdultAccount, spec 3
 * `isPassedPinCodeOnSubscription`): when a PIN guards the account, every write (buying by card, carrier, cash, in-app,
 * a partner's sign-in, codes and deals, changing or cancelling the package, a reason to leave) is 403
 * SUBSCRIPTION_PIN_REQUIRED until this very session has passed it at the profiles service
 * (profiles/subscriptionPinRoute.ts). Nothing the request says of itself stands in for the mark.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profilesInProcess, type Family, type ProfilesInProcess } from "../profiles/subscriptionPinTestKit";
import { orderReplySchema, subscribeBodyOf } from "./csgTestKit";
import { startFakeCardProvider, type FakeCardProvider } from "./fakeCardProvider";
import { errorCodeOf, startSubscriptionKit, type KitReply, type SubscriptionKit } from "./testKit";

const start = "2026-11-26T12:00:00.000Z";
// Carrier billing and the stores are configured but never reached: every refusal here comes before any provider call.
const unreachable = "http://127.0.0.1:9";
let provider: FakeCardProvider;
let kit: SubscriptionKit;
let profiles: ProfilesInProcess;

beforeAll(async () => {
  provider = await startFakeCardProvider();
  kit = startSubscriptionKit(start, {
    cardProvider: { ...provider.config, timeoutMs: 2000 },
    carrierProvider: { apiUrl: unreachable, apiKey: "unused", hmacKey: "ab".repeat(32), timeoutMs: 200 },
    inAppProvider: { apple: { apiUrl: unreachable, apiKey: "unused" }, google: { apiUrl: unreachable, apiKey: "unused" } },
  });
  profiles = profilesInProcess(kit.db, () => new Date(start));
});
afterAll(async () => {
  kit.close();
  await provider.close();
});

let peers = 0;
const post = (path: string, body: unknown, token: string, headers: Record<string, string> = {}): Promise<KitReply> => {
  peers += 1;
  return kit.call(`/subscription${path}`, { method: "POST", body, headers: { country: "JO", ...headers, token }, peer: `192.0.2.${peers}` });
};
const refusal = (reply: KitReply) => [reply.status, errorCodeOf(reply)];
const pinRequired = [403, "SUBSCRIPTION_PIN_REQUIRED"];
const rowsOf = (table: "subscription_orders" | "user_subscriptions", userId: string): unknown => kit.db.prepare(`SELECT count(*) FROM ${table} WHERE user_id = ?`).pluck().get(userId);

/** A new family whose account PIN is `pin` (set by its master session, which has not passed it). */
async function guarded(pin = "2468"): Promise<Family> {
  const family = profiles.family();
  expect((await profiles.call("/settings", { method: "PATCH", token: family.token, body: { pin } })).status).toBe(200);
  return family;
}
const passPin = (family: Family, pin: string) => profiles.call("/profiles/subscription-pin", { token: family.token, body: { pin } });
const select = (family: Family, id: string) => profiles.call(`/profiles/${id}/select`, { token: family.token, body: {} });
const holdCard = (family: Family) =>
  kit.setSubscription(family.userId, { sku: "shasha-vip", status: "ACTIVE", paymentMethodType: "CARD", paymentMethodName: "creditCard", startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00.000Z" });

const writes: [string, unknown][] = [
  ["/csg/subscribe", subscribeBodyOf()],
  ["/csg/paymentDetails", { orderId: "o-1", details: {} }],
  ["/csg/upgrade", { productId: "shasha-ultimate", idempotencyKey: "pin-upgrade-0001" }],
  ["/csg/cancel", {}],
  ["/csg/updateSubscription", { productId: "shasha-vip" }],
  ["/csg/changeCard", {}],
  ["/addTerminationReasons", { reasonId: "too-expensive" }],
  ["/cash/generate-reference-number", { productId: "shasha-vip", idempotencyKey: "pin-cash-0001" }],
  ["/partners/dish/authorize", { redirectUri: "http://localhost:3000/api/partners/callback" }],
  ["/codes/redeem", { code: "vip1-month-0001", idempotencyKey: "pin-code-0001" }],
  ["/deals/nomad-vip-voucher/redeem", {}],
  ["/tpay/subscribe", {}],
  ["/tpay/cancel", {}],
  ["/applePay/initiate", {}],
  ["/googlePlay/cancel", {}],
];

describe("an account guarded by a PIN", () => {
  test.each(writes)("a session that has not passed it is refused %s, and nothing is written", async (path, body) => {
    const family = await guarded();
    expect(refusal(await post(path, body, family.token))).toEqual(pinRequired);
    expect([rowsOf("subscription_orders", family.userId), rowsOf("user_subscriptions", family.userId)]).toEqual([0, 0]);
  });

  test("after the right PIN a purchase, a code redeem and a cancel go through", async () => {
    const buyer = await guarded();
    expect((await passPin(buyer, "2468")).status).toBe(200);
    const bought = await post("/csg/subscribe", subscribeBodyOf(), buyer.token);
    expect(bought.status).toBe(200);
    expect(orderReplySchema.parse(bought.body).status).toBe("PENDING");

    const redeemer = await guarded();
    await passPin(redeemer, "2468");
    const redeemed = await post("/codes/redeem", { code: "vip1-month-0002", idempotencyKey: "pin-code-0002" }, redeemer.token);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ kind: "VOUCHER", productId: "shasha-vip" });

    const leaver = await guarded();
    holdCard(leaver);
    expect(refusal(await post("/csg/cancel", {}, leaver.token))).toEqual(pinRequired);
    await passPin(leaver, "2468");
    const canceled = await post("/csg/cancel", {}, leaver.token);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ subscription: { subscriptionStatus: "ACTIVE_CANCELED" } });
  });

  test("the master profile's own PIN guards it too; a wrong PIN leaves the session refused", async () => {
    const family = profiles.family();
    await profiles.call(`/profiles/${family.masterId}`, { method: "PATCH", token: family.token, body: { pin: "1357" } });
    expect(refusal(await post("/csg/subscribe", subscribeBodyOf(), family.token))).toEqual(pinRequired);
    expect((await passPin(family, "2468")).status).toBe(403);
    expect(refusal(await post("/csg/subscribe", subscribeBodyOf(), family.token))).toEqual(pinRequired);
    expect(rowsOf("subscription_orders", family.userId)).toBe(0);
  });

  test("selecting another profile and coming back asks for it again", async () => {
    const family = await guarded();
    holdCard(family);
    await passPin(family, "2468");
    await select(family, family.kidId);
    expect(refusal(await post("/csg/cancel", {}, family.token))).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    await select(family, family.masterId);
    expect(refusal(await post("/csg/cancel", {}, family.token))).toEqual(pinRequired);
  });

  test("forged headers and body fields, or another session's pass, change nothing", async () => {
    const family = await guarded();
    holdCard(family);
    const forged = { "x-subscription-pin": "1", isPassedPinCodeOnSubscription: "true", profile: JSON.stringify({ id: family.masterId, master: true }) };
    expect(refusal(await post("/csg/cancel", { pinPassed: true, isPassedPinCodeOnSubscription: true }, family.token, forged))).toEqual(pinRequired);
    const other = { ...family, token: profiles.deps.sessions.issue(family.userId).token };
    await passPin(other, "2468");
    expect(refusal(await post("/csg/cancel", {}, family.token))).toEqual(pinRequired);
    expect(kit.db.prepare("SELECT status FROM user_subscriptions WHERE user_id = ?").pluck().get(family.userId)).toBe("ACTIVE");
  });
});

describe("an account without a PIN", () => {
  test("is never asked, even when another profile than the master has a PIN of its own", async () => {
    const family = profiles.family();
    await profiles.call(`/profiles/${family.kidId}`, { method: "PATCH", token: family.token, body: { pin: "9999" } });
    const bought = await post("/csg/subscribe", subscribeBodyOf(), family.token);
    expect(bought.status).toBe(200);
    expect(orderReplySchema.parse(bought.body).status).toBe("PENDING");
  });

  test("removing the PIN lifts the question", async () => {
    const family = await guarded();
    holdCard(family);
    expect(refusal(await post("/csg/cancel", {}, family.token))).toEqual(pinRequired);
    await profiles.call("/settings", { method: "PATCH", token: family.token, body: { pin: null } });
    expect((await post("/csg/cancel", {}, family.token)).status).toBe(200);
  });
});
