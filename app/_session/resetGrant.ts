/**
 * The grant of a mailbox proof (docs/user-service.md "Accounts nobody verified"): when confirming an email removed a
 * password set before the proof, the user service answers a one-time reset code, and the verifier chooses a new
 * password on the reset page. The code travels in the reset form's grant cookie (grantCookie.ts): the reset form
 * takes it when its page has no `?code=` of a reset email.
 */
import type { SubmissionBody } from "@/app/_api/checkSubmission";
import { grantCookie } from "./grantCookie";

/** The service's reset codes live an hour (services/user/codeStore.ts). */
export const resetGrant = grantCookie("resetGrant", "/api/forms/reset", 60 * 60, "strict");

/** A reset submission without a code (no reset link in the page's URL) takes the grant's; a link's code wins. */
export function withResetGrant(body: SubmissionBody, grant: string | undefined): { body: SubmissionBody; usesGrant: boolean } {
  if (grant === undefined || body.values.code !== undefined) return { body, usesGrant: false };
  return { body: { ...body, values: { ...body.values, code: grant } }, usesGrant: true };
}
