/**
 * What `app/studio/api/...` does: sign in and out (the session cookie), and forward the studio's calls to the
 * management API with the session as the bearer. The proxy has already refused cross-site and non-JSON writes
 * (app/_api/forgery.ts); the management service checks the role of every call.
 */
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { forwardManage, signInStaff, signOutStaff } from "@/adapters/manage/manageClient";
import { sessionCookieOptions, studioSessionCookie, studioSessionOf } from "@/studio/session/studioSession";

/** The management API's own limit, plus room for the JSON around a document. */
const maxForwardBytes = 1024 * 1024 + 64 * 1024;
const noStore = { "Cache-Control": "no-store" };
const signInBody = z.object({ email: z.string().max(254), password: z.string().max(128) });

function refuse(status: number, code: string, message: string): NextResponse {
  return NextResponse.json({ error: { status, code, message } }, { status, headers: noStore });
}

export async function signIn(request: NextRequest, clientAddress: string): Promise<NextResponse> {
  const parsed = signInBody.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return refuse(400, "invalid-request", "Send { email, password }.");
  const result = await signInStaff(parsed.data.email, parsed.data.password, clientAddress);
  if (!result.ok) {
    const response = NextResponse.json(result.body, { status: result.status, headers: noStore });
    if (result.retryAfter !== undefined) response.headers.set("Retry-After", result.retryAfter);
    return response;
  }
  const response = NextResponse.json({ staff: result.staff }, { status: 200, headers: noStore });
  response.cookies.set(studioSessionCookie, result.token, sessionCookieOptions(result.expiresAt));
  return response;
}

export async function signOut(request: NextRequest): Promise<NextResponse> {
  const token = studioSessionOf(request.cookies.get(studioSessionCookie)?.value);
  if (token !== undefined) await signOutStaff(token).catch(() => undefined);
  const response = NextResponse.json({ signedOut: true }, { headers: noStore });
  response.cookies.set(studioSessionCookie, "", { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
  return response;
}

/** Path pieces of `/manage/…`: plain segments only, so a forwarded call cannot leave the management API. */
function managePath(parts: readonly string[]): string | undefined {
  if (parts.length === 0 || parts.some((part) => part === "" || part === "." || part === "..")) return undefined;
  return `/${parts.map(encodeURIComponent).join("/")}`;
}

export async function forward(request: NextRequest, parts: readonly string[], clientAddress: string): Promise<NextResponse> {
  const token = studioSessionOf(request.cookies.get(studioSessionCookie)?.value);
  if (token === undefined) return refuse(401, "unauthorized", "Sign in to the studio first.");
  const path = managePath(parts);
  if (path === undefined || path === "/auth/sign-in") return refuse(404, "not-found", "No such studio call.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxForwardBytes) return refuse(413, "payload-too-large", "A layout is at most 1 MiB.");
  const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.text();
  if (body !== undefined && Buffer.byteLength(body) > maxForwardBytes) return refuse(413, "payload-too-large", "A layout is at most 1 MiB.");
  try {
    const reply = await forwardManage(request.method, `${path}${request.nextUrl.search}`, token, body, clientAddress);
    return NextResponse.json(reply.body, { status: reply.status, headers: noStore });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse(502, "manage-unavailable", `The management service did not answer: ${message}`);
  }
}
