/**
 * What every service call of a request carries: the viewer's language and country, their age limit for content
 * calls, their client, address and the request's one deadline and id. Built once per request from what the
 * server knows (request/callContext.ts), never from a field the browser writes; the HTTP core (adapters/http)
 * turns it into the spec's headers and parameters.
 */
import type { AgeLimit } from "./ageLimit";
import type { Locale } from "./types";

export interface CallContext {
  locale: Locale;
  country: string;
  userAgent?: string | null;
  /** The viewer profile's age limit, for content calls (domain/ageLimit.ts); absent or null: no limit. */
  ageLimit?: AgeLimit;
  /** The viewer's address (from the trusted proxy headers), for the services' per-address limits. */
  clientAddress?: string;
  /**
   * When the request this call serves must be done (ms since the epoch, as `Date.now()`), set once where the
   * request's call context is built (`requestDeadline`). Every call and its retries stay within it: an
   * attempt waits at most the time left, and no attempt starts once it has passed. Absent: per-call
   * timeouts only.
   */
  deadline?: number;
  /**
   * The browser's bot-check token for this request (domain/botCheck.ts), sent only on the user-service calls spec 4
   * bot-checks, in the `captcha-token` header.
   */
  botCheck?: string;
  /** The id of the request this call serves (ops/server), passed on as `X-Request-Id` so logs can be joined. */
  requestId?: string;
}

