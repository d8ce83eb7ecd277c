import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink, type LogEntry } from "@/ops/log";
import { notificationRequestSchema, verifyNotificationItem, type NotificationItem } from "./notificationSignature";
import { kitApiKey, kitHmacKey, paymentRequest, startProviderKit, testCard, type ProviderKit } from "./providerTestKit";

let kit: ProviderKit | undefined;
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

async function payWith(started: ProviderKit, number: string, reference: string): Promise<string> {
  const token = z.object({ token: z.string() }).parse((await started.tokenize(testCard(number))).body).token;
  const reply = await started.pay(paymentRequest(token, reference), `notify-${reference}`);
  return z.object({ pspReference: z.string() }).parse(reply.body).pspReference;
}

function itemOf(body: unknown): NotificationItem {
  const item = notificationRequestSchema.parse(body).notificationItems[0]?.NotificationRequestItem;
  if (item === undefined) throw new Error("no item");
  return item;
}

function deliveryRows(started: ProviderKit) {
  return z
    .array(z.object({ attempts: z.number(), delivered_at: z.number().nullable(), next_at: z.number().nullable() }))
    .parse(started.db.prepare("SELECT attempts, delivered_at, next_at FROM card_provider_notifications ORDER BY id").all());
}

describe("notifications", () => {
  test("an authorisation is notified at once, Adyen's way, signed", async () => {
    const started = (kit = await startProviderKit());
    const pspReference = await payWith(started, "4111111111111111", "order-notify");
    // Soon: no waiting for a timer (the first retry would be 150 ms later).
    const answeredAt = Date.now();
    const [body] = await started.receiver.waitFor(1, 2000);
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(notificationRequestSchema.parse(body).live).toBe("false");
    const item = itemOf(body);
    expect(item).toEqual({
      eventCode: "AUTHORISATION",
      success: "true",
      pspReference,
      originalReference: "",
      merchantAccountCode: "ShashaTest",
      merchantReference: "order-notify",
      amount: { value: 5000, currency: "JOD" },
      eventDate: "2026-11-26T12:00:00.000Z",
      additionalData: {
        hmacSignature: expect.any(String),
        cardSummary: "1111",
        expiryDate: "3/2030",
        paymentMethod: "visa",
        cardBin: "411111",
        issuerCountry: "JO",
        "recurring.recurringDetailReference": expect.any(String),
      },
    });
    expect(verifyNotificationItem(item, kitHmacKey)).toBe(true);
    expect(verifyNotificationItem({ ...item, success: "false" }, kitHmacKey)).toBe(false);
    expect(JSON.stringify(body)).not.toContain("4111111111111111");
    await expect.poll(() => deliveryRows(started)[0]?.delivered_at).not.toBeNull();
  });

  test("a refusal is notified with success false and its reason", async () => {
    const started = (kit = await startProviderKit());
    await payWith(started, "4000000000009995", "order-poor");
    const item = itemOf((await started.receiver.waitFor(1))[0]);
    expect(item).toMatchObject({ success: "false", reason: "Not enough balance", merchantReference: "order-poor" });
    expect(verifyNotificationItem(item, kitHmacKey)).toBe(true);
  });

  test("a 3-D Secure challenge is notified only once it ends", async () => {
    const started = (kit = await startProviderKit());
    await payWith(started, "4000002760003184", "order-challenge");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started.receiver.received).toHaveLength(0);
  });

  test("retried with backoff until the receiver answers 2xx with [accepted]", async () => {
    const started = (kit = await startProviderKit({ retryDelaysMs: [100, 200, 400] }));
    started.receiver.failNext(500, 503);
    const pspReference = await payWith(started, "5555341244441115", "order-retry");
    const received = await started.receiver.waitFor(3, 5000);
    expect(received.map((body) => itemOf(body).pspReference)).toEqual([pspReference, pspReference, pspReference]);
    for (const body of received) expect(verifyNotificationItem(itemOf(body), kitHmacKey)).toBe(true);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, next_at: null });
    expect(deliveryRows(started)[0]?.delivered_at).not.toBeNull();
    // Taken: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(started.receiver.received).toHaveLength(3);
    expect(logged.map((entry) => [entry.code, entry.attempt])).toEqual([
      ["card-provider-notification-failed", 1],
      ["card-provider-notification-failed", 2],
    ]);
    // Never the body: no card data, no signature.
    expect(JSON.stringify(logged)).not.toContain("hmacSignature");
  });

  test("gives up after the last try", async () => {
    const started = (kit = await startProviderKit({ retryDelaysMs: [50, 50] }));
    started.receiver.failNext(500, 500, 500, 500);
    await payWith(started, "4111111111111111", "order-never");
    await started.receiver.waitFor(3);
    await expect.poll(() => deliveryRows(started)[0]).toMatchObject({ attempts: 3, delivered_at: null, next_at: null });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started.receiver.received).toHaveLength(3);
    expect(logged.at(-1)).toMatchObject({ level: "error", code: "card-provider-notification-abandoned", attempt: 3 });
  });

  test("the development resend sends the stored notification again, the same", async () => {
    const started = (kit = await startProviderKit());
    const pspReference = await payWith(started, "4111111111111111", "order-resend");
    const [first] = await started.receiver.waitFor(1);
    const resend = await started.post(`/dev/notifications/${pspReference}/resend`, {}, { "x-api-key": kitApiKey });
    expect(resend.status).toBe(202);
    const [, second] = await started.receiver.waitFor(2);
    expect(second).toEqual(first);
    expect((await started.post(`/dev/notifications/${pspReference}/resend`, {}, { "x-api-key": "wrong" })).status).toBe(401);
    expect((await started.post("/dev/notifications/0000000000000000/resend", {}, { "x-api-key": kitApiKey })).status).toBe(404);
  });

  test("without the development defaults there is no resend", async () => {
    const started = (kit = await startProviderKit({ devRoutes: false }));
    const pspReference = await payWith(started, "4111111111111111", "order-noresend");
    await started.receiver.waitFor(1);
    expect((await started.post(`/dev/notifications/${pspReference}/resend`, {}, { "x-api-key": kitApiKey })).status).toBe(404);
  });
});
