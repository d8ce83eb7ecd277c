import { z } from "zod";
import { describeIssues } from "../http/parseQuery";
import type { Reply } from "../http/reply";

/** The closed set of docs/user-service.md, plus INTERNAL for the unexpected (the process keeps serving). */
export type FaultCode =
  | "INVALID_CREDENTIALS"
  | "EMAIL_TAKEN"
  | "PHONE_TAKEN"
  | "WEAK_PASSWORD"
  | "INVALID_INPUT"
  | "OTP_INVALID"
  | "OTP_EXPIRED"
  | "TOO_MANY_ATTEMPTS"
  | "NOT_VERIFIED"
  | "TOKEN_INVALID"
  | "SESSION_EXPIRED"
  | "NOT_FOUND"
  | "MOBILE_LOGIN_NOT_ALLOWED"
  | "PROFILE_LIMIT"
  | "PIN_REQUIRED"
  | "PIN_INVALID"
  | "PIN_NOT_SET"
  | "MASTER_PROFILE_REQUIRED"
  | "PASSWORD_ALREADY_SET"
  | "EMAIL_REQUIRED"
  | "ACCOUNT_EXISTS"
  | "PAIRING_CODE_INVALID"
  | "CURRENT_DEVICE"
  | "ACCOUNT_MISMATCH"
  | "CONSENT_REQUIRED"
  | "LINK_EXPIRED"
  | "REGISTRATION_REQUIRED"
  | "EMAIL_ALREADY_SET"
  | "CAPTCHA_REQUIRED"
  | "CAPTCHA_FAILED"
  | "BOX_CODE_INVALID"
  | "BOX_TAKEN"
  | "INTERNAL";

const faultNames: Record<FaultCode, string> = {
  INVALID_CREDENTIALS: "Invalid Credentials",
  EMAIL_TAKEN: "Email Taken",
  PHONE_TAKEN: "Phone Taken",
  WEAK_PASSWORD: "Weak Password",
  INVALID_INPUT: "Invalid Input",
  OTP_INVALID: "Invalid OTP",
  OTP_EXPIRED: "OTP Expired",
  TOO_MANY_ATTEMPTS: "Too Many Attempts",
  NOT_VERIFIED: "Not Verified",
  // Spec 4 and 8: the app shell tells an unknown token from an expired session by fault code 407.
  TOKEN_INVALID: "Invalid Token",
  SESSION_EXPIRED: "Session Expired",
  NOT_FOUND: "Not Found",
  MOBILE_LOGIN_NOT_ALLOWED: "Mobile Login Not Allowed",
  PROFILE_LIMIT: "Profile Limit",
  PIN_REQUIRED: "PIN Required",
  PIN_INVALID: "Invalid PIN",
  PIN_NOT_SET: "PIN Not Set",
  MASTER_PROFILE_REQUIRED: "Master Profile Required",
  PASSWORD_ALREADY_SET: "Password Already Set",
  EMAIL_REQUIRED: "Email Required",
  ACCOUNT_EXISTS: "Account Exists",
  PAIRING_CODE_INVALID: "Invalid Pairing Code",
  CURRENT_DEVICE: "Current Device",
  ACCOUNT_MISMATCH: "Account Mismatch",
  CONSENT_REQUIRED: "Consent Required",
  LINK_EXPIRED: "Link Expired",
  REGISTRATION_REQUIRED: "Registration Required",
  EMAIL_ALREADY_SET: "Email Already Set",
  CAPTCHA_REQUIRED: "Captcha Required",
  CAPTCHA_FAILED: "Captcha Failed",
  BOX_CODE_INVALID: "Invalid Box Code",
  BOX_TAKEN: "Box Taken",
  INTERNAL: "Internal Error",
};

export interface FaultOptions {
  field?: string;
  retryAfterSeconds?: number;
  /** ACCOUNT_EXISTS: the single-use token that links the provider's identity once the account's password is given. */
  linkToken?: string;
  /** REGISTRATION_REQUIRED: the single-use token that makes the account of a provider's person who shared no email. */
  registrationToken?: string;
}

/** An error the user and profile services answer as `{ status, fault: { error } }`. */
export class Fault extends Error {
  readonly status: number;
  readonly code: FaultCode;
  readonly options: FaultOptions;

  constructor(status: number, code: FaultCode, message: string, options: FaultOptions = {}) {
    super(message);
    this.name = "Fault";
    this.status = status;
    this.code = code;
    this.options = options;
  }
}

export function faultReply(fault: Fault): Reply {
  const wireCode = fault.code === "TOKEN_INVALID" ? "407" : fault.code;
  const error = { code: wireCode, name: faultNames[fault.code], message: fault.message, ...fault.options };
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };
  if (fault.options.retryAfterSeconds !== undefined) headers["Retry-After"] = String(fault.options.retryAfterSeconds);
  return { status: fault.status, headers, body: JSON.stringify({ status: fault.status, fault: { error } }) };
}

export const invalidInput = (message: string, field?: string): Fault =>
  new Fault(400, "INVALID_INPUT", message, field === undefined ? {} : { field });

export const notFoundFault = (message: string, field?: string): Fault =>
  new Fault(404, "NOT_FOUND", message, field === undefined ? {} : { field });

/** Validates with zod; the first issue's top-level key becomes `field`, so forms can mark the right input. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0]?.path[0];
  throw invalidInput(describeIssues(result.error), typeof first === "string" ? first : undefined);
}

/** A JSON body (empty means `{}`); anything else is INVALID_INPUT. */
export function parseJson(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    throw invalidInput("The body is not valid JSON.");
  }
}
