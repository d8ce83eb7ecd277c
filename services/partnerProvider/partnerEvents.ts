/**
 * What happens to a customer at the provider, and how Shasha hears of it (docs/partner-login.md "Notifications"):
 * - the development route `POST /dev/{p}/customers/{customerId}/events` `{ type, packages? }` (only with devRoutes,
 *   `x-api-key`): RENEWED (ACTIVE, paid through a month later, the packages replaced when given), CANCELED (no renewal;
 *   paid-through kept) or SUSPENDED (access stopped now);
 * - each change is queued in the provider's outbox (`partner_provider_notifications`) in the transaction that makes
 *   it, as the body Shasha gets, and sent by the sender below until Shasha answers 2xx `[accepted]`: at once, then
 *   after the providerKit's waits. A try is signed as it is sent (`x-partner-signature`, the partner's key over the raw
 *   body), so the providerKit's sender, which signs inside the body, is not used; its retry policy is.
 * Log lines name the row and the try, never the body.
 */
import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import { errorText, log } from "@/ops/log";
import { HttpError } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route } from "../http/router";
import { defaultRetryDelaysMs } from "../providerKit/notificationSender";
import { readJsonBody } from "../http/parseJsonBody";
import { requireApiKey } from "../storeProvider/storeServer";
import { addMonths } from "../subscription/proration";
import { partnerOf } from "./oauthRoutes";
import { entitlementOf, type CustomerState, type CustomerStore } from "./partnerCustomers";
import { isPartnerProviderId, type PartnerProviderId } from "./partnerProviderSettings";
import { partnerEventTypes, partnerSignatureHeader, signPartnerBody, type PartnerNotification } from "./partnerSignature";

const outboxRowSchema = z.object({ id: z.number().int(), partner: z.string(), body: z.string(), attempts: z.number().int() });
type OutboxRow = z.output<typeof outboxRowSchema>;

export type PartnerOutbox = ReturnType<typeof createPartnerOutbox>;

export function createPartnerOutbox(db: Database.Database) {
  return {
    add(partner: PartnerProviderId, customerId: string, body: PartnerNotification, at: number): void {
      db.prepare("INSERT INTO partner_provider_notifications (partner, customer_id, body, created_at, next_at) VALUES (?, ?, ?, ?, ?)").run(partner, customerId, JSON.stringify(body), at, at);
    },
    due(at: number): OutboxRow[] {
      const rows = db.prepare("SELECT id, partner, body, attempts FROM partner_provider_notifications WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at, id LIMIT 20").all(at);
      return rows.map((row) => outboxRowSchema.parse(row));
    },
    nextDue(): number | undefined {
      return z.object({ next: z.number().nullable() }).parse(db.prepare("SELECT MIN(next_at) AS next FROM partner_provider_notifications WHERE next_at IS NOT NULL").get()).next ?? undefined;
    },
    delivered(id: number, at: number): void {
      db.prepare("UPDATE partner_provider_notifications SET attempts = attempts + 1, delivered_at = ?, next_at = NULL, last_error = NULL WHERE id = ?").run(at, id);
    },
    failed(id: number, error: string, nextAt: number | undefined): void {
      db.prepare("UPDATE partner_provider_notifications SET attempts = attempts + 1, next_at = ?, last_error = ? WHERE id = ?").run(nextAt ?? null, error.slice(0, 500), id);
    },
  };
}

export interface PartnerSenderOptions {
  outbox: PartnerOutbox;
  /** The receiver of each provider's notifications, and the key each is signed with. */
  targets: Readonly<Record<PartnerProviderId, { url: string; hmacKey: string }>>;
  retryDelaysMs?: readonly number[];
}

