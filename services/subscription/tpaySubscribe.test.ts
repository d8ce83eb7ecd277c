import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { errorCodeOf, startSubscriptionKit } from "./testKit";
import { orderStatusSchema, pinReplySchema, startTpayKit, type TpayKit } from "./tpayTestKit";

let kit: TpayKit;
const logged: LogEntry[] = [];
beforeAll(async () => {
  setLogSink((entry) => void logged.push(entry));
  kit = await startTpayKit();
});
afterAll(async () => {
  await kit.close();
  setLogSink(undefined);
});

let serial = 0;
/** A fresh Zain number ending as asked (the test numbers: 0001 poor, 0002 barred, 0003 fails renewals). */
function zainNumber(ending = "5555"): string {
  serial += 1;
  return `+96279${String(serial).padStart(3, "0")}${ending}`;
}

const subscribeBody = (msisdn: string, changes: Record<string, unknown> = {}) => ({ productId: "shasha-vip", operatorCode: "JO-ZAIN", msisdn, idempotencyKey: `key-${randomUUID()}`, ...changes });
const orderOf = async (orderId: string, token: string) => z.object({ status: z.string(), refusalReason: z.string().nullable(), amount: z.object({ value: z.number(), currency: z.string() }) }).parse((await kit.get(`/csg/order/${orderId}`, token)).body);

/** Subscribes a new account on the number; its session, the order and the number. */
async function subscribed(msisdn = zainNumber()) {
  const account = kit.newAccount();
  const reply = await kit.post("/tpay/subscribe", subscribeBody(msisdn), account.token);
  expect(reply.status).toBe(200);
  const pin = pinReplySchema.parse(reply.body);
  return { ...account, msisdn, orderId: pin.orderId, reply: pin };
}

describe("GET tpay/countryContracts", () => {
  test("the country's operators (names in the language) and the packages they bill, at the catalogue's prices", async () => {
    const reply = await kit.get("/tpay/countryContracts", undefined, { language: "ar" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      country: "JO",
      currency: "JOD",
      operators: [
        { operatorCode: "JO-ZAIN", name: "زين", msisdnPrefixes: ["+96279"], frictionless: true },
        { operatorCode: "JO-ORANGE", name: "أورنج", msisdnPrefixes: ["+96277"], frictionless: false },
        { operatorCode: "JO-UMNIAH", name: "أمنية", msisdnPrefixes: ["+96278"], frictionless: true },
      ],
      products: [
        { productId: "shasha-mobile", amount: 2500, currency: "JOD", pricingPlanDuration: "P1M" },
        { productId: "shasha-vip", amount: 4000, currency: "JOD", pricingPlanDuration: "P1M" },
        { productId: "shasha-sport", amount: 7000, currency: "JOD", pricingPlanDuration: "P1M" },
      ],
    });
  });

  test("a country without carrier billing: no operators; a token given must be live; no provider: 503", async () => {
    expect((await kit.get("/tpay/countryContracts", undefined, { country: "GB" })).body).toEqual({ country: "GB", currency: "USD", operators: [], products: [] });
    expect(errorCodeOf(await kit.get("/tpay/countryContracts", "not-a-session"))).toBe("SESSION_INVALID");
    const bare = startSubscriptionKit();
    try {
      const reply = await bare.call("/subscription/tpay/countryContracts");
      expect([reply.status, errorCodeOf(reply)]).toEqual([503, "PROVIDER_UNAVAILABLE"]);
      const token = bare.tokenFor("900001");
      expect(errorCodeOf(await bare.call("/subscription/tpay/subscribe", { method: "POST", headers: { token }, body: subscribeBody("+962791234567") }))).toBe("PROVIDER_UNAVAILABLE");
    } finally {
      bare.close();
    }
  });
});

