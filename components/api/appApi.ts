/**
 * Every request the browser makes, in one place (issue 8): same-origin calls to the app's own API, JSON in
 * and out, each with a deadline (`AbortSignal.timeout`), so no button waits forever on a hung request. The
 * reply's body is returned unparsed: each caller checks it with its own checker (domain/check).
 */

export const browserTimeoutMs = 10_000;

export interface ApiReply {
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when the reply had none. */
  body: unknown;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's own cancellation (a component unmounting), combined with the deadline. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** Outlives the page (a report sent as the viewer leaves); such a body must stay under 64 KB. */
  keepalive?: boolean;
}

function deadline(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === "function" ? AbortSignal.any([signal, timeout]) : signal;
}

/** Throws when the request cannot be made or times out; any HTTP status is a reply. */
export async function requestJson(path: string, request: ApiRequest = {}): Promise<ApiReply> {
  const hasBody = request.body !== undefined;
  const response = await fetch(path, {
    method: request.method ?? (hasBody ? "POST" : "GET"),
    headers: { accept: "application/json", ...(hasBody ? { "content-type": "application/json" } : {}) },
    body: hasBody ? JSON.stringify(request.body) : undefined,
    credentials: "same-origin",
    keepalive: request.keepalive ?? false,
    signal: deadline(request.timeoutMs ?? browserTimeoutMs, request.signal),
  });
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, ok: response.ok, body };
}
