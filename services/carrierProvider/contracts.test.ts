import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { carrierNotificationSchema } from "./notificationSignature";
import { contractIdOf, contractReplySchema, contractRequest, latestPin, startCarrierKit, type CarrierKit } from "./carrierProviderTestKit";

let kit: CarrierKit;
beforeAll(async () => {
  kit = await startCarrierKit();
});
afterAll(() => kit.close());

let serial = 0;
const nextKey = (): string => {
  serial += 1;
  return `contract-${serial}`;
};

/** A confirmed (PIN) contract on the number; its id. */
async function confirmed(msisdn: string, changes: Record<string, unknown> = {}): Promise<string> {
  const contractId = contractIdOf(await kit.create(contractRequest({ msisdn, ...changes }), nextKey()));
  const verified = await kit.post(`/v1/contracts/${contractId}/verify`, { pin: latestPin(kit, msisdn) });
  expect(verified.status).toBe(200);
  return contractId;
}

const view = async (contractId: string) => contractReplySchema.parse((await kit.get(`/v1/contracts/${contractId}`)).body);

/** The notifications received about the contract, in the order they came. */
async function eventsOf(contractId: string, count: number) {
  await expect.poll(() => kit.receiver.received.filter((body) => carrierNotificationSchema.safeParse(body).data?.contractId === contractId).length).toBe(count);
  return kit.receiver.received.map((body) => carrierNotificationSchema.parse(body)).filter((body) => body.contractId === contractId);
}

describe("the API key", () => {
  test("every server call needs it: missing or wrong is 401, and nothing is made", async () => {
    const tries: Record<string, string>[] = [{}, { "x-api-key": "wrong" }];
    for (const headers of tries) {
      const created = await kit.send("POST", "/v1/contracts", contractRequest({ msisdn: "+962791110000" }), { ...headers, "Idempotency-Key": nextKey() });
      expect([created.status, created.body]).toEqual([401, expect.objectContaining({ errorCode: "unauthorized" })]);
    }
    expect(kit.sms("+962791110000")).toHaveLength(0);
    const contractId = await confirmed("+962791110009");
    const actions = ["send-pin", "verify", "cancel", "resume", "tier", "reactivate"];
    const statuses: [string, number][] = [];
    for (const action of actions) statuses.push([action, (await kit.post(`/v1/contracts/${contractId}/${action}`, {}, { "x-api-key": "wrong" })).status]);
    expect(statuses).toEqual(actions.map((action) => [action, 401]));
    expect((await kit.get(`/v1/contracts/${contractId}`, {})).status).toBe(401);
    expect((await kit.post(`/dev/contracts/${contractId}/renew`, {}, {})).status).toBe(401);
    expect((await view(contractId)).status).toBe("ACTIVE");
  });
});

