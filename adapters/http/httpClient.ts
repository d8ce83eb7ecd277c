/**
 * The shared HTTP core for every adapter (spec 7): the standard headers, the `country` parameter,
 * retries and timeouts within the request's one deadline, and zod validation of every reply at the boundary.
 */
import type { z } from "zod";
import type { CallContext } from "@/domain/callContext";
import { servicesCallerHeader } from "@/domain/servicesCaller";
import { appMetrics } from "@/ops/metrics";
import { leaveServerCrumb } from "@/ops/serverErrorReporter";
import { isProtectedReplyPath, responseSignatureHeader, verifyResponseSignature } from "@/domain/responseSignature";
import { readServiceConfig } from "../serviceConfig";
import { clientInfoFromUserAgent } from "./clientInfo";
import { ServiceError } from "./ServiceError";

export type { CallContext } from "@/domain/callContext";

/** How long one request (a page render, an API route) may spend on service calls, all of them together. */
export const requestBudgetMs = 8000;

/**
 * The timeout of a call that hashes a password or PIN on the service (scrypt with OWASP's parameters: about 0.3 s of a
 * core each, at most two at once per process, the rest wait their turn): the request's whole budget rather than a
 * plain call's 3 s. Under load such a call is slow but not failing, and its reply is what the viewer waits for; given
 * up early, a sign-in would be done on the service (a new session) and reported to the viewer as unavailable.
 */
export const hashingCallTimeoutMs = requestBudgetMs;

/** The deadline of a request that starts now. */
export function requestDeadline(now = Date.now(), budgetMs = requestBudgetMs): number {
  return now + budgetMs;
}

/** Where a request's id travels, from the load balancer to the app and from the app to the services. */
export const requestIdHeader = "x-request-id";

/** Where the viewer's address travels to the services (docs/user-service.md). */
export const clientAddressHeader = "x-client-address";

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body (POST, PATCH). */
  body?: unknown;
  /** A body that is JSON text already, sent byte for byte instead of `body` (a forwarded call: adapters/manage). */
  bodyText?: string;
  /** Sees each reply's status and headers before its body is read (a forwarder passing them on: adapters/manage). */
  onReply?: (reply: { status: number; headers: Headers }) => void;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  schema: z.ZodType<T>;
  /** Extra attempts after the first for retryable failures (spec 9: 3 for session, entry and metadata). */
  retries?: number;
  timeoutMs?: number;
}

export interface HttpClientOptions {
  service: string;
  baseURL: string;
  fetchImpl?: typeof fetch;
  defaultTimeoutMs?: number;
  /** The clock deadlines are read with (tests). */
  now?: () => number;
  /**
   * `SERVICES_CALLER_SECRET`, sent beside `x-client-address` so the services believe the address
   * (domain/servicesCaller.ts); default the app's service config. Empty: not sent.
   */
  callerSecret?: string;
  /** `RESPONSE_SIGNING_KEY`: checks the signed and protected replies (domain/responseSignature.ts); default the app's service config. */
  responseSigningKey?: string;
}

export interface HttpClient {
  readonly service: string;
  get<T>(path: string, ctx: CallContext, options: RequestOptions<T>): Promise<T>;
  /** Any method; retries only apply to GET. */
  send<T>(path: string, ctx: CallContext, options: RequestOptions<T>): Promise<T>;
}

export const defaultCountry = "JO";

/**
 * The viewer's address for the services' per-address limits, with the shared caller secret without which the services
 * ignore it (domain/servicesCaller.ts). The secret travels only with an address, and not at all when it is empty.
 */
export function clientAddressHeaders(clientAddress: string | undefined, callerSecret: string): Record<string, string> {
  if (clientAddress === undefined) return {};
  return callerSecret === "" ? { [clientAddressHeader]: clientAddress } : { [clientAddressHeader]: clientAddress, [servicesCallerHeader]: callerSecret };
}

/** The spec's standard headers for a call made on behalf of this viewer (its address: `clientAddressHeaders`). */
export function standardHeaders(ctx: CallContext, callerSecret = ""): Record<string, string> {
  const client = clientInfoFromUserAgent(ctx.userAgent);
  return {
    ...clientAddressHeaders(ctx.clientAddress, callerSecret),
    ...(ctx.requestId === undefined ? {} : { [requestIdHeader]: ctx.requestId }),
    Accept: "application/json",
    "Content-Type": "application/json",
    language: ctx.locale,
    "Accept-Language": ctx.locale,
    "platform-OS": client.os,
    "os-version": client.osVersion,
    "browser-name": client.browserName,
    "browser-version": client.browserVersion,
  };
}

