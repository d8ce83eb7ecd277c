/**
 * The management service's client (issue 17): the studio's routes forward staff calls through it with the staff
 * session as the bearer, and the preview frame reads the document a grant opens. The service decides every right;
 * this client only carries the credential and bounds each call.
 */
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";

/** `MANAGE_BASE_URL`: the management API (default the local suite's). */
export function manageBaseUrl(): string {
  return (process.env.MANAGE_BASE_URL ?? "http://127.0.0.1:4000/manage").replace(/\/$/, "");
}

/** A studio call never holds a page long: the largest body is 1 MiB and validation takes milliseconds. */
const manageTimeoutMs = 10_000;

export interface ManageReply {
  status: number;
  /** The JSON the service answered, unparsed beyond JSON; the studio's client validates the shapes it reads. */
  body: unknown;
  /** `Retry-After` of a 429, passed on. */
  retryAfter?: string;
}

async function call(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<ManageReply> {
  const response = await fetch(`${manageBaseUrl()}${path}`, { ...init, signal: AbortSignal.timeout(manageTimeoutMs), cache: "no-store" });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    body = { error: { status: 502, code: "bad-reply", message: "The management service answered something that is not JSON." } };
  }
  const retryAfter = response.headers.get("retry-after");
  return { status: response.status, body, ...(retryAfter === null ? {} : { retryAfter }) };
}

/** Forwards one call of `/manage<path>` with the staff member's credential; `body` is JSON text or absent. */
export function forwardManage(method: string, path: string, bearer: string, body: string | undefined, clientAddress: string): Promise<ManageReply> {
  const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, "X-Client-Address": clientAddress };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return call(path, { method, headers, ...(body === undefined ? {} : { body }) });
}

const staffSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(staffRoles) });
export type StaffMember = z.infer<typeof staffSchema>;
const signedInSchema = z.object({ token: z.string().min(20), expiresAt: z.string(), staff: staffSchema });
const meSchema = z.object({ kind: z.enum(["staff", "token", "bootstrap"]), id: z.string(), name: z.string(), email: z.string().nullable(), role: z.enum(staffRoles) });

export type SignIn =
  | { ok: true; token: string; expiresAt: Date; staff: StaffMember }
  | { ok: false; status: number; body: unknown; retryAfter?: string };

export async function signInStaff(email: string, password: string, clientAddress: string): Promise<SignIn> {
  const reply = await call("/auth/sign-in", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-Address": clientAddress },
    body: JSON.stringify({ email, password }),
  });
  if (reply.status !== 201) return { ok: false, status: reply.status, body: reply.body, ...(reply.retryAfter === undefined ? {} : { retryAfter: reply.retryAfter }) };
  const parsed = signedInSchema.parse(reply.body);
  return { ok: true, token: parsed.token, expiresAt: new Date(parsed.expiresAt), staff: parsed.staff };
}

/** Who a studio session belongs to, or undefined when the service does not know it (ended, forged, revoked). */
export async function staffOfSession(token: string): Promise<z.infer<typeof meSchema> | undefined> {
  const reply = await call("/auth/me", { method: "GET", headers: { Authorization: `Bearer ${token}` } });
  if (reply.status === 401) return undefined;
  if (reply.status !== 200) throw new Error(`the management service answered ${reply.status} to /auth/me`);
  return meSchema.parse(reply.body);
}

export async function signOutStaff(token: string): Promise<void> {
  await call("/auth/sign-out", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
}

const previewDocumentSchema = z.object({ screenId: z.string(), source: z.enum(["draft", "published", "scheduled"]), document: z.unknown() });
export type PreviewDocument = z.infer<typeof previewDocumentSchema>;

/** The document a preview grant opens (a draft, or the screen now or at `at`); undefined when the grant opens nothing. */
export async function previewDocument(grant: string, at: string | undefined): Promise<PreviewDocument | undefined> {
  const query = at === undefined ? "" : `?at=${encodeURIComponent(at)}`;
  const reply = await call(`/preview/document${query}`, { method: "GET", headers: { "X-Preview-Grant": grant } });
  if (reply.status === 401 || reply.status === 404) return undefined;
  if (reply.status !== 200) throw new Error(`the management service answered ${reply.status} to a preview document`);
  return previewDocumentSchema.parse(reply.body);
}
