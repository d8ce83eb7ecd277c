/**
 * The closed set of operations a form may submit (FormBlock `operation`), and the field names the server
 * expects for each. A layout names an operation, never a URL: the app's /api/forms/{operation} route maps it
 * to the user service, so a published layout cannot make the browser post credentials anywhere else.
 */
import type { FormBlock } from "@/screens-schema/generated/types";

export type FormOperation = FormBlock["operation"];

export interface OperationFields {
  /** Fields the server needs; a submit without one of them is rejected. */
  required: readonly string[];
  /** Fields the server accepts when present; anything else is dropped before the service is called. */
  optional: readonly string[];
}

export const operations: Readonly<Record<FormOperation, OperationFields>> = {
  "sign-in": { required: ["email", "password"], optional: [] },
  "sign-up": {
    required: ["email", "password"],
    optional: ["confirmPassword", "firstName", "lastName", "country", "subscribeToPromotion", "subscribeToNewsLetter"],
  },
  // Without `otp` it asks for a code; with it, it signs in (one form for both steps).
  "phone-sign-in": { required: ["phone", "country"], optional: ["otp"] },
  "send-otp": { required: ["phone", "country"], optional: [] },
  "verify-otp": { required: ["phone", "otp"], optional: ["country"] },
  "reset-request": { required: ["email"], optional: [] },
  reset: { required: ["code", "newPassword"], optional: ["confirmPassword", "email"] },
  "change-password": { required: ["currentPassword", "newPassword"], optional: ["confirmPassword"] },
  "update-profile": {
    required: ["firstName", "lastName"],
    optional: ["country", "male", "monthOfBirth", "yearOfBirth", "subscribeToPromotion", "subscribeToNewsLetter"],
  },
  // Profiles (spec 4 "profile flow"). `profileId` comes from the page URL (/hub/profile-update/{id}).
  "create-profile": { required: ["name", "type", "avatar"], optional: ["ageRestriction", "language"] },
  "update-profile-details": { required: ["profileId", "name"], optional: ["avatar", "language", "ageRestriction"] },
  // The account's marketing choices alone (the consent-management page, spec 3's flags): no name to give again.
  "update-marketing": { required: [], optional: ["subscribeToPromotion", "subscribeToNewsLetter"] },
  "delete-profile": { required: ["profileId"], optional: [] },
  "set-pin": { required: ["pin", "confirmPin"], optional: ["profileId"] },
  "parental-control": { required: ["maxAgeRestriction"], optional: [] },
  // Account (spec 2 set-password, user-account-deletion; spec 7 killSessions).
  "set-password": { required: ["newPassword"], optional: ["confirmPassword"] },
  "delete-account": { required: ["confirm"], optional: ["password"] },
  "sign-out-other-devices": { required: [], optional: [] },
  "sign-out": { required: [], optional: [] },
  // Devices (issue 31 §3): the code a TV shows signs that TV in to this account.
  "pair-device": { required: ["pairingCode"], optional: [] },
  // Issue 31 §5, linking-account: the password of the account a refused social sign-in met; the link token is the
  // browser's grant cookie (app/_session/socialGrants.ts), never a field.
  "link-account": { required: ["password"], optional: [] },
  // Issue 31 §5, social-registration: the email of a social sign-in whose provider shared none; the registration
  // token is the browser's grant cookie (app/_session/socialGrants.ts), never a field.
  "social-registration": { required: ["email"], optional: ["subscribeToPromotion", "subscribeToNewsLetter"] },
  // Issue 31 §5, phone-linking (spec 7 linkPhoneEmailLogin): without `otp` it sends the number a code; with it, the
  // number becomes the signed-in account's sign-in number (one form for both steps, as phone-sign-in).
  "link-phone": { required: ["phone", "country"], optional: ["otp"] },
  // Issue 31 §5, email-adding (spec 7 addEmailPhoneLogin): without `otp` it mails the email a code; with it, the email
  // becomes the signed-in phone account's, verified.
  "add-email": { required: ["email"], optional: ["otp"] },
  // Issue 31 §3, gobx-linking (spec 7 misc/setupBox/add): the serial number and linking code on a set-top box's sticker
  // link it to the signed-in account; `label` names it.
  "link-box": { required: ["deviceSerial", "linkCode"], optional: ["label"] },
};

/** Values a form takes from its page's URL rather than from a field: a reset link's code, the edited profile. */
export const urlValues = ["code", "profileId"] as const;
export type UrlValue = (typeof urlValues)[number];

export function expectsValue(operation: FormOperation, name: string): boolean {
  const { required, optional } = operations[operation];
  return required.includes(name) || optional.includes(name);
}

export const formOperations: readonly FormOperation[] = [
  "sign-in",
  "sign-up",
  "phone-sign-in",
  "send-otp",
  "verify-otp",
  "reset-request",
  "reset",
  "change-password",
  "update-profile",
  "create-profile",
  "update-profile-details",
  "update-marketing",
  "delete-profile",
  "set-pin",
  "parental-control",
  "set-password",
  "delete-account",
  "sign-out-other-devices",
  "sign-out",
  "pair-device",
  "link-account",
  "social-registration",
  "link-phone",
  "add-email",
  "link-box",
];

export function isFormOperation(value: unknown): value is FormOperation {
  return formOperations.some((operation) => operation === value);
}

/** The names of `fields` an operation expects but does not get; the route answers 400 when any are missing. */
export function missingFields(operation: FormOperation, fields: readonly string[]): string[] {
  return operations[operation].required.filter((name) => !fields.includes(name));
}

/** Only the values an operation accepts, so unexpected keys never reach the service. */
export function pickOperationValues<V>(operation: FormOperation, values: Record<string, V>): Record<string, V> {
  const { required, optional } = operations[operation];
  const allowed = new Set([...required, ...optional]);
  return Object.fromEntries(Object.entries(values).filter(([name]) => allowed.has(name)));
}
