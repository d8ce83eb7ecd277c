/**
 * The studio's session (issue 17): the management service's staff session token, in an HttpOnly, SameSite=Strict
 * cookie scoped to `/studio`, so no script reads it and no viewer page ever sends it. Who the staff member is and
 * what their role allows is asked of the management service on every request; the cookie itself decides nothing.
 */
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { staffOfSession } from "@/adapters/manage/manageClient";
import { isProduction } from "@/domain/runMode";
import type { StaffRole } from "@/domain/staffRoles";

export const studioSessionCookie = "shasha_studio";

export interface StudioStaff {
  name: string;
  email: string | null;
  role: StaffRole;
}

export function sessionCookieOptions(expiresAt: Date) {
  return { httpOnly: true, sameSite: "strict" as const, secure: isProduction(), path: "/studio", expires: expiresAt };
}

/**
 * Only a studio session (`sts_` and 32 random bytes) is ever passed on: any other credential a browser puts in the
 * cookie (an API token, the bootstrap token) is not a session, and the app never relays it.
 */
export function studioSessionOf(value: string | undefined): string | undefined {
  return value !== undefined && /^sts_[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export async function sessionToken(): Promise<string | undefined> {
  return studioSessionOf((await cookies()).get(studioSessionCookie)?.value);
}

/** The signed-in staff member, as the management service says; undefined without a live session. */
export async function currentStaff(): Promise<StudioStaff | undefined> {
  const token = await sessionToken();
  if (token === undefined) return undefined;
  const me = await staffOfSession(token);
  return me === undefined ? undefined : { name: me.name, email: me.email, role: me.role };
}

/** For studio pages: the staff member, or a redirect to the studio's sign-in that comes back here. */
export async function requireStaff(returnTo: string): Promise<StudioStaff> {
  const staff = await currentStaff();
  if (staff === undefined) redirect(`/studio/login?next=${encodeURIComponent(returnTo)}`);
  return staff;
}

/** Only studio paths: a `next` parameter can never send a signed-in staff member to another site. */
export function safeReturnPath(value: string | null | undefined): string {
  return value && /^\/studio(?:\/[A-Za-z0-9/_%.?=&-]*)?$/.test(value) && !value.includes("//") ? value : "/studio";
}
