/**
 * The carrier provider for its tests: on 127.0.0.1 over a fresh migrated database, with a settable clock, no renewal
 * timer unless asked (tests renew by hand) and a small notification receiver of its own (services/cardProvider/providerTestKit.ts
 * `startReceiver`: it records every body and answers `[accepted]`, or the statuses a test queues). Nothing leaves the
 * machine; the PIN SMS are rows of the database's `outbox` table.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { startReceiver } from "../cardProvider/providerTestKit";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readReply, type TestReply } from "../testing/startTestServices";
import { startCarrierProvider } from "./carrierProviderServer";

export const carrierKitApiKey = "carrier-provider-test-key";
export const carrierKitHmacKey = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";

const smsRowSchema = z.object({ text: z.string(), code: z.string().nullable(), subject: z.string(), kind: z.string() });
export type SmsRow = z.output<typeof smsRowSchema>;

/** A contract request for a Jordanian Zain number, with the given changes. */
export function contractRequest(changes: Record<string, unknown> = {}) {
  return {
    merchantReference: "order-1",
    customerReference: "900001",
    productId: "shasha-vip",
    msisdn: "+962791234567",
    operatorCode: "JO-ZAIN",
    amount: { value: 4000, currency: "JOD" },
    language: "en",
    flow: "PIN",
    ...changes,
  };
}

export const contractReplySchema = z.object({
  contractId: z.string(),
  status: z.string(),
  sequence: z.number(),
  productId: z.string(),
  nextProductId: z.string().nullable(),
  amount: z.object({ value: z.number(), currency: z.string() }),
  periodEnd: z.string().nullable(),
  pin: z.object({ length: z.number(), expiresIn: z.number(), resendIn: z.number(), resendsLeft: z.number(), attemptsLeft: z.number() }).optional(),
});

export async function startCarrierKit(options: { start?: string; retryDelaysMs?: readonly number[]; devRoutes?: boolean; renewalIntervalMs?: number } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-carrier-provider-"));
  const db = openDatabase(dataDir);
  db.transaction(() => migrate(db))();
  let time = Date.parse(options.start ?? "2026-11-26T12:00:00.000Z");
  const receiver = await startReceiver();
  const provider = await startCarrierProvider({
    db,
    port: 0,
    host: "127.0.0.1",
    apiKey: carrierKitApiKey,
    hmacKey: carrierKitHmacKey,
    notificationUrl: receiver.url,
    devRoutes: options.devRoutes ?? true,
    now: () => new Date(time),
    retryDelaysMs: options.retryDelaysMs ?? [150, 300, 600],
    renewalIntervalMs: options.renewalIntervalMs ?? 0,
  });
  const send = async (method: "GET" | "POST", target: string, body: unknown, headers: Record<string, string>): Promise<TestReply> =>
    readReply(
      await fetch(`${provider.url}${target}`, {
        method,
        headers: { "Content-Type": "application/json", ...headers },
        ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
      }),
    );
  const withKey = { "x-api-key": carrierKitApiKey };
  return {
    db,
    provider,
    receiver,
    setNow: (iso: string): void => {
      time = Date.parse(iso);
    },
    advance: (ms: number): void => {
      time += ms;
    },
    send,
    /** `POST` with the API key (or the headers given instead). */
    post: (target: string, body?: unknown, headers: Record<string, string> = withKey) => send("POST", target, body, headers),
    get: (target: string, headers: Record<string, string> = withKey) => send("GET", target, undefined, headers),
    create: (body: unknown, idempotencyKey: string) => send("POST", "/v1/contracts", body, { ...withKey, "Idempotency-Key": idempotencyKey }),
    /** The SMS sent to the number, newest first. */
    sms: (msisdn: string): SmsRow[] =>
      db
        .prepare("SELECT text, code, subject, kind FROM outbox WHERE recipient = ? ORDER BY id DESC")
        .all(msisdn)
        .map((row) => smsRowSchema.parse(row)),
    close: async (): Promise<void> => {
      await provider.close();
      await receiver.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type CarrierKit = Awaited<ReturnType<typeof startCarrierKit>>;

/** The contract id of a reply (throws when it is not a contract). */
export function contractIdOf(reply: TestReply): string {
  return contractReplySchema.parse(reply.body).contractId;
}

/** The latest PIN sent to the number. */
export function latestPin(kit: CarrierKit, msisdn: string): string {
  const pin = kit.sms(msisdn)[0]?.code;
  if (pin === undefined || pin === null) throw new Error("No PIN was sent to this number.");
  return pin;
}
