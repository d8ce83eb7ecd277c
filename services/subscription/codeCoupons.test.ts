import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

const couponId = z.object({ couponId: z.string() });

describe("GET codes/coupons/{couponId}: the reserved coupon, priced for the payment page", () => {
  test("the owner reads its price in its country; another account, another package or an unknown id: refused", async () => {
    const owner = kit.newAccount("JO");
    const reserved = couponId.parse((await kit.post("/codes/redeem", { code: "WELCOME50", idempotencyKey: freshKey() }, owner.token)).body);
    const read = await kit.get(`/codes/coupons/${reserved.couponId}?productId=shasha-vip`, owner.token);
    expect(read.body).toEqual({ couponId: reserved.couponId, productId: "shasha-vip", price: { amount: 2000, currency: "JOD" }, regularPrice: { amount: 4000, currency: "JOD" }, periods: 1 });
    const stranger = kit.newAccount("JO");
    expect(errorCodeOf(await kit.get(`/codes/coupons/${reserved.couponId}?productId=shasha-vip`, stranger.token))).toBe("COUPON_UNKNOWN");
    expect(errorCodeOf(await kit.get(`/codes/coupons/${reserved.couponId}?productId=shasha-ultimate`, owner.token))).toBe("NOT_RESERVED_FOR_PRODUCT");
    expect(errorCodeOf(await kit.get("/codes/coupons/no-such-coupon?productId=shasha-vip", owner.token))).toBe("COUPON_UNKNOWN");
    expect((await kit.get(`/codes/coupons/${reserved.couponId}?productId=shasha-vip`)).status).toBe(401);
  });

  test("a reserved deal price reads back the same way, for its owner and its package only", async () => {
    const owner = kit.newAccount("JO");
    const reply = await kit.post("/deals/souq-plus-3-for-2/redeem", { productId: "shasha-vip", idempotencyKey: freshKey() }, owner.token);
    const { dealRedemptionId } = z.object({ dealRedemptionId: z.string() }).parse(reply.body);
    const read = await kit.get(`/deals/redemptions/${dealRedemptionId}?productId=shasha-vip`, owner.token);
    expect(read.body).toMatchObject({ dealRedemptionId, productId: "shasha-vip", price: { amount: 8000, currency: "JOD" }, regularPrice: { amount: 12000, currency: "JOD" }, periods: 3 });
    expect(errorCodeOf(await kit.get(`/deals/redemptions/${dealRedemptionId}?productId=shasha-vip`, kit.newAccount("JO").token))).toBe("DEAL_REDEMPTION_UNKNOWN");
  });
});

