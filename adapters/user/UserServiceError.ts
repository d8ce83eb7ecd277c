/**
 * A refusal of the user or profile service, read from its fault body (docs/user-service.md): the fault
 * code ("407" is the spec's 'Invalid Token'), the form field it concerns and, when throttled, the wait.
 * Failures without a fault body (network, timeout, a bad reply) stay ServiceErrors.
 */
import { ServiceError } from "../http/ServiceError";
import { faultBody } from "./wire";

export class UserServiceError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly status: number;
  /** ACCOUNT_EXISTS: the token that links the refused social sign-in once the account's password is given. */
  readonly linkToken: string | undefined;
  /** REGISTRATION_REQUIRED: the token that makes the account of a social sign-in whose provider shared no email. */
  readonly registrationToken: string | undefined;

  constructor(init: { code: string; status: number; field?: string; retryAfterSeconds?: number; message?: string; linkToken?: string; registrationToken?: string }) {
    super(init.message ?? init.code);
    this.name = "UserServiceError";
    this.code = init.code;
    this.status = init.status;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.linkToken = init.linkToken;
    this.registrationToken = init.registrationToken;
  }

  /** Spec 4 and 8: an unknown or logged-out token, told apart from an expired session. */
  get isInvalidToken(): boolean {
    return this.code === "407";
  }

  /** Refused for too many attempts (429): the form says how long to wait; nobody retries it. */
  get isThrottled(): boolean {
    return this.code === "TOO_MANY_ATTEMPTS";
  }
}

/**
 * The UserServiceError a failed call carries in its body, or the error itself when it has none. A 429 is always a
 * TOO_MANY_ATTEMPTS with its wait (the body's, else `Retry-After`), even from a proxy that sent no fault body.
 */
export function toUserServiceError(error: unknown): unknown {
  if (!(error instanceof ServiceError) || error.status === undefined) return error;
  const parsed = faultBody.safeParse(error.body);
  const fault = parsed.success ? parsed.data.fault.error : undefined;
  if (fault === undefined && error.status !== 429) return error;
  const code = error.status === 429 ? "TOO_MANY_ATTEMPTS" : (fault?.code ?? "");
  const retryAfterSeconds = fault?.retryAfterSeconds ?? error.retryAfterSeconds;
  return new UserServiceError({
    code,
    status: error.status,
    message: fault?.message ?? code,
    ...(fault?.field === undefined ? {} : { field: fault.field }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(fault?.linkToken === undefined ? {} : { linkToken: fault.linkToken }),
    ...(fault?.registrationToken === undefined ? {} : { registrationToken: fault.registrationToken }),
  });
}

/** Runs a call and turns a fault reply into a UserServiceError. */
export async function faultsAsErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toUserServiceError(error);
  }
}