/** Sends what is due; `kick` after queueing, `stop` before the database closes (a send in flight stays queued). */
export function startPartnerSender(options: PartnerSenderOptions) {
  const { outbox } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendOne(row: OutboxRow): Promise<void> {
    const target = isPartnerProviderId(row.partner) ? options.targets[row.partner] : undefined;
    let problem: string | undefined;
    try {
      if (target === undefined) throw new Error(`no receiver for ${row.partner}`);
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(10_000)]);
      const headers = { "Content-Type": "application/json", [partnerSignatureHeader]: signPartnerBody(row.body, target.hmacKey) };
      const response = await fetch(target.url, { method: "POST", headers, body: row.body, redirect: "manual", signal });
      const text = await response.text();
      problem = response.ok && text.trim() === "[accepted]" ? undefined : `the receiver answered ${response.status}`;
    } catch (error) {
      problem = errorText(error);
    }
    if (stopping.signal.aborted) return;
    if (problem === undefined) return outbox.delivered(row.id, Date.now());
    const delay = delays[row.attempts];
    outbox.failed(row.id, problem, delay === undefined ? undefined : Date.now() + delay);
    const details = { notificationId: row.id, partner: row.partner, attempt: row.attempts + 1, error: problem };
    if (delay === undefined) log({ level: "error", code: "partner-provider-notification-abandoned", message: "a notification was never accepted; no more tries", ...details });
    else log({ level: "warn", code: "partner-provider-notification-failed", message: `a notification was not accepted; next try in ${delay / 1000} s`, ...details });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (const row of outbox.due(Date.now())) {
        if (stopping.signal.aborted) return;
        await sendOne(row);
      }
    } while (again && !stopping.signal.aborted);
    clearTimeout(timer);
    const next = outbox.nextDue();
    if (next === undefined || stopping.signal.aborted) return;
    timer = setTimeout(run, Math.max(0, next - Date.now()));
    timer.unref();
  }

  function run(): void {
    if (stopping.signal.aborted) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log({ level: "error", code: "partner-provider-notifications-failed", error: errorText(error) }))
      .finally(() => {
        running = undefined;
      });
  }

  setImmediate(run);
  return {
    kick: () => void setImmediate(run),
    stop: async (): Promise<void> => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

export interface EventContext {
  db: Database.Database;
  customers: CustomerStore;
  outbox: PartnerOutbox;
  kick(): void;
  apiKey: string;
  devRoutes: boolean;
  now: () => Date;
}

const eventBody = z.strictObject({ type: z.enum(partnerEventTypes), packages: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/)).max(32).optional() });

/** The customer after the event. */
function afterEvent(customer: CustomerState, event: z.output<typeof eventBody>, now: Date): CustomerState {
  if (event.type === "RENEWED") {
    const from = Math.max(customer.paidThrough, now.getTime());
    return { ...customer, status: "ACTIVE", packages: event.packages ?? customer.packages, paidThrough: addMonths(new Date(from), 1).getTime() };
  }
  return { ...customer, status: event.type === "CANCELED" ? "CANCELED" : "SUSPENDED", packages: event.packages ?? customer.packages };
}

export function createEventRoutes(context: EventContext): Route[] {
  if (!context.devRoutes) return [];
  return [
    {
      method: "POST",
      pattern: "/dev/:partner/customers/:customerId/events",
      handler: async (request) => {
        requireApiKey(context.apiKey, request.headers);
        const partner = partnerOf(request);
        const event = await readJsonBody(request, eventBody);
        const now = context.now();
        const customer = context.customers.state(partner, request.params.customerId ?? "");
        if (customer === undefined) throw new HttpError(404, "not_found", "No such customer.");
        const next = afterEvent(customer, event, now);
        const notification: PartnerNotification = {
          eventId: `evt_${randomBytes(12).toString("base64url")}`,
          customerId: next.customerId,
          type: event.type,
          validUntil: new Date(next.paidThrough).toISOString(),
          packages: next.packages,
          sentAt: now.toISOString(),
        };
        context.db.transaction(() => {
          context.customers.update(next);
          context.outbox.add(partner, next.customerId, notification, Date.now());
        })();
        context.kick();
        return jsonReply({ eventId: notification.eventId, entitlement: entitlementOf(next) });
      },
    },
  ];
}
