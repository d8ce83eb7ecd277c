import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink } from "@/ops/log";
import { errorCodeOf } from "./testKit";
import { pinReplySchema, startTpayKit, type TpayKit } from "./tpayTestKit";

let kit: TpayKit;
beforeAll(async () => {
  setLogSink(() => undefined);
  kit = await startTpayKit();
});
afterAll(async () => {
  await kit.close();
  setLogSink(undefined);
});
// Tests that move the clock put it back (a session lasts six hours: they sign in again after a move).
afterEach(() => kit.setNow("2026-11-26T12:00:00.000Z"));

let serial = 0;
const nextNumber = (ending = "8888"): string => `+96279${String((serial += 1)).padStart(3, "0")}${ending}`;
const subscriptionOf = (body: unknown) => z.object({ subscription: z.object({ subscriptionStatus: z.string(), nextSku: z.string().nullable(), endDate: z.string() }).nullable() }).parse(body).subscription;

/** A new account subscribed to VIP by mobile bill on a number ending as asked; its session and contract. */
async function carrierSubscriber(ending?: string) {
  const account = kit.newAccount();
  const msisdn = nextNumber(ending);
  const reply = await kit.post("/tpay/subscribe", { productId: "shasha-vip", operatorCode: "JO-ZAIN", msisdn, idempotencyKey: `key-${randomUUID()}` }, account.token);
  const { orderId } = pinReplySchema.parse(reply.body);
  await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, account.token);
  await expect.poll(() => kit.rows(account.userId)[0]?.status).toBe("ACTIVE");
  return { ...account, orderId, contractId: (await kit.contractOf(orderId)).contractId };
}

