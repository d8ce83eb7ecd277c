/** Why a service call failed, with what a log line or an error page needs to say which call it was. */
export type ServiceErrorCode =
  | "base-url-empty"
  | "network"
  | "timeout"
  | "http-status"
  | "invalid-json"
  | "invalid-response"
  /** Spec 8's SIGNATURE_MISMATCH: a protected or signed reply whose signature is missing or not its own. */
  | "signature-mismatch";

export class ServiceError extends Error {
  readonly service: string;
  readonly path: string;
  readonly code: ServiceErrorCode;
  readonly status: number | undefined;
  /** The reply body of an error status, parsed as JSON when it was JSON: adapters read their fault shapes from it. */
  body: unknown;
  /** An error status's `Retry-After`, in seconds, when it had one (a 429 or 503). */
  retryAfterSeconds: number | undefined;

  constructor(init: { service: string; path: string; code: ServiceErrorCode; status?: number; message: string }) {
    super(init.message);
    this.name = "ServiceError";
    this.service = init.service;
    this.path = init.path;
    this.code = init.code;
    this.status = init.status;
  }

  /** Worth another try: the network, a timeout or a 5xx. A 4xx (a 429 above all: retrying is what it refuses) will not get better. */
  get retryable(): boolean {
    return this.code === "network" || this.code === "timeout" || (this.status !== undefined && this.status >= 500);
  }

  toLog(): Record<string, string | number> {
    const entry: Record<string, string | number> = { service: this.service, path: this.path, code: this.code };
    if (this.status !== undefined) entry.status = this.status;
    return entry;
  }
}
