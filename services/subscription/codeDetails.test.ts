import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { freshKey, startCodeKit, type CodeKit } from "./codeTestKit";
import { errorCodeOf } from "./testKit";

const detailsSchema = z.object({
  code: z.string(),
  kind: z.enum(["COUPON", "VOUCHER"]),
  productId: z.string(),
  productName: z.string(),
  discount: z.union([z.object({ percent: z.number() }), z.object({ amount: z.number(), currency: z.string() })]).optional(),
  periods: z.number(),
  validUntil: z.string(),
  price: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  regularPrice: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  redeemable: z.boolean(),
  reason: z.string().optional(),
});

let kit: CodeKit;
beforeAll(() => {
  kit = startCodeKit();
});
afterAll(() => kit.close());

// Each test its own address, so the guess throttle of one does not reach another.
let addresses = 0;
const details = (code: string, token?: string, headers: Record<string, string> = {}) => {
  addresses += 1;
  return kit.post("/codes/details", { code }, token, headers, `192.0.2.${addresses}`);
};

describe("POST codes/details", () => {
  test("a coupon as typed in any case, with spaces and dashes: what it gives in the viewer's country and language", async () => {
    const reply = await details(" welcome-50 ", undefined, { language: "fr", country: "SA" });
    expect(reply.status).toBe(200);
    expect(reply.headers["Cache-Control"]).toBe("no-store");
    expect(detailsSchema.parse(reply.body)).toEqual({
      code: "WELCOME50",
      kind: "COUPON",
      productId: "shasha-vip",
      productName: "VIP",
      discount: { percent: 50 },
      periods: 1,
      validUntil: "2027-12-31T23:59:59.000Z",
      price: { amount: 1450, currency: "SAR" },
      regularPrice: { amount: 2900, currency: "SAR" },
      redeemable: true,
    });
  });

  test("Arabic-Indic digits are read as digits; a voucher is free for its months", async () => {
    const body = detailsSchema.parse((await details("vip1 month ٠٠٠٩")).body);
    expect([body.code, body.kind, body.price, body.regularPrice, body.redeemable]).toEqual(["VIP1MONTH0009", "VOUCHER", { amount: 0, currency: "JOD" }, { amount: 4000, currency: "JOD" }, true]);
  });

  test("each reason: expired, used up, not in the country, not eligible", async () => {
    const reasonOf = async (code: string, token?: string, headers: Record<string, string> = {}) => detailsSchema.parse((await details(code, token, headers)).body);
    expect(await reasonOf("SUMMER2025")).toMatchObject({ redeemable: false, reason: "EXPIRED" });
    expect(await reasonOf("EID100")).toMatchObject({ redeemable: false, reason: "USED_UP" });
    // An amount off in JOD applies only where JOD is paid.
    expect(await reasonOf("SPORT-JO-1JOD", undefined, { country: "SA" })).toMatchObject({ redeemable: false, reason: "NOT_IN_COUNTRY", price: null });
    expect(await reasonOf("WELCOME50", undefined, { country: "US" })).toMatchObject({ redeemable: false, reason: "NOT_IN_COUNTRY" });
    // 900004 held a subscription (REMOVED now): not a new subscriber; 900002 holds one.
    expect(await reasonOf("WELCOME50", kit.tokenFor("900004"))).toMatchObject({ redeemable: false, reason: "NOT_ELIGIBLE" });
    expect(await reasonOf("VIP1-MONTH-0008", kit.tokenFor("900002"))).toMatchObject({ redeemable: false, reason: "NOT_ELIGIBLE" });
    expect(await reasonOf("WELCOME50", kit.newAccount().token)).toMatchObject({ redeemable: true });
  });

  test("a used unique code: ALREADY_REDEEMED for its owner, exactly an unknown code for everyone else", async () => {
    const owner = kit.newAccount();
    const redeemed = await kit.post("/codes/redeem", { code: "VIP1-MONTH-0007", idempotencyKey: freshKey() }, owner.token);
    expect(redeemed.status).toBe(200);
    expect(detailsSchema.parse((await details("VIP1-MONTH-0007", owner.token)).body)).toMatchObject({ redeemable: false, reason: "ALREADY_REDEEMED" });
    const stranger = await details("VIP1-MONTH-0007", kit.newAccount().token);
    const guest = await details("VIP1-MONTH-0007");
    const unknown = await details("VIP1-MONTH-9999");
    expect(stranger).toEqual(unknown);
    expect(guest).toEqual(unknown);
    expect([unknown.status, errorCodeOf(unknown)]).toEqual([404, "CODE_UNKNOWN"]);
  });

  test("a code longer than 32, empty or with other characters is a 400; the code never travels in a URL query", async () => {
    expect(errorCodeOf(await details("A".repeat(33)))).toBe("invalid-code");
    expect(errorCodeOf(await details(" - "))).toBe("invalid-code");
    expect(errorCodeOf(await details("WELCOME50!"))).toBe("invalid-code");
    expect(errorCodeOf(await kit.post("/codes/details", { code: "WELCOME50", extra: 1 }))).toBe("invalid-request");
    const query = await kit.get("/codes/details?code=WELCOME50");
    expect(query.status).toBe(405);
  });

  test("a token that is not live is refused even though the call works without one", async () => {
    const reply = await details("WELCOME50", "not-a-session");
    expect([reply.status, errorCodeOf(reply)]).toEqual([401, "SESSION_INVALID"]);
  });
});
