/**
 * The card provider for its tests: on 127.0.0.1 over a fresh migrated database, with a settable clock and a small
 * notification receiver of its own on 127.0.0.1 (it records every body and answers `[accepted]`, or the statuses a
 * test queues). Nothing leaves the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readReply, type TestReply } from "../testing/startTestServices";
import { startCardProvider } from "./cardProviderServer";

export const kitApiKey = "card-provider-test-key";
export const kitHmacKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
export const kitParent = "http://localhost:3000";

export interface Card {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/** A test card with the README's expiry (03/30) and security code (737, amex 7373). */
export function testCard(number: string): Card {
  const digits = number.replace(/\s/g, "");
  return { number: digits, expiryMonth: "03", expiryYear: "2030", cvc: /^3[47]/.test(digits) ? "7373" : "737" };
}

export interface Receiver {
  url: string;
  /** Every body received, parsed. */
  received: unknown[];
  /** Statuses to answer the next requests with (then 200 `[accepted]`). */
  failNext(...statuses: number[]): void;
  /** Resolves once `count` bodies were received (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: unknown[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      received.push(parsed);
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { "Content-Type": "text/plain" }).end(status === 200 ? "[accepted]" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The receiver did not bind.");
  return {
    url: `http://127.0.0.1:${address.port}/subscription/csg/notifications`,
    received,
    failNext: (...next) => void statuses.push(...next),
    waitFor: async (count, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Only ${received.length} of ${count} notifications arrived.`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startProviderKit(options: { start?: string; retryDelaysMs?: readonly number[]; devRoutes?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-card-provider-"));
  const db = openDatabase(dataDir);
  db.transaction(() => migrate(db))();
  let time = Date.parse(options.start ?? "2026-11-26T12:00:00.000Z");
  const receiver = await startReceiver();
  const provider = await startCardProvider({
    db,
    port: 0,
    host: "127.0.0.1",
    apiKey: kitApiKey,
    hmacKey: kitHmacKey,
    allowedOrigins: [kitParent, "https://shasha.example"],
    notificationUrl: receiver.url,
    devRoutes: options.devRoutes ?? true,
    now: () => new Date(time),
    retryDelaysMs: options.retryDelaysMs ?? [150, 300, 600],
  });
  const ownOrigin = new URL(provider.publicUrl).origin;
  const post = async (target: string, body: unknown, headers: Record<string, string>): Promise<TestReply> =>
    readReply(await fetch(`${provider.url}${target}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }));
  return {
    db,
    provider,
    receiver,
    ownOrigin,
    setNow: (iso: string): void => {
      time = Date.parse(iso);
    },
    get: async (target: string, headers: Record<string, string> = {}): Promise<TestReply> => readReply(await fetch(`${provider.url}${target}`, { headers })),
    /** `POST /checkoutshopper/tokenize` from the provider's own page (or the origin given; null: no Origin). */
    tokenize: (card: Card, origin: string | null = ownOrigin) => post("/checkoutshopper/tokenize", card, origin === null ? {} : { Origin: origin }),
    /** `POST /v1/payments` with the key and an idempotency key. */
    pay: (body: unknown, idempotencyKey: string, apiKey = kitApiKey) => post("/v1/payments", body, { "x-api-key": apiKey, "Idempotency-Key": idempotencyKey }),
    details: (redirectResult: string, apiKey = kitApiKey) => post("/v1/payments/details", { redirectResult }, { "x-api-key": apiKey }),
    post,
    close: async (): Promise<void> => {
      await provider.close();
      await receiver.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ProviderKit = Awaited<ReturnType<typeof startProviderKit>>;

/** A payment request of `reference` paying with `token`. */
export function paymentRequest(token: string, reference: string, overrides: Record<string, unknown> = {}) {
  return {
    merchantAccount: "ShashaTest",
    reference,
    amount: { value: 5000, currency: "JOD" },
    paymentMethod: { token },
    returnUrl: "http://localhost:3000/ar/checkout/return?order=42",
    shopperReference: "900002",
    billingAddress: { addressLine1: "1 Rainbow Street", city: "Amman", zip: "11181", country: "JO" },
    ...overrides,
  };
}
