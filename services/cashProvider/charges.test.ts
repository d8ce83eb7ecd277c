import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { cashKitApiKey, chargeReplySchema, chargeRequest, startCashProviderKit, type CashProviderKit } from "./cashProviderTestKit";

let kit: CashProviderKit;
beforeAll(async () => {
  kit = await startCashProviderKit();
});
afterAll(() => kit.close());

const errorCode = (body: unknown) => z.object({ errorCode: z.string() }).parse(body).errorCode;

describe("the API key", () => {
  test("every server call needs the key: missing or wrong is a 401, and nothing is created", async () => {
    for (const [index, apiKey] of [null, "wrong", `${cashKitApiKey}x`, cashKitApiKey.slice(1)].entries()) {
      const created = await kit.charge(chargeRequest(`order-key-${index}`), apiKey);
      expect(created.status).toBe(401);
      expect(errorCode(created.body)).toBe("unauthorized");
    }
    expect(kit.db.prepare("SELECT count(*) FROM cash_provider_charges WHERE merchant_ref_number LIKE 'order-key-%'").pluck().get()).toBe(0);
    const reference = await kit.newReference("order-key-ok");
    expect((await kit.read(reference, "wrong")).status).toBe(401);
    expect((await kit.cancel(reference, null)).status).toBe(401);
    expect((await kit.pay(reference, "wrong")).status).toBe(401);
    expect((await kit.post(`/dev/notifications/${reference}/resend`, {}, null)).status).toBe(401);
    // Still unpaid: none of those did anything.
    expect(chargeReplySchema.parse((await kit.read(reference)).body).orderStatus).toBe("UNPAID");
  });
});

describe("POST /v1/charges", () => {
  test("a charge request gets a nine-digit reference, UNPAID, expiring 48 hours later", async () => {
    const reply = await kit.charge(chargeRequest("order-create"));
    expect(reply.status).toBe(200);
    const charge = chargeReplySchema.parse(reply.body);
    expect(charge.referenceNumber).toMatch(/^[1-9]\d{8}$/);
    expect(charge).toMatchObject({
      merchantRefNumber: "order-create",
      orderStatus: "UNPAID",
      amount: { value: 9900, currency: "EGP" },
      paymentMethod: null,
      paymentTime: null,
      createdTime: Date.parse("2026-11-26T12:00:00.000Z"),
      expirationTime: Date.parse("2026-11-28T12:00:00.000Z"),
    });
  });

  test("references are unique and not consecutive", async () => {
    const references = await Promise.all(Array.from({ length: 20 }, (_, index) => kit.newReference(`order-many-${index}`)));
    expect(new Set(references).size).toBe(20);
    const sorted = references.map(Number).sort((a, b) => a - b);
    const gaps = sorted.slice(1).map((value, index) => value - (sorted[index] ?? 0));
    expect(gaps.filter((gap) => gap === 1).length).toBeLessThan(2);
  });

  test("the same request again is the same charge; another request with the same merchant reference is refused", async () => {
    const first = chargeReplySchema.parse((await kit.charge(chargeRequest("order-twice"))).body);
    // The same fields in another order: the same request.
    const { language, description, amount, customerProfileId, merchantRefNumber } = chargeRequest("order-twice");
    const again = await kit.charge({ language, description, amount, customerProfileId, merchantRefNumber });
    expect(chargeReplySchema.parse(again.body).referenceNumber).toBe(first.referenceNumber);
    const other = await kit.charge(chargeRequest("order-twice", { amount: { value: 100, currency: "EGP" } }));
    expect(other.status).toBe(409);
    expect(errorCode(other.body)).toBe("merchant-reference-reused");
    expect(kit.db.prepare("SELECT count(*) FROM cash_provider_charges WHERE merchant_ref_number = 'order-twice'").pluck().get()).toBe(1);
  });

  test("only Egyptian pounds, positive integer minor units and a known language", async () => {
    const refused = [
      chargeRequest("order-bad-1", { amount: { value: 4000, currency: "JOD" } }),
      chargeRequest("order-bad-2", { amount: { value: 99.5, currency: "EGP" } }),
      chargeRequest("order-bad-3", { amount: { value: 0, currency: "EGP" } }),
      chargeRequest("order-bad-4", { language: "de" }),
      chargeRequest("order:bad-5"),
    ];
    for (const body of refused) expect((await kit.charge(body)).status).toBe(400);
    expect(errorCode((await kit.charge(refused[0])).body)).toBe("currency-unsupported");
  });
});

describe("reading and canceling", () => {
  test("GET answers the charge; an unknown or malformed reference is a 404", async () => {
    const reference = await kit.newReference("order-read");
    expect(chargeReplySchema.parse((await kit.read(reference)).body)).toMatchObject({ referenceNumber: reference, orderStatus: "UNPAID" });
    expect((await kit.read("100000000")).status).toBe(404);
    expect((await kit.read("12ab")).status).toBe(404);
  });

  test("an unpaid reference is canceled (again: unchanged) and can no longer be paid; a paid one cannot be canceled", async () => {
    const reference = await kit.newReference("order-cancel");
    expect(chargeReplySchema.parse((await kit.cancel(reference)).body).orderStatus).toBe("CANCELED");
    expect(chargeReplySchema.parse((await kit.cancel(reference)).body).orderStatus).toBe("CANCELED");
    const pay = await kit.pay(reference);
    expect(pay.status).toBe(409);
    expect(errorCode(pay.body)).toBe("reference-canceled");

    const paid = await kit.newReference("order-cancel-paid");
    expect((await kit.pay(paid)).status).toBe(200);
    const cancel = await kit.cancel(paid);
    expect(cancel.status).toBe(409);
    expect(errorCode(cancel.body)).toBe("reference-paid");
    expect((await kit.cancel("100000000")).status).toBe(404);
    // A merchant's cancel is not notified (it has the answer); the payment is.
    await kit.receiver.waitFor(1);
    expect(kit.notifications().map((body) => [body.referenceNumber, body.orderStatus])).toEqual([[paid, "PAID"]]);
  });
});
