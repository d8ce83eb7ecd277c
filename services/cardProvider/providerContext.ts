/** What the provider's routes share (cardProviderServer.ts builds it once the listener is bound). */
import type Database from "better-sqlite3";
import type { IncomingHttpHeaders } from "node:http";
import type { ServiceLocale } from "../db/localizedText";
import { HttpError } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { CardProviderTexts } from "./cardProviderTexts";
import type { NotificationOutbox } from "./notificationOutbox";
import type { PaymentStore } from "./paymentStore";
import type { TokenStore } from "./tokenStore";

export interface ProviderContext {
  db: Database.Database;
  tokens: TokenStore;
  payments: PaymentStore;
  outbox: NotificationOutbox;
  /** Sends the queued notifications now (after the transaction that queued them). */
  kickNotifications(): void;
  texts: Readonly<Record<ServiceLocale, CardProviderTexts>>;
  /** As browsers reach the provider, no trailing slash. */
  publicUrl: string;
  /** The provider's own origins (public and bound): the only ones its pages post from. */
  ownOrigins: ReadonlySet<string>;
  /** The origins that may frame the hosted fields. */
  allowedParents: ReadonlySet<string>;
  apiKey: string;
  now: () => Date;
  /** `POST /dev/notifications/{pspReference}/resend`. */
  devRoutes: boolean;
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The provider's errors, Adyen's way: `{ status, errorCode, message, errorType }`. */
export function providerErrorReply(error: HttpError): Reply {
  const errorType = error.status === 401 || error.status === 403 ? "security" : error.status >= 500 ? "internal" : "validation";
  const reply = jsonReply({ status: error.status, errorCode: error.code, message: error.message, errorType }, error.status);
  return { ...reply, headers: { ...reply.headers, "X-Content-Type-Options": "nosniff", ...error.headers } };
}

export function providerError(status: number, errorCode: string, message: string): HttpError {
  return new HttpError(status, errorCode, message);
}
