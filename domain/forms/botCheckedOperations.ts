/**
 * The form operations that reach a call the user service bot-checks (spec 4, domain/botCheck.ts), so the page gets a
 * token before it posts them; the token's action is the operation. `verify-email` is the confirmation page's button.
 * The service decides what needs a token: a form missing here is refused (CAPTCHA_REQUIRED), never let through.
 */
import type { FormOperation } from "./operations";

export const botCheckedOperations: ReadonlySet<FormOperation> = new Set<FormOperation>([
  "sign-up",
  "phone-sign-in",
  "send-otp",
  "verify-otp",
  "update-profile",
  "update-marketing",
  "link-phone",
]);

export const botCheckActions: readonly string[] = [...botCheckedOperations, "verify-email"];
