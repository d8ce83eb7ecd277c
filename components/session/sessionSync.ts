/**
 * The shell's session checks (spec 4 "Page load and routing", "Sign-in and session"; spec 8):
 * - the `userType` cookie says anonymous but the store still holds a user: the store signs out;
 * - after the persisted state loads, a signed-in viewer's user is fetched anew (GET /api/me), except on
 *   settings and logout; a 401 goes to /logout, with the session-expired flag unless the fault code is
 *   "407" ('Invalid Token').
 */
import { z } from "zod";
import type { Locale } from "@/domain/types";

const faultReply = z.object({ fault: z.object({ error: z.object({ code: z.string() }) }) });

export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Settings and logout pages skip the refetch (spec 4). */
export function skipsRefetch(pathname: string): boolean {
  return /^\/(?:ar|en|fr)\/(?:logout|hub\/settings)(?:\/|$)/.test(pathname);
}

/** Where a refused refetch sends the browser. */
export function logoutTarget(locale: Locale, faultCode: string | undefined): string {
  return faultCode === "407" ? `/${locale}/logout` : `/${locale}/logout?isSessionExpired=true`;
}

/** The page to go to after the refetch, or undefined to stay (a success, or a failure that is not a 401). */
export async function refetchUser(locale: Locale): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(`/api/me?lang=${locale}`, { credentials: "same-origin", headers: { accept: "application/json" } });
  } catch {
    return undefined;
  }
  if (response.status !== 401) return undefined;
  const parsed = faultReply.safeParse(await response.json().catch(() => undefined));
  return logoutTarget(locale, parsed.success ? parsed.data.fault.error.code : undefined);
}
