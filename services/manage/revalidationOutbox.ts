/**
 * The publish signal's outbox (issue 18). Every new version of a screen (a publish, a rollback, a scheduled change)
 * writes a row here in its own transaction; the sender posts it, signed (domain/revalidationSignal.ts), to the app's
 * `POST /api/revalidate` (`APP_REVALIDATE_URL`: the load balancer's address when there are several instances), and
 * tries again with backoff (0.25 s doubling to 30 s) until the app takes it: an app restarting, or answering 503
 * while its shared cache is unreachable, gets the signal later instead of never. A newer signal for the same
 * screen stands for the older ones. Signals older than an hour are given up: the page cache's 60 s freshness has
 * long shown the change by then.
 */
import type Database from "better-sqlite3";
import { z } from "zod";
import { signRevalidation, signatureHeader, type RevalidationSignal } from "@/domain/revalidationSignal";

const firstDelayMs = 250;
const maxDelayMs = 30_000;
const giveUpAfterMs = 60 * 60 * 1000;

const pendingRow = z.object({
  id: z.number(),
  screen_id: z.string(),
  version: z.number(),
  reason: z.enum(["publish", "rollback", "schedule"]),
  attempts: z.number(),
  created_at: z.number(),
  next_at: z.number(),
});

export function enqueueRevalidation(db: Database.Database, signal: RevalidationSignal, now: Date): void {
  db.prepare("INSERT INTO revalidation_outbox (screen_id, version, reason, created_at, next_at) VALUES (?, ?, ?, ?, ?)").run(
    signal.screenId,
    signal.version,
    signal.reason,
    now.getTime(),
    now.getTime(),
  );
}

export interface RevalidationSender {
  /** Sends what is due now; resolves when those attempts are done (tests call it directly). */
  tick(): Promise<void>;
  stop(): void;
}

export interface SenderOptions {
  /** `APP_REVALIDATE_URL`. */
  url: string;
  secret: string;
  now: () => Date;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  timeoutMs?: number;
  onError?: (message: string) => void;
}

export function startRevalidationSender(db: Database.Database, options: SenderOptions): RevalidationSender {
  const fetchImpl = options.fetchImpl ?? fetch;
  let running: Promise<void> | undefined;

  /** The newest pending signal of each screen (it stands for the older ones), when it is due. */
  const due = (at: number) => {
    const newest = new Map<string, z.infer<typeof pendingRow>>();
    for (const row of db.prepare("SELECT id, screen_id, version, reason, attempts, created_at, next_at FROM revalidation_outbox WHERE delivered_at IS NULL ORDER BY id").all()) {
      const parsed = pendingRow.parse(row);
      newest.set(parsed.screen_id, parsed);
    }
    return [...newest.values()].filter((row) => row.next_at <= at);
  };

  const send = async (row: z.infer<typeof pendingRow>): Promise<void> => {
    const at = options.now().getTime();
    if (at - row.created_at > giveUpAfterMs) {
      db.prepare("UPDATE revalidation_outbox SET delivered_at = ?, last_error = 'given up after an hour' WHERE id = ?").run(at, row.id);
      return;
    }
    const body = JSON.stringify({ screenId: row.screen_id, reason: row.reason, version: row.version });
    let failure: string;
    try {
      const reply = await fetchImpl(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", [signatureHeader]: signRevalidation(body, options.secret, at) },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await reply.body?.cancel();
      if (reply.ok) {
        // This signal stands for any older one of the same screen.
        db.prepare("UPDATE revalidation_outbox SET delivered_at = ? WHERE delivered_at IS NULL AND screen_id = ? AND version <= ?").run(options.now().getTime(), row.screen_id, row.version);
        return;
      }
      failure = `status ${reply.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const delay = Math.min(firstDelayMs * 2 ** row.attempts, maxDelayMs);
    db.prepare("UPDATE revalidation_outbox SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(options.now().getTime() + delay, failure.slice(0, 200), row.id);
    if (row.attempts === 0) options.onError?.(`the publish signal for ${row.screen_id} v${row.version} was not taken (${failure}); retrying`);
  };

  const tick = (): Promise<void> => {
    running ??= (async () => {
      try {
        await Promise.all(due(options.now().getTime()).map(send));
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void tick().catch((error: unknown) => options.onError?.(String(error))), options.intervalMs ?? 250);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
