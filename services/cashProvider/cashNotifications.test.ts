import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { cashKitApiKey, cashKitHmacKey, startCashProviderKit, type CashProviderKit } from "./cashProviderTestKit";
import { verifyCashNotification } from "./cashSignature";

let kit: CashProviderKit | undefined;
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

function deliveryRows(started: CashProviderKit) {
  return z
    .array(z.object({ attempts: z.number(), delivered_at: z.number().nullable(), next_at: z.number().nullable() }))
    .parse(started.db.prepare("SELECT attempts, delivered_at, next_at FROM cash_provider_notifications ORDER BY id").all());
}

describe("the notifications' outbox", () => {
  test("retried with backoff until the receiver answers 2xx with [accepted], each try signed", async () => {
    const started = (kit = await startCashProviderKit({ retryDelaysMs: [100, 200, 400] }));
    started.receiver.failNext(500, 503);
    const reference = await started.newReference("order-retry");
    await started.pay(reference);
    await started.receiver.waitFor(3, 5000);
    const received = started.notifications();
    expect(received.map((body) => body.referenceNumber)).toEqual([reference, reference, reference]);
    for (const body of received) expect(verifyCashNotification(body, cashKitHmacKey)).toBe(true);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, next_at: null });
    expect(deliveryRows(started)[0]?.delivered_at).not.toBeNull();
    expect(logged.map((entry) => [entry.code, entry.attempt])).toEqual([
      ["cash-provider-notification-failed", 1],
      ["cash-provider-notification-failed", 2],
    ]);
    // Never the body: no reference number (what a customer pays with), no signature.
    expect(JSON.stringify(logged)).not.toContain(reference);
    expect(JSON.stringify(logged)).not.toContain("messageSignature");
  });

  test("gives up after the last try", async () => {
    const started = (kit = await startCashProviderKit({ retryDelaysMs: [50, 50] }));
    started.receiver.failNext(500, 500, 500, 500);
    await started.pay(await started.newReference("order-never"));
    await started.receiver.waitFor(3);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, delivered_at: null, next_at: null });
    await expect.poll(() => logged.at(-1)).toMatchObject({ level: "error", code: "cash-provider-notification-abandoned", attempt: 3 });
    expect(started.receiver.received).toHaveLength(3);
  });

  test("a queued notification is signed with the running key, so a key changed between runs still signs it", async () => {
    const started = (kit = await startCashProviderKit());
    await started.pay(await started.newReference("order-stored"));
    await started.receiver.waitFor(1);
    // The stored body has no signature: it is added at each try.
    expect(started.db.prepare("SELECT body FROM cash_provider_notifications").pluck().get()).not.toContain("messageSignature");
  });

  test("the development resend sends the stored notification again, the same", async () => {
    const started = (kit = await startCashProviderKit());
    const reference = await started.newReference("order-resend");
    await started.pay(reference);
    await started.receiver.waitFor(1);
    const resend = await started.post(`/dev/notifications/${reference}/resend`, {}, cashKitApiKey);
    expect(resend.status).toBe(202);
    await started.receiver.waitFor(2);
    const [first, second] = started.notifications();
    expect(second).toEqual(first);
    expect((await started.post(`/dev/notifications/${reference}/resend`, {}, "wrong")).status).toBe(401);
    // An unpaid reference has nothing to send yet.
    expect((await started.post(`/dev/notifications/${await started.newReference("order-quiet")}/resend`, {})).status).toBe(404);
  });
});
