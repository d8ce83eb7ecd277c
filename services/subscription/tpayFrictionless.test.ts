import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { errorCodeOf } from "./testKit";
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

const body = (changes: Record<string, unknown> = {}) => ({ productId: "shasha-vip", idempotencyKey: `key-${randomUUID()}`, ...changes });
const status = async (orderId: string, token: string) => z.object({ status: z.string() }).parse((await kit.get(`/csg/order/${orderId}`, token)).body).status;

describe("POST tpay/frictionless/subscribe", () => {
  test("a phone account on an operator with header enrichment: no PIN, charged at once, ACTIVE on the notification", async () => {
    const phone = "+962791230077";
    const { userId, token } = kit.newAccount({ phone });
    const request = body();
    const reply = await kit.post("/tpay/frictionless/subscribe", request, token);
    const { orderId } = orderStatusSchema.parse(reply.body);
    expect(reply).toEqual({ status: 200, body: { orderId, status: expect.stringMatching(/^(PENDING|PAID)$/) } });
    await expect.poll(() => status(orderId, token)).toBe("PAID");
    expect(kit.smsCount(phone)).toBe(0);
    expect(kit.rows(userId)).toEqual([expect.objectContaining({ sku: "shasha-vip", status: "ACTIVE", payment_method_type: "CARRIER", payment_method_name: "mobilePay" })]);
    // The same key again: the same order, charged once.
    expect((await kit.post("/tpay/frictionless/subscribe", request, token)).body).toEqual({ orderId, status: "PAID" });
    expect(await kit.contractOf(orderId)).toMatchObject({ status: "ACTIVE", amount: { value: 4000, currency: "JOD" } });
    // Neither the number nor the token reached a log line.
    expect(JSON.stringify(logged)).not.toMatch(new RegExp(`${phone.slice(1)}|${token}`));
  });

  test("an operator without header enrichment, a number of another country, no phone: refused, nothing charged", async () => {
    const orange = kit.newAccount({ phone: "+962771230077" });
    const kuwaiti = kit.newAccount({ phone: "+96599123456" });
    const email = kit.newAccount();
    const replies = [];
    for (const account of [orange, kuwaiti, email]) replies.push(await kit.post("/tpay/frictionless/subscribe", body(), account.token));
    expect(replies.map((reply) => [reply.status, errorCodeOf(reply)])).toEqual([
      [400, "FRICTIONLESS_UNAVAILABLE"],
      [400, "FRICTIONLESS_UNAVAILABLE"],
      [400, "NO_PHONE_NUMBER"],
    ]);
    expect(kit.rows(orange.userId)).toEqual([]);
    // The number is the account's own: one named in the body (a Zain number, say) is refused, not used.
    const named = await kit.post("/tpay/frictionless/subscribe", body({ msisdn: "+962791230055" }), orange.token);
    expect([named.status, errorCodeOf(named)]).toEqual([400, "invalid-request"]);
    // In Kuwait the Kuwaiti number is Zain's, which has header enrichment.
    const inKuwait = await kit.post("/tpay/frictionless/subscribe", body(), kuwaiti.token, { country: "KW" });
    expect(inKuwait.status).toBe(200);
    expect(await kit.contractOf(orderStatusSchema.parse(inKuwait.body).orderId)).toMatchObject({ amount: { value: 2500, currency: "KWD" } });
  });

  test("a barred own number (…0002): 422, the order REFUSED", async () => {
    const { token } = kit.newAccount({ phone: "+962791230002" });
    const reply = await kit.post("/tpay/frictionless/subscribe", body(), token);
    expect([reply.status, errorCodeOf(reply)]).toEqual([422, "MSISDN_BARRED"]);
    const orders = z.object({ orders: z.array(z.object({ status: z.string(), paymentMethod: z.object({ paymentMethodName: z.string() }) })) }).parse((await kit.get("/csg/orderHistory", token)).body).orders;
    expect(orders).toEqual([{ ...orders[0], status: "REFUSED", paymentMethod: expect.objectContaining({ paymentMethodName: "mobilePay" }) }]);
  });
});

describe("POST tpay/frictionless/sendPinCode, then frictionless/activate", () => {
  test("the PIN goes to the account's own phone (no number typed); the activation charges it", async () => {
    const phone = "+962771230088";
    const { userId, token } = kit.newAccount({ phone });
    const reply = await kit.post("/tpay/frictionless/sendPinCode", body({ productId: "shasha-mobile" }), token, { language: "fr" });
    const pin = pinReplySchema.parse(reply.body);
    expect(pin).toEqual({ orderId: pin.orderId, msisdn: "+*********088", pinLength: 4, expiresIn: 120, resendIn: 30 });
    expect(kit.smsCount(phone)).toBe(1);
    const text: unknown = kit.db.prepare("SELECT text FROM outbox WHERE recipient = ?").pluck().get(phone);
    expect(text).toBe(`Votre code d’abonnement Shasha est ${kit.pinFor(phone)}. Il expire dans 2 minutes. Ne le partagez pas.`);
    expect((await kit.post("/tpay/frictionless/activate", { orderId: pin.orderId, pinCode: kit.pinFor(phone) }, token)).body).toEqual({ orderId: pin.orderId, status: "PENDING" });
    await expect.poll(() => kit.rows(userId)[0]?.sku).toBe("shasha-mobile");
    expect(kit.rows(userId)[0]).toMatchObject({ status: "ACTIVE", payment_method_name: "mobilePay" });
  });

  test("another account's order cannot be activated with its PIN", async () => {
    const phone = "+962771230099";
    const owner = kit.newAccount({ phone });
    const { orderId } = pinReplySchema.parse((await kit.post("/tpay/frictionless/sendPinCode", body(), owner.token)).body);
    const intruder = kit.newAccount({ phone: "+962771230098" });
    const reply = await kit.post("/tpay/frictionless/activate", { orderId, pinCode: kit.pinFor(phone) }, intruder.token);
    expect([reply.status, errorCodeOf(reply)]).toEqual([404, "ORDER_UNKNOWN"]);
    expect(await status(orderId, owner.token)).toBe("PENDING");
    // A frictionless order has no PIN to confirm.
    const zain = kit.newAccount({ phone: "+962791230066" });
    const charged = orderStatusSchema.parse((await kit.post("/tpay/frictionless/subscribe", body(), zain.token)).body);
    const noPin = await kit.post("/tpay/sendPinCode", { orderId: charged.orderId }, zain.token);
    expect([noPin.status, errorCodeOf(noPin)]).toEqual([409, "ORDER_NOT_AWAITING_PIN"]);
  });
});
