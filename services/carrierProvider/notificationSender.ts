/**
 * Sends the carrier provider's queued notifications (notificationOutbox.ts) to the receiver, as the card provider's
 * sender does: at once when one is queued (`kick`), and again after 1 s, 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h
 * and 4 h until the receiver answers 2xx with the body `[accepted]`, ten tries in all. The queue is in the database,
 * so what was not delivered before a restart goes out after it. `stop` clears the timer and abandons a send in flight
 * (it stays queued), before the database closes. The log lines name the contract and the try, never the body.
 */
import { errorText, log } from "@/ops/log";
import { signedCarrierNotification, type CarrierNotificationOutbox, type CarrierOutboxRow } from "./notificationOutbox";

export const defaultCarrierRetryDelaysMs: readonly number[] = [1000, 5000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000];

export interface CarrierSenderOptions {
  outbox: CarrierNotificationOutbox;
  /** The receiver (the subscription service's `/subscription/tpay/notifications`). */
  url: string;
  /** The key (hex) every try is signed with. */
  hmacKey: string;
  /** Waits between tries; their number plus one is the tries in all. */
  retryDelaysMs?: readonly number[];
  /** Deadline of one try. */
  timeoutMs?: number;
}

export interface CarrierSender {
  /** Sends what is due now (call after the transaction that queued it). */
  kick(): void;
  stop(): Promise<void>;
}

/** One try: undefined when the receiver took it (2xx and `[accepted]`), else why not. */
async function deliver(url: string, body: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body, redirect: "manual", signal });
    const text = await response.text();
    if (response.status >= 200 && response.status < 300 && text.trim() === "[accepted]") return undefined;
    return `the receiver answered ${response.status}${response.ok ? " without [accepted]" : ""}`;
  } catch (error) {
    return errorText(error);
  }
}

export function startCarrierSender(options: CarrierSenderOptions): CarrierSender {
  const { outbox, url } = options;
  const delays = options.retryDelaysMs ?? defaultCarrierRetryDelaysMs;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendOne(row: CarrierOutboxRow): Promise<void> {
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(options.timeoutMs ?? 10_000)]);
    const problem = await deliver(url, signedCarrierNotification(row.body, options.hmacKey), signal);
    // Stopping: the row stays as it was, and the database may be closing.
    if (stopping.signal.aborted) return;
    if (problem === undefined) {
      outbox.delivered(row.id, Date.now());
      return;
    }
    const delay = delays[row.attempts];
    outbox.failed(row.id, problem, delay === undefined ? undefined : Date.now() + delay);
    const details = { contractId: row.contract_id, attempt: row.attempts + 1, error: problem };
    if (delay === undefined) log({ level: "error", code: "carrier-provider-notification-abandoned", message: "a notification was never accepted; no more tries", ...details });
    else log({ level: "warn", code: "carrier-provider-notification-failed", message: `a notification was not accepted; next try in ${delay / 1000} s`, ...details });
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
      .catch((error: unknown) => log({ level: "error", code: "carrier-provider-notifications-failed", error: errorText(error) }))
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
