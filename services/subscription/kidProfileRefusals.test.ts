/**
 * The subscription service refuses a kids profile's session itself, whatever the app in front of it decided: buying
 * by card, cash or a partner's sign-in, changing or cancelling the package, and giving a reason to leave are the
 * adults' (subscriber.ts requireAdultAccount). The same account's adult session is not refused.
 */
import { afterAll, describe, expect, test } from "vitest";
import { newAccount, subscribeBodyOf } from "./csgTestKit";
import { errorCodeOf, startSubscriptionKit } from "./testKit";

const kit = startSubscriptionKit();
afterAll(() => kit.close());

const writes: [string, unknown][] = [
  ["/subscription/csg/subscribe", subscribeBodyOf()],
  ["/subscription/csg/paymentDetails", { orderId: "o-1", details: {} }],
  ["/subscription/csg/upgrade", { productId: "shasha-ultimate", idempotencyKey: "kid-upgrade-0001" }],
  ["/subscription/csg/cancel", {}],
  ["/subscription/csg/updateSubscription", { productId: "shasha-vip" }],
  ["/subscription/addTerminationReasons", { reasonId: "too-expensive" }],
  ["/subscription/cash/generate-reference-number", { productId: "shasha-vip", idempotencyKey: "kid-cash-0001" }],
  ["/subscription/partners/dish/authorize", { redirectUri: "http://localhost:3000/api/partners/callback" }],
];

describe("a kids profile's session", () => {
  test.each(writes)("is refused %s, and nothing is written", async (path, body) => {
    const { userId } = newAccount(kit);
    const reply = await kit.call(path, { method: "POST", body, headers: { token: kit.kidSession(userId), country: "JO" } });
    expect([reply.status, errorCodeOf(reply)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(kit.db.prepare("SELECT COUNT(*) FROM subscription_orders WHERE user_id = ?").pluck().get(userId)).toBe(0);
  });

  test("the account's adult session is not refused as a kid", async () => {
    const { userId, token } = newAccount(kit);
    kit.kidSession(userId);
    const reply = await kit.call("/subscription/csg/cancel", { method: "POST", body: {}, headers: { token, country: "JO" } });
    expect(errorCodeOf(reply)).not.toBe("KID_PROFILE_NOT_ALLOWED");
  });
});
