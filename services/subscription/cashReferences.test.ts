import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink } from "@/ops/log";
import { cashPaymentInstruments, lapseCashSubscriptions } from "./cashSubscriptions";
import { generateBodyOf, generated, generatedSchema, startCashKit, type CashKit } from "./cashTestKit";
import { newAccount } from "./csgTestKit";
import type { SubscriptionDeps } from "./subscriptionDeps";
import { errorCodeOf } from "./testKit";

/** Set by a test: the next create call reaches the provider, but its answer is lost (or it is not sent at all). */
let trouble: "lose-answer" | "unreachable" | undefined;
const troubledFetch: typeof fetch = async (input, init) => {
  const now = trouble;
  trouble = undefined;
  if (now === "unreachable") throw new TypeError("fetch failed");
  const response = await fetch(input, init);
  if (now === "lose-answer") throw new DOMException("The operation timed out.", "TimeoutError");
  return response;
};

let cash: CashKit;
beforeAll(async () => {
  setLogSink(() => undefined);
  cash = await startCashKit("2026-11-26T12:00:00.000Z", troubledFetch);
});
afterAll(async () => {
  await cash.close();
  setLogSink(undefined);
});

const detailsSchema = z.object({
  referenceNumber: z.string(),
  orderId: z.string(),
  productId: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  encodedReference: z.string(),
});

describe("GET cash/reference-code-details", () => {
  test("the account's own reference; another account's and an unknown one are the same 404; a malformed one a 400", async () => {
    const owner = newAccount(cash.kit, "EG");
    const reference = await generated(cash, owner.token);
    const own = await cash.get(`/cash/reference-code-details?referenceNumber=${reference.referenceNumber}`, owner.token);
    expect(detailsSchema.parse(own.body)).toEqual({
      referenceNumber: reference.referenceNumber,
      orderId: reference.orderId,
      productId: "shasha-vip",
      amount: 9900,
      currency: "EGP",
      status: "UNPAID",
      expiresAt: "2026-11-28T12:00:00.000Z",
      paidAt: null,
      encodedReference: expect.stringMatching(/^7788\d{10}$/),
    });
    const stranger = newAccount(cash.kit, "EG");
    const theirs = await cash.get(`/cash/reference-code-details?referenceNumber=${reference.referenceNumber}`, stranger.token);
    const unknown = await cash.get("/cash/reference-code-details?referenceNumber=100000000", stranger.token);
    expect([theirs.status, errorCodeOf(theirs)]).toEqual([404, "REFERENCE_UNKNOWN"]);
    expect(unknown).toEqual(theirs);
    for (const malformed of ["", "12345", "12345678a", "1".repeat(21), "%20"]) {
      const reply = await cash.get(`/cash/reference-code-details?referenceNumber=${malformed}`, owner.token);
      expect([reply.status, errorCodeOf(reply)]).toEqual([400, "invalid-query"]);
    }
    expect((await cash.get(`/cash/reference-code-details?referenceNumber=${reference.referenceNumber}`, "forged-token")).status).toBe(401);
  });
});