export function buildUrl(baseURL: string, path: string, query: Record<string, QueryValue>): string {
  const base = baseURL.endsWith("/") ? baseURL : `${baseURL}/`;
  const url = new URL(path.replace(/^\//, ""), base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Retry-After` in seconds (the delay form; an HTTP date is not used by these services). */
export function retryAfterSecondsOf(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { service, baseURL } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const defaultTimeoutMs = options.defaultTimeoutMs ?? 3000;
  const now = options.now ?? Date.now;
  const callerSecret = options.callerSecret ?? readServiceConfig().servicesCallerSecret;
  const responseSigningKey = options.responseSigningKey ?? readServiceConfig().responseSigningKey;

  const failure = (path: string, code: ServiceError["code"], message: string, status?: number) =>
    new ServiceError({ service, path, code, status, message: `${service} ${path}: ${message}` });

  /** Milliseconds left before the request's deadline; unbounded without one. */
  const timeLeft = (ctx: CallContext): number => (ctx.deadline === undefined ? Number.POSITIVE_INFINITY : ctx.deadline - now());

  async function once<T>(path: string, ctx: CallContext, request: RequestOptions<T>, timeoutMs: number): Promise<T> {
    const url = buildUrl(baseURL, path, { country: ctx.country || defaultCountry, ...request.query });
    const fail = (code: ServiceError["code"], message: string, status?: number) => failure(path, code, message, status);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: request.method ?? "GET",
        body: request.bodyText ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        headers: { ...standardHeaders(ctx, callerSecret), ...request.headers },
        // No `cache` option: Next's data cache stays out of it (these adapters cache by themselves), and
        // `no-store` would force every page that calls a service out of the page cache.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw fail(timedOut ? "timeout" : "network", timedOut ? "timed out" : String(error));
    }
    request.onReply?.({ status: response.status, headers: response.headers });
    const text = await response.text();
    // Spec 5: a signed reply, and every reply of a protected call, must be signed as sent, errors included.
    const signature = response.headers.get(responseSignatureHeader);
    if ((signature !== null || isProtectedReplyPath(path)) && !verifyResponseSignature(responseSigningKey, response.status, text, signature)) {
      throw fail("signature-mismatch", "SIGNATURE_MISMATCH: the reply's signature is missing or not its own", response.status);
    }
    if (!response.ok) {
      const error = fail("http-status", `status ${response.status}`, response.status);
      error.body = parseJson(text);
      error.retryAfterSeconds = retryAfterSecondsOf(response.headers.get("retry-after"));
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw fail("invalid-json", "reply is not JSON", response.status);
    }
    const parsed = request.schema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first ? `${first.path.join(".") || "(root)"}: ${first.message}` : "unknown";
      throw fail("invalid-response", `reply does not match the expected shape (${where})`, response.status);
    }
    return parsed.data;
  }

  async function send<T>(path: string, ctx: CallContext, request: RequestOptions<T>): Promise<T> {
    if (!baseURL) throw new Error("baseURL is empty");
    const retries = (request.method ?? "GET") === "GET" ? (request.retries ?? 0) : 0;
    const callTimeoutMs = request.timeoutMs ?? defaultTimeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      const left = timeLeft(ctx);
      if (left <= 0) throw failure(path, "timeout", "the request's deadline passed before the call");
      const started = performance.now();
      const timer = (outcome: string) => appMetrics().serviceCalls.observe({ service, outcome }, (performance.now() - started) / 1000);
      try {
        const value = await once(path, ctx, request, Math.max(1, Math.min(callTimeoutMs, Math.ceil(left))));
        timer("ok");
        return value;
      } catch (error) {
        timer(error instanceof ServiceError ? error.code : "error");
        // A breadcrumb of the request's error trail: a report later in the request shows which calls failed before.
        leaveServerCrumb("service", `${service} ${path.split("?")[0] ?? path}: ${error instanceof ServiceError ? error.code : "error"}`, "warning");
        if (!(error instanceof ServiceError) || !error.retryable || attempt >= retries) throw error;
        const pause = 50 * 2 ** attempt;
        // A retry that could only start after the deadline is not made: the last failure stands.
        if (timeLeft(ctx) <= pause) throw error;
        await wait(pause);
      }
    }
  }

  return {
    service,
    get: (path, ctx, request) => send(path, ctx, { ...request, method: "GET" }),
    send,
  };
}
