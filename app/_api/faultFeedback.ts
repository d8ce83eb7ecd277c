/**
 * Where a user-service refusal shows on a form, and in which words (i18n keys of the `blocks` namespace,
 * `form.errors.*`): on the field the fault names when the form has it, else on the field its code concerns,
 * else at form level. A throttled account hears how long to wait.
 */
export interface FaultFacts {
  code: string;
  field?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

export interface Feedback {
  /** The field the message belongs to; absent for a form-level message. */
  field?: string;
  key: string;
  params: Record<string, string | number>;
}

const fieldOfCode: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: "password",
  EMAIL_TAKEN: "email",
  PHONE_TAKEN: "phone",
  OTP_INVALID: "otp",
  OTP_EXPIRED: "otp",
  WEAK_PASSWORD: "password",
  MOBILE_LOGIN_NOT_ALLOWED: "phone",
  PIN_INVALID: "pin",
  PAIRING_CODE_INVALID: "pairingCode",
  BOX_CODE_INVALID: "linkCode",
  BOX_TAKEN: "deviceSerial",
};

const keyOfCode: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: "form.errors.invalidCredentials",
  EMAIL_TAKEN: "form.errors.emailTaken",
  PHONE_TAKEN: "form.errors.phoneTaken",
  OTP_INVALID: "form.errors.otpInvalid",
  OTP_EXPIRED: "form.errors.otpExpired",
  WEAK_PASSWORD: "form.errors.weakPassword",
  MOBILE_LOGIN_NOT_ALLOWED: "form.errors.mobileLoginNotAllowed",
  TOO_MANY_ATTEMPTS: "form.errors.tooManyAttempts",
  PIN_INVALID: "form.errors.pinInvalid",
  PROFILE_LIMIT: "form.errors.profileLimit",
  SESSION_EXPIRED: "form.errors.sessionExpired",
  PASSWORD_ALREADY_SET: "form.errors.passwordAlreadySet",
  EMAIL_REQUIRED: "form.errors.emailRequired",
  MASTER_PROFILE_REQUIRED: "form.errors.masterProfileRequired",
  ACCOUNT_EXISTS: "form.errors.accountExists",
  PAIRING_CODE_INVALID: "form.errors.pairingCodeInvalid",
  LINK_EXPIRED: "form.errors.linkExpired",
  EMAIL_ALREADY_SET: "form.errors.emailAlreadySet",
  BOX_CODE_INVALID: "form.errors.boxCodeInvalid",
  BOX_TAKEN: "form.errors.boxTaken",
  CAPTCHA_REQUIRED: "form.errors.botCheckFailed",
  CAPTCHA_FAILED: "form.errors.botCheckFailed",
  "407": "form.errors.sessionExpired",
};

/** Form-level whatever the fault says: the user cannot fix these by editing one field. */
const formLevel = new Set([
  "TOO_MANY_ATTEMPTS",
  "SESSION_EXPIRED",
  "407",
  "INTERNAL",
  "PASSWORD_ALREADY_SET",
  "EMAIL_REQUIRED",
  "MASTER_PROFILE_REQUIRED",
  "ACCOUNT_EXISTS",
  "LINK_EXPIRED",
  "EMAIL_ALREADY_SET",
  "CAPTCHA_REQUIRED",
  "CAPTCHA_FAILED",
]);

function keyOf(fault: FaultFacts): string {
  if (fault.code === "INVALID_CREDENTIALS" && fault.field === "currentPassword") return "form.errors.currentPasswordWrong";
  if (fault.code === "INVALID_INPUT" && fault.field === "name") return "form.errors.profileName";
  if (fault.code === "INVALID_INPUT") return fault.field === "code" ? "form.errors.linkInvalid" : "form.errors.invalidInput";
  if (fault.code === "NOT_FOUND" && fault.field === "phone") return "form.errors.phoneNotFound";
  return keyOfCode[fault.code] ?? "form.errors.generic";
}

/** The wait in whole minutes, rounded up (61 s is "2 minutes"); 15 when the service did not say. */
function paramsOf(fault: FaultFacts): Record<string, number> {
  if (fault.code !== "TOO_MANY_ATTEMPTS") return {};
  return { count: Math.max(1, Math.ceil((fault.retryAfterSeconds ?? 900) / 60)) };
}

function fieldOf(fault: FaultFacts, formFields: readonly string[]): string | undefined {
  if (formLevel.has(fault.code)) return undefined;
  if (fault.field !== undefined && formFields.includes(fault.field)) return fault.field;
  const byCode = fieldOfCode[fault.code];
  return byCode !== undefined && formFields.includes(byCode) ? byCode : undefined;
}

export function faultFeedback(fault: FaultFacts, formFields: readonly string[]): Feedback {
  const field = fieldOf(fault, formFields);
  // A field-less INVALID_INPUT would only say "check this field": say something at form level instead.
  const key = field === undefined && keyOf(fault) === "form.errors.invalidInput" ? "form.errors.generic" : keyOf(fault);
  return { ...(field === undefined ? {} : { field }), key, params: paramsOf(fault) };
}
