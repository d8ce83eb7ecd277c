/**
 * Sends a payment provider stand-in's queued notifications (its outbox table) to the merchant's receiver, as real
 * providers do: at once when one is queued (`kick`), and again after 1 s, 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h
 * and 4 h until the receiver answers 2xx (with the body `[accepted]`, as Adyen's receivers must), ten tries in all. The queue is in the database, so
 * what was not delivered before a restart goes out after it. `stop` clears the timer and abandons a send in flight (it
 * stays queued), before the database closes. Log lines name the row and the try, never the body. Shared by the card,
 * carrier billing, cash and store stand-ins (each signs its own way; the stores take any 2xx and Google's pushes carry a
 * bearer header).
 */
import { errorText, log } from "@/ops/log";

/** A queued notification: its id, the tries so far, and the body before it is signed. */
export interface QueuedNotification {
  id: number;
  attempts: number;
  body: string;
}

/** The provider's outbox, as the sender uses it. */
export interface NotificationQueue<Row extends QueuedNotification> {
  due(at: number): Row[];
  /** When the next queued notification is due; undefined when none is waiting. */
  nextDue(): number | undefined;
  delivered(id: number, at: number): void;
  /** A failed try: due again at `nextAt`, or given up (undefined). */
  failed(id: number, error: string, nextAt: number | undefined): void;
}

export const defaultRetryDelaysMs: readonly number[] = [1000, 5000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];

export interface NotificationSenderOptions<Row extends QueuedNotification> {
  outbox: NotificationQueue<Row>;
  /** The receiver (the subscription service's `/subscription/…/notifications`). */
  url: string;
  /** The body as sent: signed with the provider's key, each try afresh. */
  sign(body: string): string;
  /** The log lines' prefix (`card-provider`), and what names a row in them. */
  logName: string;
  rowDetails(row: Row): Record<string, string | number | null>;
  /** Headers of every try besides the JSON content type (Google's push: the bearer the endpoint checks). */
  headers?: Readonly<Record<string, string>>;
  /** Whether a 2xx must also say `[accepted]` (default true); the stores' receivers answer any 2xx. */
  requireAccepted?: boolean;
  /** Waits between tries; their number plus one is the tries in all. */
  retryDelaysMs?: readonly number[];
  /** Deadline of one try. */
  timeoutMs?: number;
}

export interface NotificationSender {
  /** Sends what is due now (call after queueing). */
  kick(): void;
  stop(): Promise<void>;
}

/** One try: undefined when the receiver took it (2xx, and `[accepted]` when required), else why not. */
async function deliver(url: string, body: string, signal: AbortSignal, how: { headers: Readonly<Record<string, string>>; requireAccepted: boolean }): Promise<string | undefined> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...how.headers }, body, redirect: "manual", signal });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300 && (!how.requireAccepted || text.trim() === "[accepted]")) return undefined;
    return `the receiver answered ${response.status}${response.ok ? " without [accepted]" : ""}`;
  } catch (error) {
    return errorText(error);
  }
}

export function startNotificationSender<Row extends QueuedNotification>(options: NotificationSenderOptions<Row>): NotificationSender {
  const { outbox, url } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendOne(row: Row): Promise<void> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs ?? 10_000)]);
    const problem = await deliver(url, options.sign(row.body), signal, { headers: options.headers ?? {}, requireAccepted: options.requireAccepted ?? true });
    // Stopping: the row stays as it was, and the database may be closing.
    if (stopping.signal.aborted) return;
    if (problem === undefined) {
      outbox.delivered(row.id, Date.now());
      return;
    }
    const delay = delays[row.attempts];
    outbox.failed(row.id, problem, delay === undefined ? undefined : Date.now() + delay);
    const details = { ...options.rowDetails(row), attempt: row.attempts + 1, error: problem };
    if (delay === undefined) log({ level: "error", code: `${options.logName}-notification-abandoned`, message: "a notification was never accepted; no more tries", ...details });
    else log({ level: "warn", code: `${options.logName}-notification-failed`, message: `a notification was not accepted; next try in ${delay / 1000} s`, ...details });
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
      .catch((error: unknown) => log({ level: "error", code: `${options.logName}-notifications-failed`, error: errorText(error) }))
      .finally(() => {
        running = undefined;
      });
  }

  // Whatever a previous run left queued.
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
