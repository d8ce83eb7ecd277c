/**
 * The grant of a refused social sign-in (issue 31 §5, linking-account): when a provider's sign-in meets an account
 * with the same email that may not be joined on the email alone, the user service answers a single-use link token.
 * It travels in an HttpOnly cookie scoped to the link form's route, never in a URL or a field: the linking page asks
 * for the account's password, and the link-account operation takes the token from here.
 */
import type { NextRequest, NextResponse } from "next/server";
import { secureCookies } from "./authCookies";

/** `__Secure-` in production: a `__Host-` name would need path `/`, and only the link route may read it. */
export const linkGrantCookie = secureCookies ? "__Secure-linkGrant" : "linkGrant";
const grantPath = "/api/forms/link-account";
/** The service's link tokens live 10 minutes (services/user/codeStore.ts). */
const grantLifeSeconds = 10 * 60;

export function writeLinkGrant(response: NextResponse, token: string): void {
  response.cookies.set(linkGrantCookie, token, { path: grantPath, httpOnly: true, sameSite: "lax", secure: secureCookies, maxAge: grantLifeSeconds });
}

export function clearLinkGrant(response: NextResponse): void {
  response.cookies.set(linkGrantCookie, "", { path: grantPath, httpOnly: true, sameSite: "lax", secure: secureCookies, maxAge: 0 });
}

export function readLinkGrant(request: NextRequest): string | undefined {
  const value = request.cookies.get(linkGrantCookie)?.value;
  return value === undefined || value === "" || value.length > 512 ? undefined : value;
}