describe("creating a contract", () => {
  test("one per idempotency key: the same request again is the same contract and sends no second PIN", async () => {
    const body = contractRequest({ msisdn: "+962791112222" });
    const first = await kit.create(body, "same-key");
    const again = await kit.create({ ...body, amount: { currency: "JOD", value: 4000 } }, "same-key");
    expect(contractIdOf(again)).toBe(contractIdOf(first));
    expect(kit.sms("+962791112222")).toHaveLength(1);
    const other = await kit.create({ ...body, amount: { value: 1, currency: "JOD" } }, "same-key");
    expect([other.status, other.body]).toEqual([409, expect.objectContaining({ errorCode: "IDEMPOTENCY_CONFLICT" })]);
    expect((await kit.send("POST", "/v1/contracts", body, { "x-api-key": "carrier-provider-test-key" })).status).toBe(400);
  });

  test.each([
    ["an unknown operator", { operatorCode: "JO-NOPE" }, "OPERATOR_UNKNOWN"],
    ["another operator's number", { msisdn: "+962771234567" }, "INVALID_MSISDN"],
    ["a number too short", { msisdn: "+96279123456" }, "INVALID_MSISDN"],
    ["not a number", { msisdn: "0791234567" }, "INVALID_MSISDN"],
    ["the barred test number (…0002)", { msisdn: "+962791230002" }, "MSISDN_BARRED"],
    ["header enrichment on JO Orange", { operatorCode: "JO-ORANGE", msisdn: "+962771234567", flow: "HEADER_ENRICHMENT" }, "FRICTIONLESS_UNAVAILABLE"],
  ])("refused: %s", async (_, changes, errorCode) => {
    const msisdn = "msisdn" in changes && typeof changes.msisdn === "string" ? changes.msisdn : "+962791234567";
    const before = kit.sms(msisdn).length;
    const reply = await kit.create(contractRequest(changes), nextKey());
    expect([reply.status, reply.body]).toEqual([422, expect.objectContaining({ errorCode })]);
    expect(kit.sms(msisdn)).toHaveLength(before);
  });

  test("header enrichment needs no PIN: charged at once, CHARGED notified", async () => {
    const reply = await kit.create(contractRequest({ msisdn: "+962791113333", flow: "HEADER_ENRICHMENT" }), nextKey());
    const contract = contractReplySchema.parse(reply.body);
    expect(contract).toMatchObject({ status: "ACTIVE", periodEnd: "2026-12-26T12:00:00.000Z" });
    expect(contract.pin).toBeUndefined();
    expect(kit.sms("+962791113333")).toHaveLength(0);
    const [charged] = await eventsOf(contract.contractId, 1);
    expect(charged).toMatchObject({ event: "CHARGED", chargeType: "FIRST", sequence: 1, merchantReference: "order-1", amount: { value: 4000, currency: "JOD" } });
  });
});

describe("the test numbers", () => {
  test("…0001: the first charge fails for insufficient balance", async () => {
    const contractId = await confirmed("+962791230001");
    expect((await view(contractId)).status).toBe("FAILED");
    const [failed] = await eventsOf(contractId, 1);
    expect(failed).toMatchObject({ event: "CHARGE_FAILED", chargeType: "FIRST", reason: "INSUFFICIENT_BALANCE" });
  });

  test("…0003: the first charge pays, the renewal fails (SUSPENDED), a reactivation pays", async () => {
    const contractId = await confirmed("+962791230003");
    const renewed = await kit.post(`/dev/contracts/${contractId}/renew`);
    expect(contractReplySchema.parse(renewed.body).status).toBe("SUSPENDED");
    kit.advance(40 * 86_400_000);
    const reactivated = contractReplySchema.parse((await kit.post(`/v1/contracts/${contractId}/reactivate`)).body);
    expect(reactivated.status).toBe("ACTIVE");
    const events = await eventsOf(contractId, 3);
    expect(events.map((event) => [event.event, event.chargeType, event.sequence])).toEqual([
      ["CHARGED", "FIRST", 1],
      ["CHARGE_FAILED", "RENEWAL", 2],
      ["CHARGED", "REACTIVATION", 3],
    ]);
    const again = await kit.post(`/v1/contracts/${contractId}/reactivate`);
    expect([again.status, again.body]).toEqual([409, expect.objectContaining({ errorCode: "CONTRACT_NOT_SUSPENDED", contractStatus: "ACTIVE" })]);
  });

  test("any other number renews: the period moves on one month", async () => {
    const contractId = await confirmed("+962791114444");
    const before = await view(contractId);
    const renewed = contractReplySchema.parse((await kit.post(`/dev/contracts/${contractId}/renew`)).body);
    expect(renewed.status).toBe("ACTIVE");
    expect(Date.parse(renewed.periodEnd ?? "")).toBeGreaterThan(Date.parse(before.periodEnd ?? ""));
    expect((await eventsOf(contractId, 2))[1]).toMatchObject({ event: "CHARGED", chargeType: "RENEWAL", sequence: 2 });
  });
});