describe("GET cash/references", () => {
  test("the account's references, newest first, and no one else's", async () => {
    const { token } = newAccount(cash.kit, "EG");
    const vip = await generated(cash, token);
    cash.setNow("2026-11-26T12:05:00.000Z");
    try {
      const ultimate = await generated(cash, token, { productId: "shasha-ultimate" });
      await generated(cash, newAccount(cash.kit, "EG").token);
      const list = z.object({ references: z.array(detailsSchema) }).parse((await cash.get("/cash/references", token)).body).references;
      expect(list.map((entry) => [entry.referenceNumber, entry.status])).toEqual([
        [ultimate.referenceNumber, "UNPAID"],
        [vip.referenceNumber, "CANCELED"],
      ]);
      expect(z.object({ references: z.array(z.unknown()) }).parse((await cash.get("/cash/references", newAccount(cash.kit, "EG").token)).body).references).toEqual([]);
    } finally {
      cash.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});

describe("userPaymentInstruments[0] for /subscriptionData", () => {
  test("the reference to pay, else the one that paid the active cash subscription, else none", async () => {
    const { userId, token } = newAccount(cash.kit, "EG");
    expect(cashPaymentInstruments(cash.deps, userId)).toEqual([]);
    const reference = await generated(cash, token);
    expect(cashPaymentInstruments(cash.deps, userId)).toEqual([
      { type: "CASH", paymentMethodName: "fawry", referenceNumber: reference.referenceNumber, referenceStatus: "UNPAID", productId: "shasha-vip", amount: 9900, currency: "EGP", expiresAt: reference.expiresAt, paidAt: null },
    ]);
    await cash.payAtKiosk(reference.referenceNumber);
    await expect.poll(() => cash.order(reference.orderId).status).toBe("PAID");
    expect(cashPaymentInstruments(cash.deps, userId)).toMatchObject([{ referenceNumber: reference.referenceNumber, referenceStatus: "PAID", paidAt: "2026-11-26T12:00:00.000Z" }]);
    const withoutCash: SubscriptionDeps = { ...cash.deps };
    delete withoutCash.cashProvider;
    expect(cashPaymentInstruments(withoutCash, userId)).toEqual([]);
  });
});

describe("a cash subscription's end", () => {
  test("lapseCashSubscriptions ends it once its end date has come, and only then", async () => {
    const { userId, token } = newAccount(cash.kit, "EG");
    const reference = await generated(cash, token);
    await cash.payAtKiosk(reference.referenceNumber);
    await expect.poll(() => cash.order(reference.orderId).status).toBe("PAID");
    cash.setNow("2026-12-26T11:59:59.999Z");
    try {
      expect(lapseCashSubscriptions(cash.deps, userId)).toBe(false);
      cash.setNow("2026-12-26T12:00:00.000Z");
      expect(lapseCashSubscriptions(cash.deps, userId)).toBe(true);
      expect(lapseCashSubscriptions(cash.deps, userId)).toBe(false);
      const data = await cash.get("/subscriptionData", cash.kit.tokenFor(userId));
      expect(data.body).toMatchObject({ userCalculatedStatus: "SUSPENDED", activeSubscription: null, status: "REMOVED", paymentMethodName: "fawry" });
    } finally {
      cash.setNow("2026-11-26T12:00:00.000Z");
    }
  });
});

describe("when the provider fails", () => {
  test("unreachable: 502 PROVIDER_FAILED; the same key later asks again and gets a reference", async () => {
    const { userId, token } = newAccount(cash.kit, "EG");
    const body = generateBodyOf();
    trouble = "unreachable";
    const failed = await cash.post("/cash/generate-reference-number", body, token);
    expect([failed.status, errorCodeOf(failed)]).toEqual([502, "PROVIDER_FAILED"]);
    const retried = generatedSchema.parse((await cash.post("/cash/generate-reference-number", body, token)).body);
    expect(retried.status).toBe("UNPAID");
    expect(cash.kit.db.prepare("SELECT count(*) FROM subscription_orders WHERE user_id = ?").pluck().get(userId)).toBe(1);
  });

  test("its answer lost: the same key gets the reference it made, never a second one", async () => {
    const { token } = newAccount(cash.kit, "EG");
    const body = generateBodyOf();
    trouble = "lose-answer";
    expect(errorCodeOf(await cash.post("/cash/generate-reference-number", body, token))).toBe("PROVIDER_FAILED");
    const retried = generatedSchema.parse((await cash.post("/cash/generate-reference-number", body, token)).body);
    expect(cash.kit.db.prepare("SELECT reference_number FROM cash_provider_charges WHERE merchant_ref_number = ?").pluck().all(retried.orderId)).toEqual([retried.referenceNumber]);
  });

  test("its answer lost and the reference paid anyway: the signed notification names the order, which is PAID", async () => {
    const { token } = newAccount(cash.kit, "EG");
    trouble = "lose-answer";
    expect(errorCodeOf(await cash.post("/cash/generate-reference-number", generateBodyOf(), token))).toBe("PROVIDER_FAILED");
    const made = z.object({ reference_number: z.string(), merchant_ref_number: z.string() }).parse(cash.kit.db.prepare("SELECT reference_number, merchant_ref_number FROM cash_provider_charges ORDER BY rowid DESC LIMIT 1").get());
    await cash.payAtKiosk(made.reference_number);
    await expect.poll(() => cash.order(made.merchant_ref_number).status).toBe("PAID");
    expect((await cash.get(`/cash/reference-code-details?referenceNumber=${made.reference_number}`, token)).body).toMatchObject({ status: "PAID", orderId: made.merchant_ref_number });
  });
});