describe("POST tpay/subscribe, then activate", () => {
  test("subscribe → the PIN by SMS → activate → the signed CHARGED → PAID, ACTIVE, paid with mobilePay", async () => {
    const { token, userId, orderId, msisdn, reply } = await subscribed();
    expect(reply).toEqual({ orderId, msisdn: `+*********${msisdn.slice(-3)}`, pinLength: 4, expiresIn: 120, resendIn: 30 });
    const activated = await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token);
    expect(activated).toEqual({ status: 200, body: { orderId, status: "PENDING" } });
    await expect.poll(async () => (await orderOf(orderId, token)).status).toBe("PAID");
    expect(kit.rows(userId)).toEqual([
      { sku: "shasha-vip", status: "ACTIVE", next_sku: null, start_date: "2026-11-26T12:00:00.000Z", end_date: "2026-12-26T12:00:00.000Z", payment_method_type: "CARRIER", payment_method_name: "mobilePay" },
    ]);
    const history = z.object({ orders: z.array(z.unknown()) }).parse((await kit.get("/csg/orderHistory", token)).body).orders;
    expect(history).toEqual([
      expect.objectContaining({ orderId, productId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, status: "PAID", paymentMethod: { paymentMethodType: "CARRIER", paymentMethodName: "mobilePay", issuer: "JO-ZAIN", last4: null } }),
    ]);
    // The same confirmation again: the order as it stands, nothing charged again.
    expect((await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token)).body).toEqual({ orderId, status: "PAID" });
    expect(errorCodeOf(await kit.post("/tpay/subscribe", subscribeBody(zainNumber()), token))).toBe("ALREADY_SUBSCRIBED");
  });

  test("a wrong PIN: 422 with the tries left; the third kills it (429); a new PIN after 30 s confirms", async () => {
    const { token, orderId, msisdn } = await subscribed();
    const wrong = kit.pinFor(msisdn) === "0000" ? "1111" : "0000";
    const first = await kit.post("/tpay/activate", { orderId, pinCode: wrong }, token);
    expect(first).toEqual({ status: 422, body: { error: { status: 422, code: "WRONG_PIN", message: expect.any(String), attemptsLeft: 2 } } });
    await kit.post("/tpay/activate", { orderId, pinCode: wrong }, token);
    const third = await kit.post("/tpay/activate", { orderId, pinCode: wrong }, token);
    expect([third.status, errorCodeOf(third)]).toEqual([429, "TOO_MANY_ATTEMPTS"]);
    const soon = await kit.post("/tpay/sendPinCode", { orderId }, token);
    expect(soon).toEqual({ status: 429, body: { error: { status: 429, code: "RESEND_TOO_SOON", message: expect.any(String), retryIn: 30 } } });
    kit.advance(30_000);
    const resent = await kit.post("/tpay/sendPinCode", { orderId }, token);
    expect(pinReplySchema.parse(resent.body)).toEqual({ orderId, msisdn: `+*********${msisdn.slice(-3)}`, pinLength: 4, expiresIn: 120, resendIn: 30 });
    expect(kit.smsCount(msisdn)).toBe(2);
    expect((await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token)).body).toEqual({ orderId, status: "PENDING" });
    await expect.poll(async () => (await orderOf(orderId, token)).status).toBe("PAID");
  });

  test("an expired PIN: 410, the order still waits", async () => {
    const { token, orderId, msisdn } = await subscribed();
    kit.advance(121_000);
    const expired = await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token);
    expect([expired.status, errorCodeOf(expired)]).toEqual([410, "PIN_EXPIRED"]);
    expect((await orderOf(orderId, token)).status).toBe("PENDING");
  });

  test("insufficient balance (…0001): the activation is PENDING, the CHARGE_FAILED makes the order REFUSED, no subscription", async () => {
    const { token, userId, orderId, msisdn } = await subscribed(zainNumber("0001"));
    expect((await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token)).body).toEqual({ orderId, status: "PENDING" });
    await expect.poll(async () => (await orderOf(orderId, token)).status).toBe("REFUSED");
    expect((await orderOf(orderId, token)).refusalReason).toBe("INSUFFICIENT_BALANCE");
    expect(kit.rows(userId)).toEqual([]);
    expect(orderStatusSchema.parse((await kit.post("/tpay/activate", { orderId, pinCode: "1234" }, token)).body)).toEqual({ orderId, status: "REFUSED", refusalReason: "INSUFFICIENT_BALANCE" });
  });

  test("a barred number (…0002): 422 MSISDN_BARRED, no PIN sent, the order REFUSED; the same key says so again", async () => {
    const account = kit.newAccount();
    const msisdn = zainNumber("0002");
    const body = subscribeBody(msisdn);
    const barred = await kit.post("/tpay/subscribe", body, account.token);
    expect([barred.status, errorCodeOf(barred)]).toEqual([422, "MSISDN_BARRED"]);
    expect(errorCodeOf(await kit.post("/tpay/subscribe", body, account.token))).toBe("MSISDN_BARRED");
    expect(kit.smsCount(msisdn)).toBe(0);
    const orders = z.object({ orders: z.array(z.object({ status: z.string() })) }).parse((await kit.get("/csg/orderHistory", account.token)).body).orders;
    expect(orders).toEqual([{ ...orders[0], status: "REFUSED" }]);
  });
});

