import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { paymentRequest, startProviderKit, testCard, type ProviderKit } from "./providerTestKit";

let kit: ProviderKit;
beforeAll(async () => {
  kit = await startProviderKit();
});
afterAll(() => kit.close());

const paymentReply = z.object({
  pspReference: z.string().regex(/^\d{16}$/),
  resultCode: z.enum(["Authorised", "Refused", "RedirectShopper"]),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  action: z.object({ type: z.literal("redirect"), url: z.string() }).optional(),
});
const errorCode = (body: unknown): string => z.object({ errorCode: z.string() }).parse(body).errorCode;

let keys = 0;
const newKey = (): string => `key-${(keys += 1)}-${Date.now()}`;

async function tokenFor(number: string): Promise<string> {
  return z.object({ token: z.string() }).parse((await kit.tokenize(testCard(number))).body).token;
}

function paymentRows(): number {
  return z.object({ count: z.number() }).parse(kit.db.prepare("SELECT COUNT(*) AS count FROM card_provider_payments").get()).count;
}

describe("POST /v1/payments by test card", () => {
  test.each([
    ["4111 1111 1111 1111", { resultCode: "Authorised" }],
    ["5555 3412 4444 1115", { resultCode: "Authorised" }],
    ["3700 0000 0000 002", { resultCode: "Authorised" }],
    ["4242 4242 4242 4242", { resultCode: "Authorised" }],
    ["4000 0000 0000 0002", { resultCode: "Refused", refusalReason: "Refused", refusalReasonCode: "2" }],
    ["4000 0000 0000 9995", { resultCode: "Refused", refusalReason: "Not enough balance", refusalReasonCode: "12" }],
    ["4000 0000 0000 0069", { resultCode: "Refused", refusalReason: "Expired Card", refusalReasonCode: "6" }],
  ])("%s: %o", async (number, expected) => {
    const reply = await kit.pay(paymentRequest(await tokenFor(number), `order-${number}`), newKey());
    expect(reply.status).toBe(200);
    const body = paymentReply.parse(reply.body);
    expect(body).toEqual({ pspReference: body.pspReference, ...expected });
  });

  test("4000 0027 6000 3184: a 3-D Secure challenge on the provider's public URL", async () => {
    const body = paymentReply.parse((await kit.pay(paymentRequest(await tokenFor("4000002760003184"), "order-3ds"), newKey())).body);
    expect(body.resultCode).toBe("RedirectShopper");
    expect(body.action?.url).toMatch(new RegExp(`^${kit.provider.publicUrl}/checkoutshopper/threeds\\?ref=[A-Za-z0-9_-]{43}$`));
  });

  test("an unknown token, or one past its 30 minutes, is refused as an invalid card token", async () => {
    const unknown = paymentReply.parse((await kit.pay(paymentRequest("no-such-token", "order-unknown"), newKey())).body);
    expect(unknown).toMatchObject({ resultCode: "Refused", refusalReason: "Invalid card token" });
    const token = await tokenFor("4111111111111111");
    kit.setNow("2026-11-26T12:31:00.000Z");
    try {
      const late = paymentReply.parse((await kit.pay(paymentRequest(token, "order-late"), newKey())).body);
      expect(late).toMatchObject({ resultCode: "Refused", refusalReason: "Invalid card token" });
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("once authorised, the token is a stored payment method of that shopper, without expiry", async () => {
    const token = await tokenFor("4111111111111111");
    expect(paymentReply.parse((await kit.pay(paymentRequest(token, "order-first"), newKey())).body).resultCode).toBe("Authorised");
    kit.setNow("2027-11-26T12:00:00.000Z");
    try {
      const renewal = paymentReply.parse((await kit.pay(paymentRequest(token, "order-renewal"), newKey())).body);
      expect(renewal.resultCode).toBe("Authorised");
      const stranger = paymentReply.parse((await kit.pay(paymentRequest(token, "order-stranger", { shopperReference: "900003" }), newKey())).body);
      expect(stranger).toMatchObject({ resultCode: "Refused", refusalReason: "Invalid card token" });
    } finally {
      kit.setNow("2026-11-26T12:00:00.000Z");
    }
  });

  test("a stored challenge card pays again without a challenge (a renewal)", async () => {
    const token = await tokenFor("4000002760003184");
    const first = paymentReply.parse((await kit.pay(paymentRequest(token, "order-3ds-first"), newKey())).body);
    expect(first.resultCode).toBe("RedirectShopper");
    const ref = new URL(first.action?.url ?? "").searchParams.get("ref") ?? "";
    const answer = await fetch(`${kit.provider.url}/checkoutshopper/threeds`, {
      method: "POST",
      headers: { Origin: kit.ownOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ref, code: "1234", action: "confirm" }),
      redirect: "manual",
    });
    expect(answer.status).toBe(303);
    expect(paymentReply.parse((await kit.pay(paymentRequest(token, "order-3ds-renewal"), newKey())).body).resultCode).toBe("Authorised");
  });
});

describe("idempotency", () => {
  test("the same key and body: one payment, the same reply", async () => {
    const token = await tokenFor("4111111111111111");
    const key = newKey();
    const before = paymentRows();
    const first = await kit.pay(paymentRequest(token, "order-idem"), key);
    // The same body with its keys in another order is the same request.
    const { amount, ...rest } = paymentRequest(token, "order-idem");
    const second = await kit.pay({ amount: { currency: amount.currency, value: amount.value }, ...rest }, key);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(paymentRows()).toBe(before + 1);
  });

  test("the same key with another body: 422 idempotency-conflict, nothing charged", async () => {
    const token = await tokenFor("4111111111111111");
    const key = newKey();
    await kit.pay(paymentRequest(token, "order-conflict"), key);
    const before = paymentRows();
    const other = await kit.pay(paymentRequest(token, "order-conflict", { amount: { value: 9000, currency: "JOD" } }), key);
    expect([other.status, errorCode(other.body)]).toEqual([422, "idempotency-conflict"]);
    expect(paymentRows()).toBe(before);
  });

  test("the key is required, 64 characters at most", async () => {
    const token = await tokenFor("4111111111111111");
    const missing = await kit.post("/v1/payments", paymentRequest(token, "order-nokey"), { "x-api-key": "card-provider-test-key" });
    expect([missing.status, errorCode(missing.body)]).toEqual([400, "invalid-idempotency-key"]);
    expect((await kit.pay(paymentRequest(token, "order-longkey"), "k".repeat(65))).status).toBe(400);
    expect((await kit.pay(paymentRequest(token, "order-64"), "k".repeat(64))).status).toBe(200);
  });
});

describe("the server API's checks", () => {
  test("without the api key, or with another: 401 and nothing stored", async () => {
    const token = await tokenFor("4111111111111111");
    const before = paymentRows();
    const wrong = await kit.pay(paymentRequest(token, "order-wrongkey"), newKey(), "shasha-dev-card-provider-key");
    expect([wrong.status, errorCode(wrong.body)]).toEqual([401, "unauthorized"]);
    expect(wrong.body).toMatchObject({ status: 401, errorType: "security" });
    const none = await kit.post("/v1/payments", paymentRequest(token, "order-nokey"), { "Idempotency-Key": newKey() });
    expect(none.status).toBe(401);
    expect((await kit.details("anything", "wrong")).status).toBe(401);
    expect(paymentRows()).toBe(before);
  });

  test.each([
    [{ amount: { value: 10.5, currency: "JOD" } }],
    [{ amount: { value: -1, currency: "JOD" } }],
    [{ amount: { value: 100, currency: "jod" } }],
    [{ returnUrl: "javascript:alert(1)" }],
    [{ reference: "" }],
    [{ paymentMethod: {} }],
  ])("a malformed request is 400: %o", async (change) => {
    const reply = await kit.pay(paymentRequest("token", "order-bad", change), newKey());
    expect([reply.status, errorCode(reply.body)]).toEqual([400, "invalid-request"]);
  });

  test("a zero amount (a card check) is authorised", async () => {
    const reply = await kit.pay(paymentRequest(await tokenFor("4111111111111111"), "order-zero", { amount: { value: 0, currency: "USD" } }), newKey());
    expect(paymentReply.parse(reply.body).resultCode).toBe("Authorised");
  });

  test("details of an unknown redirectResult: 422", async () => {
    const reply = await kit.details("not-a-result");
    expect([reply.status, errorCode(reply.body)]).toEqual([422, "invalid-redirect-result"]);
  });
});
