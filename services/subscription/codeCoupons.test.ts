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
});