describe("the rights and the idempotency of a purchase", () => {
  test("one key, one order: a double click sends one PIN; the key with another body is 409", async () => {
    const account = kit.newAccount();
    const msisdn = zainNumber();
    const body = subscribeBody(msisdn);
    const [first, second] = await Promise.all([kit.post("/tpay/subscribe", body, account.token), kit.post("/tpay/subscribe", body, account.token)]);
    expect(pinReplySchema.parse(second.body).orderId).toBe(pinReplySchema.parse(first.body).orderId);
    expect(kit.smsCount(msisdn)).toBe(1);
    const other = await kit.post("/tpay/subscribe", { ...body, productId: "shasha-sport" }, account.token);
    expect([other.status, errorCodeOf(other)]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    const history = z.object({ orders: z.array(z.unknown()) }).parse((await kit.get("/csg/orderHistory", account.token)).body);
    expect(history.orders).toHaveLength(1);
  });

  test("someone else's order: 404 for its PIN and its activation, and nothing changes", async () => {
    const victim = await subscribed();
    const intruder = kit.newAccount();
    for (const [path, body] of [["/tpay/sendPinCode", { orderId: victim.orderId }], ["/tpay/activate", { orderId: victim.orderId, pinCode: kit.pinFor(victim.msisdn) }]] as const) {
      const reply = await kit.post(path, body, intruder.token);
      expect([reply.status, errorCodeOf(reply)]).toEqual([404, "ORDER_UNKNOWN"]);
    }
    expect((await orderOf(victim.orderId, victim.token)).status).toBe("PENDING");
    expect(kit.smsCount(victim.msisdn)).toBe(1);
  });

  test("a tampered package or price is refused; the provider bills the catalogue's price", async () => {
    const account = kit.newAccount();
    const msisdn = zainNumber();
    const refusals = [];
    for (const changes of [{ productId: "shasha-ultimate" }, { productId: "shasha-vip-winback" }, { productId: "nope" }, { amount: { value: 1, currency: "JOD" } }]) {
      const reply = await kit.post("/tpay/subscribe", subscribeBody(msisdn, changes), account.token);
      refusals.push([reply.status, errorCodeOf(reply)]);
    }
    expect(refusals).toEqual([[404, "PRODUCT_NOT_AVAILABLE"], [404, "PRODUCT_NOT_AVAILABLE"], [404, "PRODUCT_NOT_AVAILABLE"], [400, "invalid-request"]]);
    expect(kit.smsCount(msisdn)).toBe(0);
    const { orderId } = pinReplySchema.parse((await kit.post("/tpay/subscribe", subscribeBody(msisdn, { productId: "shasha-plus-monthly" }), account.token)).body);
    expect(await kit.contractOf(orderId)).toMatchObject({ productId: "shasha-vip", amount: { value: 4000, currency: "JOD" } });
    // In Saudi Arabia the same package is billed in riyals.
    const saudi = kit.newAccount({ country: "SA" });
    const sa = await kit.post("/tpay/subscribe", subscribeBody("+966501234567", { operatorCode: "SA-STC" }), saudi.token, { country: "SA" });
    expect(await kit.contractOf(pinReplySchema.parse(sa.body).orderId)).toMatchObject({ amount: { value: 2900, currency: "SAR" } });
  });

  test.each([
    ["another operator's number", { operatorCode: "JO-ZAIN", msisdn: "+962771234567" }, 400, "INVALID_MSISDN"],
    ["a local number", { msisdn: "0791234567" }, 400, "INVALID_MSISDN"],
    ["an operator of another country", { operatorCode: "SA-STC", msisdn: "+966501234567" }, 404, "OPERATOR_UNKNOWN"],
    ["an unknown operator", { operatorCode: "JO-NOPE" }, 404, "OPERATOR_UNKNOWN"],
  ])("refused: %s", async (_, changes, status, code) => {
    const account = kit.newAccount();
    const reply = await kit.post("/tpay/subscribe", subscribeBody(zainNumber(), changes), account.token);
    expect([reply.status, errorCodeOf(reply)]).toEqual([status, code]);
  });

  test("a subscriber, a kid profile's session, no session: refused, and no PIN is sent", async () => {
    const msisdn = zainNumber();
    const subscriber = await kit.post("/tpay/subscribe", subscribeBody(msisdn), kit.tokenFor("900002"));
    expect([subscriber.status, errorCodeOf(subscriber)]).toEqual([409, "ALREADY_SUBSCRIBED"]);
    const parent = kit.newAccount();
    const kid = await kit.post("/tpay/subscribe", subscribeBody(msisdn), kit.kidSession(parent.userId));
    expect([kid.status, errorCodeOf(kid)]).toEqual([403, "KID_PROFILE_NOT_ALLOWED"]);
    expect(errorCodeOf(await kit.post("/tpay/subscribe", subscribeBody(msisdn)))).toBe("SESSION_INVALID");
    expect(errorCodeOf(await kit.post("/tpay/subscribe", subscribeBody(msisdn), "not-a-session"))).toBe("SESSION_INVALID");
    expect(kit.smsCount(msisdn)).toBe(0);
  });

  test("no log line holds a subscriber's number, a PIN or a session", async () => {
    logged.length = 0;
    const { token, orderId, msisdn } = await subscribed(zainNumber("0001"));
    const pin = kit.pinFor(msisdn);
    await kit.post("/tpay/activate", { orderId, pinCode: pin === "0000" ? "1111" : "0000" }, token);
    await kit.post("/tpay/activate", { orderId, pinCode: pin }, token);
    await expect.poll(async () => (await orderOf(orderId, token)).status).toBe("REFUSED");
    expect(logged.length).toBeGreaterThan(0);
    const lines = JSON.stringify(logged);
    for (const secret of [msisdn.slice(1), msisdn.slice(-9), token]) expect(lines).not.toContain(secret);
    expect(logged.flatMap((entry) => Object.keys(entry)).filter((key) => /pin|msisdn|phone/i.test(key))).toEqual([]);
  });

  test("a confirmed order awaiting its notification blocks another purchase, by mobile or by card (PAYMENT_PENDING)", async () => {
    const { token, orderId, msisdn } = await subscribed();
    kit.holdNotifications(true);
    try {
      expect((await kit.post("/tpay/activate", { orderId, pinCode: kit.pinFor(msisdn) }, token)).body).toEqual({ orderId, status: "PENDING" });
      const again = await kit.post("/tpay/subscribe", subscribeBody(zainNumber()), token);
      expect(again).toEqual({ status: 409, body: { error: { status: 409, code: "PAYMENT_PENDING", message: expect.any(String), orderId } } });
      const card = { productId: "shasha-vip", amount: { value: 4000, currency: "JOD" }, paymentToken: "tok", idempotencyKey: `key-${randomUUID()}`, returnUrl: "https://shasha.test/return" };
      expect(errorCodeOf(await kit.post("/csg/subscribe", card, token))).toBe("PAYMENT_PENDING");
    } finally {
      kit.holdNotifications(false);
    }
    // The provider's retry comes through.
    await expect.poll(async () => (await orderOf(orderId, token)).status, { timeout: 3000 }).toBe("PAID");
  });
});
