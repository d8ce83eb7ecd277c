/** An error with the status and code the client sees as `{ "error": { status, code, message } }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export function badRequest(code: string, message: string): HttpError {
  return new HttpError(400, code, message);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, "not-found", message);
}

export function unauthorized(message: string): HttpError {
  return new HttpError(401, "unauthorized", message);
}
