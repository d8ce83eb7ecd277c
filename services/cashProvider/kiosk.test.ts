import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { setLogSink } from "@/ops/log";
import { cashKitApiKey, cashKitHmacKey, chargeReplySchema, startCashProviderKit, type CashProviderKit } from "./cashProviderTestKit";
import { verifyCashNotification } from "./cashSignature";

let kit: CashProviderKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
  setLogSink(undefined);
});

const errorCode = (body: unknown) => z.object({ errorCode: z.string() }).parse(body).errorCode;

describe("paying at an outlet (POST /dev/kiosk/pay)", () => {
  test("UNPAID becomes PAID and the merchant gets a signed PAID notification at once", async () => {
    const started = (kit = await startCashProviderKit());
    const reference = await started.newReference("order-pay");
    started.setNow("2026-11-27T08:30:00.000Z");
    const reply = await started.pay(reference);
    expect(reply.status).toBe(200);
    expect(chargeReplySchema.parse(reply.body)).toMatchObject({ orderStatus: "PAID", paymentMethod: "PAYATFAWRY", paymentTime: Date.parse("2026-11-27T08:30:00.000Z") });
    const answeredAt = Date.now();
    await started.receiver.waitFor(1, 2000);
    // Soon: no waiting for a timer (the first retry would be 150 ms later).
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    const [notification] = started.notifications();
    expect(notification).toEqual({
      referenceNumber: reference,
      merchantRefNumber: "order-pay",
      orderStatus: "PAID",
      amount: { value: 9900, currency: "EGP" },
      paymentMethod: "PAYATFAWRY",
      paymentTime: Date.parse("2026-11-27T08:30:00.000Z"),
      expirationTime: Date.parse("2026-11-28T12:00:00.000Z"),
      messageSignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    if (notification === undefined) throw new Error("no notification");
    expect(verifyCashNotification(notification, cashKitHmacKey)).toBe(true);
    expect(verifyCashNotification({ ...notification, amount: { value: 1, currency: "EGP" } }, cashKitHmacKey)).toBe(false);
    await expect.poll(() => started.db.prepare("SELECT delivered_at FROM cash_provider_notifications").pluck().get()).not.toBeNull();
  });

  test("a wallet app is another channel of the same payment", async () => {
    const started = (kit = await startCashProviderKit());
    const reference = await started.newReference("order-wallet");
    expect(chargeReplySchema.parse((await started.pay(reference, cashKitApiKey, "MWALLET")).body).paymentMethod).toBe("MWALLET");
    expect((await started.pay(await started.newReference("order-wallet-2"), cashKitApiKey, "CARD")).status).toBe(400);
  });

  test("a reference is paid once: the second payment is refused and nothing more is notified", async () => {
    const started = (kit = await startCashProviderKit());
    const reference = await started.newReference("order-double");
    expect((await started.pay(reference)).status).toBe(200);
    const second = await started.pay(reference);
    expect(second.status).toBe(409);
    expect(errorCode(second.body)).toBe("reference-paid");
    await started.receiver.waitFor(1);
    expect(started.db.prepare("SELECT count(*) FROM cash_provider_notifications").pluck().get()).toBe(1);
    expect((await started.pay("100000000")).status).toBe(404);
  });

  test("without the development defaults there is no kiosk and no resend", async () => {
    const started = (kit = await startCashProviderKit({ devRoutes: false }));
    const reference = await started.newReference("order-nodev");
    expect((await started.pay(reference)).status).toBe(404);
    expect((await started.post(`/dev/notifications/${reference}/resend`, {})).status).toBe(404);
    expect(chargeReplySchema.parse((await started.read(reference)).body).orderStatus).toBe("UNPAID");
  });
});

describe("expiry (a settable clock, no timer)", () => {
  test("past its 48 hours a reference cannot be paid: EXPIRED, notified once", async () => {
    const started = (kit = await startCashProviderKit());
    const reference = await started.newReference("order-late");
    // One millisecond before the expiry it is still payable (read only).
    started.setNow("2026-11-28T11:59:59.999Z");
    expect(chargeReplySchema.parse((await started.read(reference)).body).orderStatus).toBe("UNPAID");
    started.setNow("2026-11-28T12:00:00.000Z");
    const pay = await started.pay(reference);
    expect(pay.status).toBe(409);
    expect(errorCode(pay.body)).toBe("reference-expired");
    expect(chargeReplySchema.parse((await started.read(reference)).body).orderStatus).toBe("EXPIRED");
    await started.receiver.waitFor(1);
    const [notification] = started.notifications();
    expect(notification).toMatchObject({ referenceNumber: reference, merchantRefNumber: "order-late", orderStatus: "EXPIRED", paymentMethod: null, paymentTime: null });
    if (notification === undefined) throw new Error("no notification");
    expect(verifyCashNotification(notification, cashKitHmacKey)).toBe(true);
    expect(started.db.prepare("SELECT count(*) FROM cash_provider_notifications").pluck().get()).toBe(1);
    expect(errorCode((await started.cancel(reference)).body)).toBe("reference-expired");
  });

  test("the periodic check expires every overdue reference, and only those", async () => {
    const started = (kit = await startCashProviderKit());
    const early = await started.newReference("order-early");
    const paid = await started.newReference("order-paid-early");
    await started.pay(paid);
    started.setNow("2026-11-27T12:00:00.000Z");
    const later = await started.newReference("order-later");
    started.setNow("2026-11-28T13:00:00.000Z");
    expect(started.provider.checkExpiries()).toBe(1);
    expect(started.provider.checkExpiries()).toBe(0);
    const statuses = z.array(z.object({ reference_number: z.string(), status: z.string() })).parse(started.db.prepare("SELECT reference_number, status FROM cash_provider_charges").all());
    expect(Object.fromEntries(statuses.map((row) => [row.reference_number, row.status]))).toEqual({ [early]: "EXPIRED", [paid]: "PAID", [later]: "UNPAID" });
    await started.receiver.waitFor(2);
    expect(started.notifications().map((body) => [body.referenceNumber, body.orderStatus])).toEqual([
      [paid, "PAID"],
      [early, "EXPIRED"],
    ]);
  });
});
