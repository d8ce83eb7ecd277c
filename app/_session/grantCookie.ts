/**
 * A grant the user service hands the browser for one later form (a reset code after a mailbox proof, the token of a
 * refused social sign-in): an HttpOnly cookie scoped to that form's route, never a URL (history, logs, Referer) or a
 * field a script could read. Only the route it is for receives it; it lives as long as the service's code does.
 */
import type { NextRequest, NextResponse } from "next/server";
import { secureCookies } from "./authCookies";

export interface GrantCookie {
  readonly name: string;
  write(response: NextResponse, value: string): void;
  clear(response: NextResponse): void;
  /** The grant this browser sent, when its route is asked. */
  read(request: NextRequest): string | undefined;
}

/**
 * `base` gets `__Secure-` in production (a `__Host-` name would need path `/`, and only `path` may read it).
 * `sameSite` is `lax` when the grant is written by a redirect from another site (a provider's callback).
 */
export function grantCookie(base: string, path: string, lifeSeconds: number, sameSite: "lax" | "strict"): GrantCookie {
  const name = secureCookies ? `__Secure-${base}` : base;
  const options = { path, httpOnly: true, sameSite, secure: secureCookies } as const;
  return {
    name,
    write: (response, value) => void response.cookies.set(name, value, { ...options, maxAge: lifeSeconds }),
    clear: (response) => void response.cookies.set(name, "", { ...options, maxAge: 0 }),
    read: (request) => {
      const value = request.cookies.get(name)?.value;
      return value === undefined || value === "" || value.length > 512 ? undefined : value;
    },
  };
}
