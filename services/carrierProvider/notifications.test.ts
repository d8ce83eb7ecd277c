import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { carrierKitApiKey, carrierKitHmacKey, contractIdOf, contractRequest, latestPin, startCarrierKit, type CarrierKit } from "./carrierProviderTestKit";
import { carrierNotificationSchema, verifyCarrierNotification } from "./notificationSignature";

let kit: CarrierKit | undefined;
let logged: LogEntry[] = [];
beforeEach(() => {
  logged = [];
  setLogSink((entry) => logged.push(entry));
});
afterEach(async () => {
  await kit?.close();
  kit = undefined;
  setLogSink(undefined);
});

const signedSchema = carrierNotificationSchema.extend({ signature: z.string() });

/** A frictionless contract (charged at once, so notified at once); its id. */
async function chargedContract(started: CarrierKit, msisdn = "+962791234567"): Promise<string> {
  return contractIdOf(await started.create(contractRequest({ msisdn, flow: "HEADER_ENRICHMENT" }), `notify-${msisdn}`));
}

function deliveryRows(started: CarrierKit) {
  return z
    .array(z.object({ attempts: z.number(), delivered_at: z.number().nullable(), next_at: z.number().nullable() }))
    .parse(started.db.prepare("SELECT attempts, delivered_at, next_at FROM carrier_provider_notifications ORDER BY id").all());
}

describe("the carrier provider's notifications", () => {
  test("a charge is notified at once, signed over the documented fields, without the number", async () => {
    const started = (kit = await startCarrierKit());
    const contractId = await chargedContract(started);
    const [body] = await started.receiver.waitFor(1, 2000);
    const notification = signedSchema.parse(body);
    expect(notification).toEqual({
      notificationId: expect.stringMatching(/^ntf_/),
      event: "CHARGED",
      contractId,
      transactionId: expect.stringMatching(/^txn_/),
      merchantReference: "order-1",
      chargeType: "FIRST",
      sequence: 1,
      productId: "shasha-vip",
      amount: { value: 4000, currency: "JOD" },
      occurredAt: "2026-11-26T12:00:00.000Z",
      signature: expect.any(String),
    });
    expect(verifyCarrierNotification(notification, notification.signature, carrierKitHmacKey)).toBe(true);
    expect(verifyCarrierNotification({ ...notification, amount: { value: 1, currency: "JOD" } }, notification.signature, carrierKitHmacKey)).toBe(false);
    expect(JSON.stringify(body)).not.toContain("962791234567");
    await expect.poll(() => deliveryRows(started)[0]?.delivered_at).not.toBeNull();
  });

  test("retried with backoff until the receiver answers 2xx with [accepted]; the log names no number", async () => {
    const started = (kit = await startCarrierKit({ retryDelaysMs: [100, 200, 400] }));
    started.receiver.failNext(500, 503);
    const contractId = await chargedContract(started);
    const received = await started.receiver.waitFor(3, 5000);
    expect(received.map((body) => signedSchema.parse(body).contractId)).toEqual([contractId, contractId, contractId]);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, next_at: null });
    expect(deliveryRows(started)[0]?.delivered_at).not.toBeNull();
    expect(logged.map((entry) => [entry.code, entry.attempt])).toEqual([
      ["carrier-provider-notification-failed", 1],
      ["carrier-provider-notification-failed", 2],
    ]);
    expect(JSON.stringify(logged)).not.toMatch(/962791234567|signature/);
  });

  test("gives up after the last try", async () => {
    const started = (kit = await startCarrierKit({ retryDelaysMs: [50, 50] }));
    started.receiver.failNext(500, 500, 500, 500);
    await chargedContract(started);
    await started.receiver.waitFor(3);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, delivered_at: null, next_at: null });
    expect(logged.at(-1)).toMatchObject({ level: "error", code: "carrier-provider-notification-abandoned", attempt: 3 });
  });

  test("the development resend sends the contract's latest notification again, the same", async () => {
    const started = (kit = await startCarrierKit());
    const contractId = await chargedContract(started);
    const [first] = await started.receiver.waitFor(1);
    const resend = await started.post(`/dev/contracts/${contractId}/resend`);
    expect(resend.status).toBe(202);
    const [, second] = await started.receiver.waitFor(2);
    expect(second).toEqual(first);
    expect((await started.post(`/dev/contracts/${contractId}/resend`, {}, { "x-api-key": "wrong" })).status).toBe(401);
    expect((await started.post("/dev/contracts/ctr_unknown/resend")).status).toBe(404);
    const pending = contractIdOf(await started.create(contractRequest({ msisdn: "+962791239999" }), "no-events"));
    expect((await started.post(`/dev/contracts/${pending}/resend`)).status).toBe(404);
  });

  test("without the development defaults there is no renew, resend nor look-up", async () => {
    const started = (kit = await startCarrierKit({ devRoutes: false }));
    const contractId = await chargedContract(started);
    await started.receiver.waitFor(1);
    expect((await started.post(`/dev/contracts/${contractId}/renew`)).status).toBe(404);
    expect((await started.post(`/dev/contracts/${contractId}/resend`)).status).toBe(404);
    expect((await started.get("/dev/contracts?merchantReference=order-1", { "x-api-key": carrierKitApiKey })).status).toBe(404);
    // The PIN flow still works: the SMS row keeps no PIN, so this one is checked against the hash alone.
    const pinContract = contractIdOf(await started.create(contractRequest({ msisdn: "+962791238888" }), "quiet-pin"));
    expect(() => latestPin(started, "+962791238888")).toThrow(/No PIN/);
    expect((await started.post(`/v1/contracts/${pinContract}/verify`, { pin: "0000" })).status).toBeGreaterThanOrEqual(422);
  });
});
