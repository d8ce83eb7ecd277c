/**
 * The cash provider for its tests: on 127.0.0.1 over a fresh migrated database, with a settable clock and a small
 * notification receiver on 127.0.0.1 (services/cardProvider/providerTestKit.ts `startReceiver`: it records every body
 * and answers `[accepted]`, or the statuses a test queues). Nothing leaves the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { startReceiver } from "../cardProvider/providerTestKit";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readReply, type TestReply } from "../testing/startTestServices";
import { startCashProvider } from "./cashProviderServer";
import { signedCashNotificationSchema, type SignedCashNotification } from "./cashSignature";

export const cashKitApiKey = "cash-provider-test-key";
export const cashKitHmacKey = "8899aabbccddeeff00112233445566778899aabbccddeeff0011223344556677";

/** A charge request of `merchantRefNumber` for VIP in Egypt (EGP 99.00), with the given changes. */
export function chargeRequest(merchantRefNumber: string, changes: Record<string, unknown> = {}) {
  return { merchantRefNumber, customerProfileId: "900002", amount: { value: 9900, currency: "EGP" }, description: "Shasha VIP, one month", language: "en", ...changes };
}

export const chargeReplySchema = z.object({
  referenceNumber: z.string(),
  merchantRefNumber: z.string(),
  orderStatus: z.enum(["UNPAID", "PAID", "EXPIRED", "CANCELED"]),
  amount: z.object({ value: z.number(), currency: z.string() }),
  paymentMethod: z.string().nullable(),
  createdTime: z.number(),
  expirationTime: z.number(),
  paymentTime: z.number().nullable(),
});

export async function startCashProviderKit(options: { start?: string; retryDelaysMs?: readonly number[]; devRoutes?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-cash-provider-"));
  const db = openDatabase(dataDir);
  db.transaction(() => migrate(db))();
  let time = Date.parse(options.start ?? "2026-11-26T12:00:00.000Z");
  const receiver = await startReceiver();
  const provider = await startCashProvider({
    db,
    port: 0,
    host: "127.0.0.1",
    apiKey: cashKitApiKey,
    hmacKey: cashKitHmacKey,
    notificationUrl: receiver.url,
    devRoutes: options.devRoutes ?? true,
    now: () => new Date(time),
    retryDelaysMs: options.retryDelaysMs ?? [150, 300, 600],
  });
  const send = async (method: "GET" | "POST", target: string, body: unknown, apiKey: string | null): Promise<TestReply> =>
    readReply(
      await fetch(`${provider.url}${target}`, {
        method,
        headers: { "Content-Type": "application/json", ...(apiKey === null ? {} : { "x-api-key": apiKey }) },
        ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
      }),
    );
  return {
    db,
    provider,
    receiver,
    setNow: (iso: string): void => {
      time = Date.parse(iso);
    },
    /** `POST /v1/charges`. */
    charge: (body: unknown, apiKey: string | null = cashKitApiKey) => send("POST", "/v1/charges", body, apiKey),
    read: (reference: string, apiKey: string | null = cashKitApiKey) => send("GET", `/v1/charges/${reference}`, undefined, apiKey),
    cancel: (reference: string, apiKey: string | null = cashKitApiKey) => send("POST", `/v1/charges/${reference}/cancel`, {}, apiKey),
    /** `POST /dev/kiosk/pay`: the customer pays at an outlet. */
    pay: (referenceNumber: string, apiKey: string | null = cashKitApiKey, paymentMethod?: string) =>
      send("POST", "/dev/kiosk/pay", { referenceNumber, ...(paymentMethod === undefined ? {} : { paymentMethod }) }, apiKey),
    post: (target: string, body: unknown, apiKey: string | null = cashKitApiKey) => send("POST", target, body, apiKey),
    /** A new charge's reference number. */
    async newReference(merchantRefNumber: string): Promise<string> {
      return chargeReplySchema.parse((await send("POST", "/v1/charges", chargeRequest(merchantRefNumber), cashKitApiKey)).body).referenceNumber;
    },
    /** The notifications received so far, parsed. */
    notifications: (): SignedCashNotification[] => receiver.received.map((body) => signedCashNotificationSchema.parse(body)),
    close: async (): Promise<void> => {
      await provider.close();
      await receiver.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type CashProviderKit = Awaited<ReturnType<typeof startCashProviderKit>>;
