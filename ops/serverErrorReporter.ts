/**
 * The server's side of the error reporter (issue 32 §2): the renderer's block reports, failed service calls and the
 * app's error log entries, each sent with the breadcrumbs of its request before it (100 at most), in the Sentry SDK's
 * own event envelope, built by its core (`@sentry/core`: scope, breadcrumbs, envelope), to the service
 * `ERROR_REPORTER_DSN` names. Every log entry of a request is a breadcrumb of that request's trail only: the app server
 * runs each request in its own trail (ops/server/requestHandler.ts); outside a request (the local services, which log
 * through the same module, a start-up) there is no trail and nothing is reported. Without a DSN nothing is sent. A
 * failure to send is dropped, never logged (a log entry here would report itself).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createEventEnvelope, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, Scope, serializeEnvelope, uuid4, type DsnComponents, type Event } from "@sentry/core";
import { secretFields, type LogEntry } from "./logCore";

/**
 * The trails live on `globalThis`: the app server (run as is) and Next's bundles (which load their own copy of this
 * module) must share them, or a request's trail would be empty where the page renders.
 */
const trailsKey = Symbol.for("shasha.errorTrails");

function trails(): AsyncLocalStorage<Scope> {
  const existing: unknown = Reflect.get(globalThis, trailsKey);
  if (existing instanceof AsyncLocalStorage) return existing;
  const created = new AsyncLocalStorage<Scope>();
  Reflect.set(globalThis, trailsKey, created);
  return created;
}

function trail(): Scope | undefined {
  return trails().getStore();
}

/** Runs a request with a trail of its own. */
export function withErrorTrail<T>(run: () => T): T {
  return trails().run(new Scope(), run);
}

export type CrumbLevel = "info" | "warning" | "error";

export function leaveServerCrumb(category: string, message: string, level: CrumbLevel = "info"): void {
  // The scope keeps the last 100 (the SDK's default, spec 9).
  trail()?.addBreadcrumb({ category, message, level, timestamp: Date.now() / 1000 });
}

let dsnOf: { value: string | undefined; dsn: DsnComponents | undefined } | undefined;

function configuredDsn(): DsnComponents | undefined {
  const value = process.env.ERROR_REPORTER_DSN?.trim() || undefined;
  if (dsnOf !== undefined && dsnOf.value === value) return dsnOf.dsn;
  const dsn = value === undefined ? undefined : makeDsn(value);
  dsnOf = { value, dsn };
  return dsn;
}

/** What is reported: errors, and the renderer's reports (they name a screen). */
export function isReported(entry: LogEntry): boolean {
  return entry.level === "error" || typeof entry.screenId === "string";
}

function eventOf(entry: LogEntry, scope: Scope): Event {
  const { level, code, message, ...details } = entry;
  const extra: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(details)) extra[name] = secretFields.includes(name) ? "[redacted]" : value;
  return {
    event_id: uuid4(),
    timestamp: Date.now() / 1000,
    platform: "node",
    level: level === "warn" ? "warning" : level,
    logger: code,
    message: message === undefined ? code : `${code}: ${message}`,
    tags: { code },
    extra,
    environment: "server",
    breadcrumbs: scope.getScopeData().breadcrumbs,
  };
}

function send(event: Event, dsn: DsnComponents): void {
  const body = serializeEnvelope(createEventEnvelope(event, dsn, { sdk: { name: "shasha.server", version: "1" } }));
  void fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
    method: "POST",
    headers: { "content-type": "application/x-sentry-envelope" },
    body: typeof body === "string" ? body : Buffer.from(body),
    signal: AbortSignal.timeout(5000),
  }).catch(() => undefined);
}

/** Every server log entry: a breadcrumb of its request, and, when it is reported, an event with the trail before it. */
export function recordLogEntry(entry: LogEntry): void {
  // The request line sums a request up once it is over: it belongs to no trail.
  if (entry.code === "request") return;
  leaveServerCrumb("log", entry.message === undefined ? entry.code : `${entry.code}: ${entry.message}`, entry.level === "warn" ? "warning" : entry.level);
  const scope = trail();
  const dsn = configuredDsn();
  if (scope !== undefined && dsn !== undefined && isReported(entry)) send(eventOf(entry, scope), dsn);
}
