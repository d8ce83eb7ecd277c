/**
 * The store stand-ins' notification outbox (`store_provider_notifications`) and its sender. Every store event (a
 * purchase, a renewal, auto-renew turned off or on, an expiry, a change of product) is queued in the transaction that
 * decides it, as the exact body the receiver gets (Apple's `{ signedPayload }`, signed when queued with the kept key;
 * Google's Pub/Sub push), then sent at once and again after 1 s, 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h and 4 h
 * until the receiver answers 2xx (as both stores retry). The queue is in the database, so what was not delivered
 * before a restart goes out after it. The log lines name the store subscription's store and the try, never the body.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import type { StoreName } from "./storeCatalogue";

export const defaultStoreRetryDelaysMs: readonly number[] = [1000, 5000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];

const outboxRowSchema = z.object({ id: z.number().int(), body: z.string(), attempts: z.number().int() });
type OutboxRow = z.output<typeof outboxRowSchema>;

export type StoreOutbox = ReturnType<typeof createStoreOutbox>;

export function createStoreOutbox(db: Database.Database, store: StoreName) {
  return {
    /** Queues a body, due at once (wall-clock milliseconds: retries run on the real clock). */
    add(subscriptionId: string, body: string): void {
      const at = Date.now();
      db.prepare("INSERT INTO store_provider_notifications (store, subscription_id, body, created_at, next_at) VALUES (?, ?, ?, ?, ?)").run(store, subscriptionId, body, at, at);
    },
    due: (at: number): OutboxRow[] =>
      db
        .prepare("SELECT id, body, attempts FROM store_provider_notifications WHERE store = ? AND next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT 20")
        .all(store, at)
        .map((row) => outboxRowSchema.parse(row)),
    nextDue(): number | undefined {
      const value: unknown = db.prepare("SELECT MIN(next_at) FROM store_provider_notifications WHERE store = ? AND next_at IS NOT NULL").pluck().get(store);
      return typeof value === "number" ? value : undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE store_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE store_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}

export interface StoreSenderOptions {
  store: StoreName;
  outbox: StoreOutbox;
  url: string;
  /** Headers of every try (Google's push: the bearer token the endpoint checks). */
  headers?: Record<string, string>;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

export interface StoreSender {
  kick(): void;
  stop(): Promise<void>;
}

async function deliver(options: StoreSenderOptions, body: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(options.url, { method: "POST", headers: { "Content-Type": "application/json", ...options.headers }, body, redirect: "manual", signal });
    await response.arrayBuffer();
    return response.status >= 200 && response.status < 300 ? undefined : `the receiver answered ${response.status}`;
  } catch (error) {
    return errorText(error);
  }
}

export function startStoreSender(options: StoreSenderOptions): StoreSender {
  const { outbox } = options;
  const delays = options.retryDelaysMs ?? defaultStoreRetryDelaysMs;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendOne(row: OutboxRow): Promise<void> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs ?? 10_000)]);
    const problem = await deliver(options, row.body, signal);
    if (stopping.signal.aborted) return;
    if (problem === undefined) return outbox.delivered(row.id, Date.now());
    const delay = delays[row.attempts];
    outbox.failed(row.id, problem, delay === undefined ? undefined : Date.now() + delay);
    const details = { store: options.store, attempt: row.attempts + 1, error: problem };
    if (delay === undefined) log({ level: "error", code: "store-provider-notification-abandoned", message: "a notification was never accepted; no more tries", ...details });
    else log({ level: "warn", code: "store-provider-notification-failed", message: `a notification was not accepted; next try in ${delay / 1000} s`, ...details });
  }

  function schedule(): void {
    if (stopping.signal.aborted) return;
    clearTimeout(timer);
    const next = outbox.nextDue();
    if (next === undefined) return;
    timer = setTimeout(run, Math.max(0, next - Date.now()));
    timer.unref();
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const row of outbox.due(Date.now())) {
        if (stopping.signal.aborted) return;
        await sendOne(row);
      }
    } while (again && !stopping.signal.aborted);
    schedule();
  }

  function run(): void {
    if (stopping.signal.aborted) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log({ level: "error", code: "store-provider-notifications-failed", store: options.store, error: errorText(error) }))
      .finally(() => {
        running = undefined;
      });
  }

  setImmediate(run);
  return {
    kick: () => setImmediate(run),
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
