/**
 * The store stand-ins for their tests: both on 127.0.0.1 (free ports) over a fresh migrated database, one settable clock, short retry waits, and a small
 * notification receiver of their own that records every body with its `authorization` header and answers 200, or the
 * statuses a test queues. Nothing leaves the machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { z } from "zod";
import { migrate } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { readReply, type TestReply } from "../testing/startTestServices";
import { startAppStore } from "./appStore";
import { startPlayStore } from "./playStore";

export const appStoreKitKey = "app-store-test-key";
export const playStoreKitKey = "play-store-test-key";

/** The suite's tables, the in-app ones among them. */
export function migrateWithInApp(db: Database.Database): void {
  db.transaction(() => migrate(db))();
}

export interface Delivery {
  authorization: string | undefined;
  body: unknown;
}

export interface StoreReceiver {
  url: string;
  received: Delivery[];
  failNext(...statuses: number[]): void;
  /** Resolves once `count` deliveries came (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  /** Resolves once `done` holds of the deliveries (rejects after `timeoutMs`). */
  waitUntil(done: (received: readonly Delivery[]) => boolean, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startStoreReceiver(): Promise<StoreReceiver> {
  const received: Delivery[] = [];
  const statuses: number[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      received.push({ authorization: request.headers.authorization, body });
      response.writeHead(statuses.shift() ?? 200).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The receiver did not bind.");
  const waitUntil = async (done: (received: readonly Delivery[]) => boolean, timeoutMs = 5000): Promise<Delivery[]> => {
    const deadline = Date.now() + timeoutMs;
    while (!done(received)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The notifications awaited did not arrive (${received.length} came).`);
      // Woken by the next delivery, or at the deadline.
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
    return received;
  };
  return {
    url: `http://127.0.0.1:${address.port}/notifications`,
    received,
    failNext: (...next) => void statuses.push(...next),
    waitFor: (count, timeoutMs) => waitUntil((all) => all.length >= count, timeoutMs),
    waitUntil,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startStoreKit(options: { devRoutes?: boolean; retryDelaysMs?: readonly number[] } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shasha-store-provider-"));
  const db = openDatabase(dataDir);
  migrateWithInApp(db);
  let time = Date.parse("2026-11-26T12:00:00.000Z");
  const now = () => new Date(time);
  const appleReceiver = await startStoreReceiver();
  const googleReceiver = await startStoreReceiver();
  const common = { db, now, port: 0, host: "127.0.0.1", devRoutes: options.devRoutes ?? true, retryDelaysMs: options.retryDelaysMs ?? [100, 200, 400] };
  const apple = await startAppStore({ ...common, apiKey: appStoreKitKey, notificationUrl: appleReceiver.url });
  const google = await startPlayStore({ ...common, apiKey: playStoreKitKey, notificationUrl: googleReceiver.url });
  const call = async (base: string, method: "GET" | "POST", target: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestReply> =>
    readReply(await fetch(`${base}${target}`, { method, headers: { "Content-Type": "application/json", ...headers }, ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}) }));
  const withKey = (key: string) => ({ "x-api-key": key });
  return {
    db,
    apple,
    google,
    appleReceiver,
    googleReceiver,
    /** How many notifications are still queued (not yet taken, not given up). */
    pendingNotifications: (): number => z.number().parse(db.prepare("SELECT count(*) FROM store_provider_notifications WHERE next_at IS NOT NULL").pluck().get()),
    advance: (ms: number): void => {
      time += ms;
    },
    appleCall: (method: "GET" | "POST", target: string, body?: unknown, headers: Record<string, string> = withKey(appStoreKitKey)) => call(apple.url, method, target, body, headers),
    googleCall: (method: "GET" | "POST", target: string, body?: unknown, headers: Record<string, string> = withKey(playStoreKitKey)) => call(google.url, method, target, body, headers),
    close: async (): Promise<void> => {
      await apple.close();
      await google.close();
      await appleReceiver.close();
      await googleReceiver.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type StoreKit = Awaited<ReturnType<typeof startStoreKit>>;