describe("cancel and resubscribe", () => {
  test("cancel: ACTIVE_CANCELED, the end date kept, the contract canceled; again: unchanged; resubscribe: ACTIVE", async () => {
    const { token, userId, orderId } = await carrierSubscriber();
    const canceled = await kit.post("/tpay/cancel", {}, token);
    expect(subscriptionOf(canceled.body)).toEqual({ subscriptionStatus: "ACTIVE_CANCELED", nextSku: null, endDate: "2026-12-26T12:00:00.000Z" });
    expect((await kit.contractOf(orderId)).status).toBe("CANCELED");
    expect(subscriptionOf((await kit.post("/tpay/cancel", {}, token)).body)?.subscriptionStatus).toBe("ACTIVE_CANCELED");
    expect(errorCodeOf(await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-sport" }, token))).toBe("SUBSCRIPTION_CANCELED");
    const resumed = await kit.post("/tpay/resubscribe", {}, token);
    expect(subscriptionOf(resumed.body)).toEqual({ subscriptionStatus: "ACTIVE", nextSku: null, endDate: "2026-12-26T12:00:00.000Z" });
    expect((await kit.contractOf(orderId)).status).toBe("ACTIVE");
    expect(errorCodeOf(await kit.post("/tpay/resubscribe", {}, token))).toBe("NOT_CANCELED");
    // The provider's notifications of both changes come after them, and change nothing more.
    await expect.poll(() => kit.handled()).toBeGreaterThanOrEqual(3);
    expect(kit.rows(userId)).toEqual([expect.objectContaining({ status: "ACTIVE", end_date: "2026-12-26T12:00:00.000Z" })]);
  });

  test("no resubscribing once the paid period has ended", async () => {
    const { token, userId } = await carrierSubscriber();
    await kit.post("/tpay/cancel", {}, token);
    kit.advance(31 * 86_400_000);
    expect(errorCodeOf(await kit.post("/tpay/resubscribe", {}, kit.tokenFor(userId)))).toBe("SUBSCRIPTION_ENDED");
  });

  test("a card subscriber, an account without a subscription and a kid's session are refused", async () => {
    const card = await kit.post("/tpay/cancel", {}, kit.tokenFor("900002"));
    expect([card.status, errorCodeOf(card)]).toEqual([409, "NOT_A_CARRIER_SUBSCRIPTION"]);
    expect(kit.rows("900002")[0]?.status).toBe("ACTIVE");
    const none = kit.newAccount();
    for (const path of ["/tpay/cancel", "/tpay/resubscribe", "/tpay/seamlessReactivate"]) expect(errorCodeOf(await kit.post(path, {}, none.token))).toBe("NOT_A_CARRIER_SUBSCRIPTION");
    expect(errorCodeOf(await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-sport" }, none.token))).toBe("NOT_A_CARRIER_SUBSCRIPTION");
    const { userId } = await carrierSubscriber();
    const kid = await kit.post("/tpay/cancel", {}, kit.kidSession(userId));
    expect([kid.status, errorCodeOf(kid)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(kit.rows(userId)[0]?.status).toBe("ACTIVE");
  });
});

describe("updateSubscriptionTier", () => {
  test("the package changes at the next renewal, billed at its price; one the country does not bill is refused", async () => {
    const { token, userId, orderId, contractId } = await carrierSubscriber();
    const refused = await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-ultimate" }, token);
    expect([refused.status, errorCodeOf(refused)]).toEqual([404, "PRODUCT_NOT_AVAILABLE"]);
    expect(subscriptionOf((await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-sport" }, token)).body)?.nextSku).toBe("shasha-sport");
    expect(await kit.contractOf(orderId)).toMatchObject({ productId: "shasha-vip", nextProductId: "shasha-sport" });
    await kit.renew(contractId);
    await expect.poll(() => kit.rows(userId)[0]?.sku).toBe("shasha-sport");
    expect(kit.rows(userId)[0]).toMatchObject({ status: "ACTIVE", next_sku: null, end_date: "2027-01-26T12:00:00.000Z" });
    // Its own package clears a scheduled change.
    await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-mobile" }, token);
    expect(subscriptionOf((await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-sport" }, token)).body)?.nextSku).toBeNull();
    expect((await kit.contractOf(orderId)).nextProductId).toBeNull();
  });

  test("cancel and resubscribe drop a scheduled change on both sides: the renewal bills the package held", async () => {
    const { token, userId, orderId, contractId } = await carrierSubscriber();
    await kit.post("/tpay/updateSubscriptionTier", { productId: "shasha-sport" }, token);
    await kit.post("/tpay/cancel", {}, token);
    expect(subscriptionOf((await kit.post("/tpay/resubscribe", {}, token)).body)).toMatchObject({ subscriptionStatus: "ACTIVE", nextSku: null });
    expect((await kit.contractOf(orderId)).nextProductId).toBeNull();
    await kit.renew(contractId);
    await expect.poll(() => kit.rows(userId)[0]?.end_date).toBe("2027-01-26T12:00:00.000Z");
    expect(kit.rows(userId)[0]).toMatchObject({ sku: "shasha-vip", status: "ACTIVE" });
  });
});

describe("a failed renewal and seamlessReactivate", () => {
  test("…0003: the renewal fails → REMOVED; seamlessReactivate charges the same contract → ACTIVE for a month from now", async () => {
    const { token: firstToken, userId, contractId } = await carrierSubscriber("0003");
    expect(errorCodeOf(await kit.post("/tpay/seamlessReactivate", {}, firstToken))).toBe("NOT_SUSPENDED");
    kit.setNow("2026-12-26T12:00:00.000Z");
    await kit.renew(contractId);
    await expect.poll(() => kit.rows(userId)[0]?.status).toBe("REMOVED");
    const data = z.object({ userCalculatedStatus: z.string() }).parse((await kit.get("/subscriptionData", kit.tokenFor(userId))).body);
    expect(data.userCalculatedStatus).toBe("SUSPENDED");
    kit.setNow("2027-01-02T08:00:00.000Z");
    const token = kit.tokenFor(userId);
    expect(await kit.post("/tpay/seamlessReactivate", {}, token)).toEqual({ status: 200, body: { status: "PENDING" } });
    await expect.poll(() => kit.rows(userId)[0]?.status).toBe("ACTIVE");
    expect(kit.rows(userId)).toEqual([expect.objectContaining({ sku: "shasha-vip", end_date: "2027-02-02T08:00:00.000Z", payment_method_name: "mobilePay" })]);
    // A second click after the charge: nothing more.
    expect(errorCodeOf(await kit.post("/tpay/seamlessReactivate", {}, token))).toBe("NOT_SUSPENDED");
  });

  test("past the 30-day parking period the suspended subscription is revoked: it is not charged again", async () => {
    kit.setNow("2026-11-26T12:00:00.000Z");
    const { userId, contractId } = await carrierSubscriber("0003");
    kit.setNow("2026-12-26T12:00:00.000Z");
    await kit.renew(contractId);
    await expect.poll(() => kit.rows(userId)[0]?.status).toBe("REMOVED");
    kit.setNow("2027-02-28T12:00:00.000Z");
    const late = await kit.post("/tpay/seamlessReactivate", {}, kit.tokenFor(userId));
    expect([late.status, errorCodeOf(late)]).toEqual([409, "PARKING_ENDED"]);
    expect(kit.rows(userId)[0]?.status).toBe("REMOVED");
  });
});
