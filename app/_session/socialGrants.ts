/**
 * The grants of a refused social sign-in (issue 31 §5), written by the provider's callback and read by the one form
 * that finishes it, each in its own grant cookie (grantCookie.ts):
 * - linking-account: the sign-in met an account with the same email that may not be joined on the email alone; the
 *   link token joins them once the account's password is given (the link-account operation).
 * - social-registration: the provider shared no email; the registration token makes the account with the email the
 *   person gives (the social-registration operation).
 * The service's tokens live 10 minutes (services/user/codeStore.ts).
 */
import type { FormOperation } from "@/domain/forms/operations";
import { grantCookie, type GrantCookie } from "./grantCookie";

const life = 10 * 60;
export const linkGrant = grantCookie("linkGrant", "/api/forms/link-account", life, "lax");
export const registrationGrant = grantCookie("registrationGrant", "/api/forms/social-registration", life, "lax");

/** The grant an operation spends, if it is one that finishes a refused social sign-in. */
export function grantOf(operation: FormOperation): GrantCookie | undefined {
  if (operation === "link-account") return linkGrant;
  if (operation === "social-registration") return registrationGrant;
  return undefined;
}