describe("a live contract", () => {
  test("cancel (dropping a scheduled tier), then resume within the period; each notified; repeats change nothing", async () => {
    const contractId = await confirmed("+962791115555");
    await kit.post(`/v1/contracts/${contractId}/tier`, { productId: "shasha-sport", amount: { value: 7000, currency: "JOD" } });
    expect(contractReplySchema.parse((await kit.post(`/v1/contracts/${contractId}/cancel`)).body)).toMatchObject({ status: "CANCELED", nextProductId: null });
    expect(contractReplySchema.parse((await kit.post(`/v1/contracts/${contractId}/cancel`)).body).sequence).toBe(2);
    expect((await kit.post(`/dev/contracts/${contractId}/renew`)).body).toMatchObject({ errorCode: "CONTRACT_NOT_ACTIVE" });
    expect(contractReplySchema.parse((await kit.post(`/v1/contracts/${contractId}/resume`)).body).status).toBe("ACTIVE");
    const events = await eventsOf(contractId, 3);
    expect(events.map((event) => [event.event, event.sequence, event.reason])).toEqual([
      ["CHARGED", 1, undefined],
      ["CONTRACT_CANCELED", 2, "MERCHANT_REQUEST"],
      ["CONTRACT_RESUMED", 3, undefined],
    ]);
  });

  test("a canceled contract whose period has ended is not resumed", async () => {
    const contractId = await confirmed("+962791116666");
    await kit.post(`/v1/contracts/${contractId}/cancel`);
    kit.advance(32 * 86_400_000);
    expect((await kit.post(`/v1/contracts/${contractId}/resume`)).body).toMatchObject({ errorCode: "PERIOD_ENDED" });
  });

  test("a tier change bills the new price from the next renewal; the current product clears it", async () => {
    const contractId = await confirmed("+962791117777");
    const tier = async (productId: string, value: number, currency = "JOD") => kit.post(`/v1/contracts/${contractId}/tier`, { productId, amount: { value, currency } });
    expect((await tier("shasha-sport", 7000, "SAR")).body).toMatchObject({ errorCode: "CURRENCY_MISMATCH" });
    expect(contractReplySchema.parse((await tier("shasha-vip", 4000)).body).nextProductId).toBeNull();
    const scheduled = contractReplySchema.parse((await tier("shasha-sport", 7000)).body);
    expect(scheduled).toMatchObject({ productId: "shasha-vip", nextProductId: "shasha-sport", amount: { value: 4000 } });
    const renewed = contractReplySchema.parse((await kit.post(`/dev/contracts/${contractId}/renew`)).body);
    expect(renewed).toMatchObject({ productId: "shasha-sport", nextProductId: null, amount: { value: 7000, currency: "JOD" } });
    expect((await eventsOf(contractId, 2))[1]).toMatchObject({ event: "CHARGED", chargeType: "RENEWAL", productId: "shasha-sport", amount: { value: 7000 } });
  });

  test("the development look-up finds an order's contracts, never with the number", async () => {
    const contractId = await confirmed("+962791118888", { merchantReference: "order-lookup" });
    const found = await kit.get("/dev/contracts?merchantReference=order-lookup");
    expect(z.object({ contracts: z.array(z.object({ contractId: z.string() })) }).parse(found.body).contracts.map((contract) => contract.contractId)).toEqual([contractId]);
    expect(found.text).not.toContain("962791118888");
  });

  test("the scheduler renews an active contract whose period has ended, and expires a canceled one", async () => {
    const scheduled = await startCarrierKit({ renewalIntervalMs: 50 });
    try {
      const make = async (msisdn: string) => contractIdOf(await scheduled.create(contractRequest({ msisdn, flow: "HEADER_ENRICHMENT" }), `scheduled-${msisdn}`));
      const active = await make("+962791119991");
      const canceled = await make("+962791119992");
      await scheduled.post(`/v1/contracts/${canceled}/cancel`);
      const statusOf = async (contractId: string) => contractReplySchema.parse((await scheduled.get(`/v1/contracts/${contractId}`)).body);
      scheduled.setNow("2026-12-26T12:00:00.000Z");
      await expect.poll(async () => (await statusOf(active)).periodEnd).toBe("2027-01-26T12:00:00.000Z");
      await expect.poll(async () => (await statusOf(canceled)).status).toBe("EXPIRED");
      const renewal = () => scheduled.receiver.received.map((body) => carrierNotificationSchema.parse(body)).find((body) => body.contractId === active && body.chargeType === "RENEWAL");
      await expect.poll(renewal).toMatchObject({ event: "CHARGED", sequence: 2 });
    } finally {
      await scheduled.close();
    }
  });
});
