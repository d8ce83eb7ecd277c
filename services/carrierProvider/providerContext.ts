/**
 * What the carrier provider's routes share (carrierProviderServer.ts builds it once the listener is bound), and its
 * errors: `{ status, errorCode, message }` plus the details a refusal carries (`attemptsLeft`, `retryIn`,
 * `contractStatus`).
 */
import { timingSafeEqual, createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type Database from "better-sqlite3";
import { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { Outbox } from "../user/outbox";
import type { CarrierDirectory } from "./carrierContracts";
import type { ContractStore } from "./contractStore";
import type { CarrierNotificationOutbox } from "./notificationOutbox";
import type { PinStore } from "./pinStore";

export interface CarrierContext {
  db: Database.Database;
  directory: CarrierDirectory;
  contracts: ContractStore;
  pins: PinStore;
  notifications: CarrierNotificationOutbox;
  /** The suite's SMS (the `outbox` table). */
  sms: Outbox;
  /** Sends the queued notifications now (after the transaction that queued them). */
  kickNotifications(): void;
  apiKey: string;
  now: () => Date;
  /** The development routes (renew now, resend, look up by merchant reference). */
  devRoutes: boolean;
}

/** A refusal with details beside the status, the code and the message. */
export class CarrierRefusalError extends HttpError {
  readonly details: Readonly<Record<string, string | number>>;

  constructor(status: number, code: string, message: string, details: Record<string, string | number> = {}) {
    super(status, code, message);
    this.name = "CarrierRefusalError";
    this.details = details;
  }
}

export function refusal(status: number, code: string, message: string, details: Record<string, string | number> = {}): CarrierRefusalError {
  return new CarrierRefusalError(status, code, message, details);
}

export function providerErrorReply(error: HttpError): Reply {
  const details = error instanceof CarrierRefusalError ? error.details : {};
  const reply = jsonReply({ status: error.status, errorCode: error.code, message: error.message, ...details }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();

/** The `x-api-key` header against the key, in constant time; else 401. */
export function requireApiKey(context: CarrierContext, headers: IncomingHttpHeaders): void {
  const given = headerValue(headers, "x-api-key");
  if (given === undefined || !timingSafeEqual(sha256(given), sha256(context.apiKey))) {
    throw new HttpError(401, "unauthorized", "A valid x-api-key header is required.");
  }
}

/** Runs `work` in one transaction, then sends what it queued. */
export function inTransaction<T>(context: CarrierContext, work: () => T): T {
  const result = context.db.transaction(work)();
  context.kickNotifications();
  return result;
}
