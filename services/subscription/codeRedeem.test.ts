import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { loadCodeSeed, parseCodeSeed } from "./codeSeed";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

const money = z.object({ amount: z.number(), currency: z.string() });
const voucherSchema = z.object({ kind: z.literal("VOUCHER"), orderId: z.string(), productId: z.string(), periods: z.number(), endDate: z.string() });
const couponSchema = z.object({ kind: z.literal("COUPON"), couponId: z.string(), code: z.string(), productId: z.string(), price: money, regularPrice: money, periods: z.number(), status: z.string() });
const orderSchema = z.object({ status: z.string(), amount: z.number(), currency: z.string(), payment_method: z.string(), paid_at: z.number().nullable() });

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

let addresses = 0;
const redeem = (code: string, token: string | undefined, key = freshKey(), headers: Record<string, string> = {}) => {
  addresses += 1;
  return kit.post("/codes/redeem", { code, idempotencyKey: key }, token, headers, `192.0.2.${addresses}`);
};

describe("POST codes/redeem: a voucher", () => {
  test("activates the package at once: an ACTIVE subscription paid by voucher, for its months, and a PAID order of 0", async () => {
    const { userId, token } = kit.newAccount();
    const reply = await redeem("vip1-month-0001", token);
    expect(reply.status).toBe(200);
    const voucher = voucherSchema.parse(reply.body);
    expect(voucher).toMatchObject({ productId: "shasha-vip", periods: 1, endDate: "2026-12-26T12:00:00.000Z" });
    const [subscription, ...others] = kit.subscriptions(userId);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({ sku: "shasha-vip", status: "ACTIVE", payment_method_type: "VOUCHER", payment_method_name: "voucher", start_date: "2026-11-26T12:00:00.000Z", end_date: "2026-12-26T12:00:00.000Z" });
    const order = orderSchema.parse(kit.db.prepare("SELECT status, amount, currency, payment_method, paid_at FROM subscription_orders WHERE id = ? AND user_id = ?").get(voucher.orderId, userId));
    expect(order).toEqual({ status: "PAID", amount: 0, currency: "JOD", payment_method: "voucher", paid_at: Date.parse("2026-11-26T12:00:00.000Z") });
  });

  test("the same key again answers the same and activates nothing more; the key for another code is refused", async () => {
    const { userId, token } = kit.newAccount();
    const key = freshKey();
    const first = await redeem("VIP1-MONTH-0002", token, key);
    const again = await redeem("VIP1MONTH0002", token, key);
    expect(again).toEqual(first);
    expect(kit.subscriptions(userId)).toHaveLength(1);
    const other = await redeem("VIP1-MONTH-0003", token, key);
    expect([other.status, errorCodeOf(other)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
  });

  test("a unique code once ever: another account finds it unknown; its owner, with a new key, already redeemed it", async () => {
    const owner = kit.newAccount();
    expect((await redeem("VIP1-MONTH-0004", owner.token)).status).toBe(200);
    const other = kit.newAccount();
    const stolen = await redeem("VIP1-MONTH-0004", other.token);
    expect([stolen.status, errorCodeOf(stolen)]).toEqual([404, "CODE_UNKNOWN"]);
    expect(kit.subscriptions(other.userId)).toEqual([]);
    const twice = await redeem("VIP1-MONTH-0004", owner.token);
    expect([twice.status, errorCodeOf(twice)]).toEqual([409, "ALREADY_REDEEMED"]);
  });

  test("refused for an account that holds an active subscription: a voucher never extends one", async () => {
    const reply = await redeem("VIP1-MONTH-0005", kit.tokenFor("900002"));
    expect([reply.status, errorCodeOf(reply)]).toEqual([409, "ALREADY_SUBSCRIBED"]);
    expect(kit.subscriptions("900002").map((row) => row.payment_method_name)).not.toContain("voucher");
  });
});

describe("POST codes/redeem: a coupon", () => {
  test("reserves the discounted first-month price from the catalogue's, and activates nothing", async () => {
    const { userId, token } = kit.newAccount();
    const coupon = couponSchema.parse((await redeem("welcome50", token)).body);
    expect(coupon).toMatchObject({ code: "WELCOME50", productId: "shasha-vip", price: { amount: 2000, currency: "JOD" }, regularPrice: { amount: 4000, currency: "JOD" }, periods: 1, status: "RESERVED" });
    expect(kit.subscriptions(userId)).toEqual([]);
    // Kuwait: three decimals, half of KWD 2.500.
    const kuwait = couponSchema.parse((await redeem("WELCOME50", kit.newAccount("KW").token, freshKey(), { country: "KW" })).body);
    expect(kuwait.price).toEqual({ amount: 1250, currency: "KWD" });
  });

  test("an amount off in the country's currency; redeeming the open coupon again gives the same reservation", async () => {
    const { token } = kit.newAccount();
    const first = couponSchema.parse((await redeem("SPORT-JO-1JOD", token)).body);
    expect([first.price, first.regularPrice]).toEqual([{ amount: 6000, currency: "JOD" }, { amount: 7000, currency: "JOD" }]);
    const second = couponSchema.parse((await redeem("sport jo 1jod", token)).body);
    expect(second.couponId).toBe(first.couponId);
  });

  test("expired, used up, wrong country and not a new subscriber are refused with their reason", async () => {
    const { token } = kit.newAccount();
    const expired = await redeem("SUMMER2025", token);
    expect([expired.status, errorCodeOf(expired)]).toEqual([410, "EXPIRED"]);
    const usedUp = await redeem("EID100", token);
    expect([usedUp.status, errorCodeOf(usedUp)]).toEqual([409, "USED_UP"]);
    const abroad = await redeem("SPORT-JO-1JOD", token, freshKey(), { country: "EG" });
    expect([abroad.status, errorCodeOf(abroad)]).toEqual([409, "NOT_IN_COUNTRY"]);
    const former = await redeem("WELCOME50", kit.tokenFor("900004"));
    expect([former.status, errorCodeOf(former)]).toEqual([409, "NOT_ELIGIBLE"]);
  });
});

describe("POST codes/redeem: who may", () => {
  test("a kid profile's session is refused, and so is no session", async () => {
    const { userId } = kit.newAccount();
    const kid = await redeem("VIP1-MONTH-0006", kit.kidSession(userId));
    expect([kid.status, errorCodeOf(kid)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(kit.subscriptions(userId)).toEqual([]);
    const guest = await redeem("VIP1-MONTH-0006", undefined);
    expect([guest.status, errorCodeOf(guest)]).toEqual([401, "SESSION_INVALID"]);
  });

  test("a body that names no key, or a malformed one, is refused before any code is read", async () => {
    const { token } = kit.newAccount();
    expect(errorCodeOf(await kit.post("/codes/redeem", { code: "WELCOME50" }, token))).toBe("invalid-request");
    expect(errorCodeOf(await kit.post("/codes/redeem", { code: "WELCOME50", idempotencyKey: "short" }, token))).toBe("invalid-request");
    expect(errorCodeOf(await kit.post("/codes/redeem", "{not json", token))).toBe("invalid-json");
  });
});

describe("POST codes/redeem: a campaign code's limit", () => {
  test("up to maxRedemptions accounts, each once; then USED_UP, while an account holding a reservation keeps it", async () => {
    const seeded = loadCodeSeed();
    const limited = parseCodeSeed({
      version: 1,
      campaigns: [{ id: "two-only", kind: "COUPON", productId: "shasha-vip", discount: { percent: 10 }, periods: 1, audience: "ALL", validUntil: "2027-12-31T00:00:00.000Z", unique: false, maxRedemptions: 2, codes: ["TWO-ONLY"] }],
      partners: [...seeded.partners.values()],
      deals: [],
    });
    const small = startCodeKit("2026-11-26T12:00:00.000Z", limited);
    try {
      const use = (token: string) => small.post("/codes/redeem", { code: "TWO-ONLY", idempotencyKey: freshKey() }, token);
      const first = small.newAccount();
      expect(couponSchema.parse((await use(first.token)).body).price).toEqual({ amount: 3600, currency: "JOD" });
      expect((await use(small.newAccount().token)).status).toBe(200);
      const third = await use(small.newAccount().token);
      expect([third.status, errorCodeOf(third)]).toEqual([409, "USED_UP"]);
      expect((await use(first.token)).status).toBe(200);
    } finally {
      small.close();
    }
  });
});
