/**
 * The grant of a mailbox proof (docs/user-service.md "Accounts nobody verified"): when confirming an email removed a
 * password set before the proof, the user service answers a one-time reset code, and the verifier chooses a new
 * password on the reset page. The code travels in an HttpOnly cookie scoped to the reset form's route, never in a
 * URL (history, logs, Referer): the reset form takes it when its page has no `?code=` of a reset email.
 */
import type { NextRequest, NextResponse } from "next/server";
import type { SubmissionBody } from "@/app/_api/checkSubmission";
import { secureCookies } from "./authCookies";

/** `__Secure-` in production: a `__Host-` name would need path `/`, and only the reset route may read it. */
export const resetGrantCookie = secureCookies ? "__Secure-resetGrant" : "resetGrant";
const grantPath = "/api/forms/reset";
/** The service's reset codes live an hour (services/user/codeStore.ts). */
const grantLifeSeconds = 60 * 60;

export function writeResetGrant(response: NextResponse, code: string): void {
  response.cookies.set(resetGrantCookie, code, { path: grantPath, httpOnly: true, sameSite: "strict", secure: secureCookies, maxAge: grantLifeSeconds });
}

export function clearResetGrant(response: NextResponse): void {
  response.cookies.set(resetGrantCookie, "", { path: grantPath, httpOnly: true, sameSite: "strict", secure: secureCookies, maxAge: 0 });
}

/** The grant of this browser, when the reset route is asked. */
export function readResetGrant(request: NextRequest): string | undefined {
  const value = request.cookies.get(resetGrantCookie)?.value;
  return value === undefined || value === "" || value.length > 512 ? undefined : value;
}

/** A reset submission without a code (no reset link in the page's URL) takes the grant's; a link's code wins. */
export function withResetGrant(body: SubmissionBody, grant: string | undefined): { body: SubmissionBody; usesGrant: boolean } {
  if (grant === undefined || body.values.code !== undefined) return { body, usesGrant: false };
  return { body: { ...body, values: { ...body.values, code: grant } }, usesGrant: true };
}
