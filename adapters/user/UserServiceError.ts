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

  constructor(init: { code: string; status: number; field?: string; retryAfterSeconds?: number; message?: string }) {
    super(init.message ?? init.code);
    this.name = "UserServiceError";
    this.code = init.code;
    this.status = init.status;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** Spec 4 and 8: an unknown or logged-out token, told apart from an expired session. */
  get isInvalidToken(): boolean {
    return this.code === "407";
  }
}

/** The UserServiceError a failed call carries in its body, or the error itself when it has none. */
export function toUserServiceError(error: unknown): unknown {
  if (!(error instanceof ServiceError) || error.status === undefined) return error;
  const parsed = faultBody.safeParse(error.body);
  if (!parsed.success) return error;
  const { code, field, retryAfterSeconds, message } = parsed.data.fault.error;
  return new UserServiceError({
    code,
    status: error.status,
    message: message ?? code,
    ...(field === undefined ? {} : { field }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
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
