import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { HttpError } from "../http/HttpError";
import { couponPrice, dealPrice, markReservationUsed } from "./codePricing";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

const idSchema = z.object({ couponId: z.string() });
const dealIdSchema = z.object({ dealRedemptionId: z.string() });

/** The error code `run` throws (an HttpError), or "none". */
function refusalOf(run: () => unknown): string {
  try {
    run();
    return "none";
  } catch (error) {
    if (error instanceof HttpError) return `${error.status} ${error.code}`;
    throw error;
  }
}

async function reservedCoupon(code = "WELCOME50") {
  const account = kit.newAccount();
  const reply = await kit.post("/codes/redeem", { code, idempotencyKey: freshKey() }, account.token);
  return { ...account, couponId: idSchema.parse(reply.body).couponId };
}

describe("couponPrice: the card payment's price with a reserved coupon", () => {
  test("the discounted price of the coupon's package, the alias too, in the purchase's country", async () => {
    const { userId, couponId } = await reservedCoupon();
    const price = couponPrice(kit.deps, kit.store, userId, couponId, "shasha-vip", "JO");
    expect(price).toEqual({ reservationId: couponId, productId: "shasha-vip", currency: "JOD", amount: 2000, regularAmount: 4000, periods: 1, paymentMethodName: "coupon" });
    expect(couponPrice(kit.deps, kit.store, userId, couponId, "shasha-plus-monthly", "JO").amount).toBe(2000);
    // Reserved in Jordan, bought in Saudi Arabia: that country's price, computed again.
    expect(couponPrice(kit.deps, kit.store, userId, couponId, "shasha-vip", "SA")).toMatchObject({ amount: 1450, currency: "SAR" });
  });

  test("a tampered package, another account's coupon, a made-up id and a country outside the code are refused", async () => {
    const { userId, couponId } = await reservedCoupon();
    expect(refusalOf(() => couponPrice(kit.deps, kit.store, userId, couponId, "shasha-ultimate", "JO"))).toBe("409 NOT_RESERVED_FOR_PRODUCT");
    const other = kit.newAccount();
    expect(refusalOf(() => couponPrice(kit.deps, kit.store, other.userId, couponId, "shasha-vip", "JO"))).toBe("404 COUPON_UNKNOWN");
    expect(refusalOf(() => couponPrice(kit.deps, kit.store, userId, "made-up", "shasha-vip", "JO"))).toBe("404 COUPON_UNKNOWN");
    expect(refusalOf(() => couponPrice(kit.deps, kit.store, userId, couponId, "shasha-vip", "US"))).toBe("409 NOT_IN_COUNTRY");
  });

  test("once a paid order used it, it prices nothing more, and it is used only once", async () => {
    const { userId, couponId } = await reservedCoupon("SPORT-JO-1JOD");
    expect(markReservationUsed(kit.deps, kit.store, couponId, "order-1")).toBe(true);
    expect(markReservationUsed(kit.deps, kit.store, couponId, "order-2")).toBe(false);
    expect(refusalOf(() => couponPrice(kit.deps, kit.store, userId, couponId, "shasha-sport", "JO"))).toBe("409 COUPON_USED");
    // And the account has redeemed it: the code is not reserved a second time.
    const again = await kit.post("/codes/redeem", { code: "SPORT-JO-1JOD", idempotencyKey: freshKey() }, kit.tokenFor(userId));
    expect([again.status, errorCodeOf(again)]).toEqual([409, "ALREADY_REDEEMED"]);
  });

  test("a coupon past its date prices nothing, though it was reserved in time", async () => {
    const { userId, couponId } = await reservedCoupon();
    kit.setNow("2028-01-01T00:00:00.000Z");
    try {
      expect(refusalOf(() => couponPrice(kit.deps, kit.store, userId, couponId, "shasha-vip", "JO"))).toBe("410 EXPIRED");
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});

describe("dealPrice: the card payment's price with a reserved deal price", () => {
  test("the deal's price for its package; a coupon's id or a tampered package is refused", async () => {
    const { userId, token } = kit.newAccount();
    const reply = await kit.post("/deals/souq-plus-3-for-2/redeem", { productId: "shasha-vip", idempotencyKey: freshKey() }, token);
    const { dealRedemptionId } = dealIdSchema.parse(reply.body);
    expect(dealPrice(kit.deps, kit.store, userId, dealRedemptionId, "shasha-vip", "JO")).toEqual({
      reservationId: dealRedemptionId,
      productId: "shasha-vip",
      currency: "JOD",
      amount: 8000,
      regularAmount: 12000,
      periods: 3,
      paymentMethodName: "creditCard",
    });
    expect(refusalOf(() => dealPrice(kit.deps, kit.store, userId, dealRedemptionId, "shasha-sport", "JO"))).toBe("409 NOT_RESERVED_FOR_PRODUCT");
    const coupon = await reservedCoupon();
    expect(refusalOf(() => dealPrice(kit.deps, kit.store, coupon.userId, coupon.couponId, "shasha-vip", "JO"))).toBe("404 DEAL_REDEMPTION_UNKNOWN");
    kit.setNow("2028-01-01T00:00:00.000Z");
    try {
      expect(refusalOf(() => dealPrice(kit.deps, kit.store, userId, dealRedemptionId, "shasha-vip", "JO"))).toBe("410 DEAL_ENDED");
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});
