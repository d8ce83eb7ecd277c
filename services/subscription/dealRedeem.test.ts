import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

const money = z.object({ amount: z.number(), currency: z.string() });
const pricedSchema = z.object({ kind: z.literal("PRICED"), dealRedemptionId: z.string(), dealParam: z.string(), productId: z.string(), price: money, regularPrice: money, periods: z.number(), status: z.string() });
const voucherSchema = z.object({ kind: z.literal("VOUCHER"), orderId: z.string(), productId: z.string(), periods: z.number(), endDate: z.string(), dealParam: z.string() });

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

let addresses = 0;
const redeem = (dealParam: string, body: Record<string, unknown>, token: string | undefined, headers: Record<string, string> = {}) => {
  addresses += 1;
  return kit.post(`/deals/${dealParam}/redeem`, { idempotencyKey: freshKey(), ...body }, token, headers, `192.0.2.${addresses}`);
};

describe("POST deals/{dealParam}/redeem: priced deals reserve the deal's price for the card payment", () => {
  test("Standard, Discount Deal and deal_with_pricing_plan each reserve their own price; nothing activates", async () => {
    const priced = async (dealParam: string, productId: string) => {
      const { userId, token } = kit.newAccount();
      const body = pricedSchema.parse((await redeem(dealParam, { productId }, token)).body);
      expect(kit.subscriptions(userId)).toEqual([]);
      return [body.dealParam, body.productId, body.price.amount, body.regularPrice.amount, body.periods];
    };
    expect(await priced("souq-plus", "shasha-sport")).toEqual(["souq-plus", "shasha-sport", 7000, 7000, 1]);
    expect(await priced("nujoom-bank-sport", "shasha-ultimate")).toEqual(["nujoom-bank-sport", "shasha-ultimate", 7125, 9500, 1]);
    expect(await priced("souq-plus-3-for-2", "shasha-plus-monthly")).toEqual(["souq-plus-3-for-2", "shasha-vip", 8000, 12000, 3]);
  });

  test("the same key answers the same; another package of the same deal re-prices the one open reservation", async () => {
    const { token } = kit.newAccount();
    const key = freshKey();
    const first = await redeem("souq-plus", { productId: "shasha-vip", idempotencyKey: key }, token);
    expect(await redeem("souq-plus", { productId: "shasha-vip", idempotencyKey: key }, token)).toEqual(first);
    const reused = await redeem("souq-plus", { productId: "shasha-sport", idempotencyKey: key }, token);
    expect([reused.status, errorCodeOf(reused)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    const sport = pricedSchema.parse((await redeem("souq-plus", { productId: "shasha-sport" }, token)).body);
    expect([sport.dealRedemptionId, sport.price.amount]).toEqual([pricedSchema.parse(first.body).dealRedemptionId, 7000]);
  });

  test("a tampered package or price is refused, with the deal's price named", async () => {
    const { token } = kit.newAccount();
    const notInDeal = await redeem("souq-plus-3-for-2", { productId: "shasha-ultimate" }, token);
    expect([notInDeal.status, errorCodeOf(notInDeal)]).toEqual([404, "PRODUCT_NOT_IN_DEAL"]);
    const cheaper = await redeem("nujoom-bank-sport", { productId: "shasha-sport", price: { amount: 100, currency: "JOD" } }, token);
    expect([cheaper.status, errorCodeOf(cheaper)]).toEqual([409, "PRICE_CHANGED"]);
    expect(cheaper.body).toMatchObject({ error: { currentPrice: { amount: 5250, currency: "JOD" } } });
    expect((await redeem("nujoom-bank-sport", { productId: "shasha-sport", price: { amount: 5250, currency: "JOD" } }, token)).status).toBe(200);
    const extra = await redeem("souq-plus", { productId: "shasha-vip", amount: 1 }, token);
    expect(errorCodeOf(extra)).toBe("invalid-request");
  });

  test("refused to a subscriber, a kid profile, a deal that ended or has not started, a package not sold in the country", async () => {
    expect(errorCodeOf(await redeem("souq-plus", { productId: "shasha-vip" }, kit.tokenFor("900002")))).toBe("ALREADY_SUBSCRIBED");
    const { userId, token } = kit.newAccount();
    const kid = await redeem("souq-plus", { productId: "shasha-vip" }, kit.kidSession(userId));
    expect([kid.status, errorCodeOf(kid)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(errorCodeOf(await redeem("souq-plus-summer-2025", { productId: "shasha-vip" }, token))).toBe("DEAL_ENDED");
    expect(errorCodeOf(await redeem("no-such-deal", { productId: "shasha-vip" }, token))).toBe("DEAL_UNKNOWN");
    expect(errorCodeOf(await redeem("nujoom-bank-sport", { productId: "shasha-sport" }, token, { country: "MA" }))).toBe("NOT_IN_COUNTRY");
    kit.setNow("2025-12-01T00:00:00.000Z");
    try {
      expect(errorCodeOf(await redeem("souq-plus", { productId: "shasha-vip" }, token))).toBe("DEAL_NOT_STARTED");
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});

describe("POST deals/{dealParam}/redeem: Voucher Deal", () => {
  test("the partner's code activates its months at once, paid by voucher", async () => {
    const { userId, token } = kit.newAccount();
    const reply = voucherSchema.parse((await redeem("nomad-vip-voucher", { productId: "shasha-vip", voucherCode: "nomad-vip3-0001" }, token)).body);
    expect(reply).toMatchObject({ dealParam: "nomad-vip-voucher", productId: "shasha-vip", periods: 3, endDate: "2027-02-26T12:00:00.000Z" });
    expect(kit.subscriptions(userId)).toMatchObject([{ sku: "shasha-vip", status: "ACTIVE", payment_method_name: "voucher", end_date: "2027-02-26T12:00:00.000Z" }]);
  });

  test("no code, another campaign's code, or a partner code someone used is refused", async () => {
    const { token } = kit.newAccount();
    expect(errorCodeOf(await redeem("nomad-vip-voucher", { productId: "shasha-vip" }, token))).toBe("VOUCHER_CODE_REQUIRED");
    expect(errorCodeOf(await redeem("nomad-vip-voucher", { productId: "shasha-vip", voucherCode: "VIP1-MONTH-0010" }, token))).toBe("CODE_UNKNOWN");
    const first = kit.newAccount();
    expect((await redeem("nomad-vip-voucher", { productId: "shasha-vip", voucherCode: "NOMAD-VIP3-0002" }, first.token)).status).toBe(200);
    expect(errorCodeOf(await redeem("nomad-vip-voucher", { productId: "shasha-vip", voucherCode: "NOMAD-VIP3-0002" }, token))).toBe("CODE_UNKNOWN");
  });
});

describe("POST deals/{dealParam}/redeem: Unique Identifier deal", () => {
  test("a valid customer number reserves the price; the number is stored only as a hash, and used once", async () => {
    const { token } = kit.newAccount();
    const reply = pricedSchema.parse((await redeem("nomad-customers", { productId: "shasha-sport", uniqueIdentifier: "77000 00016" }, token)).body);
    expect([reply.price.amount, reply.regularPrice.amount]).toEqual([3500, 7000]);
    const stored = z.object({ identifier_hash: z.string() }).parse(kit.db.prepare("SELECT identifier_hash FROM subscription_code_redemptions WHERE id = ?").get(reply.dealRedemptionId));
    expect(stored.identifier_hash).toMatch(/^[0-9a-f]{64}$/);
    const other = kit.newAccount();
    const taken = await redeem("nomad-customers", { productId: "shasha-vip", uniqueIdentifier: "7700000016" }, other.token);
    expect([taken.status, errorCodeOf(taken)]).toEqual([409, "IDENTIFIER_USED"]);
  });

  test("a forged identifier is refused: wrong check digit, wrong prefix, wrong length, letters, or none", async () => {
    const { token } = kit.newAccount();
    for (const forged of ["7700000017", "6600000016", "77000000161", "77000O0016"]) {
      const reply = await redeem("nomad-customers", { productId: "shasha-vip", uniqueIdentifier: forged }, token);
      expect([reply.status, errorCodeOf(reply)]).toEqual([422, "IDENTIFIER_INVALID"]);
    }
    expect(errorCodeOf(await redeem("nomad-customers", { productId: "shasha-vip" }, token))).toBe("IDENTIFIER_REQUIRED");
    // Each forged number was a guess: the fifth from one account fills its allowance.
    const fifth = await redeem("nomad-customers", { productId: "shasha-vip", uniqueIdentifier: "7700000018" }, token);
    expect(errorCodeOf(fifth)).toBe("IDENTIFIER_INVALID");
    const sixth = await redeem("nomad-customers", { productId: "shasha-vip", uniqueIdentifier: "7700000024" }, token);
    expect([sixth.status, errorCodeOf(sixth)]).toEqual([429, "TOO_MANY_ATTEMPTS"]);
  });
});
