/**
 * The studio's browser calls, all to its own origin: `/studio/api/manage/…` (the management API, with the HttpOnly
 * session added by the server) and `/studio/api/session`. Same-origin JSON, as the proxy requires of every write.
 * Every reply is validated where it is read, with the zod schemas below.
 */
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";

export interface ApiReply {
  status: number;
  body: unknown;
}

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The service's message of an error reply, or a plain description of the status. */
export function errorMessageOf(reply: ApiReply): string {
  const parsed = errorSchema.safeParse(reply.body);
  return parsed.success ? parsed.data.error.message : `HTTP ${reply.status}`;
}

/** A session that ended while the page was open: back to the sign-in, returning here after. */
function signedOut(): void {
  window.location.assign(`/studio/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

export async function studioCall(method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown): Promise<ApiReply> {
  const response = await fetch(path, {
    method,
    credentials: "same-origin",
    // Every write is JSON, also a DELETE without a body: the proxy refuses anything else (app/_auth/forgery.ts).
    headers: method === "GET" ? {} : { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === "" ? null : JSON.parse(text);
  } catch {
    parsed = { error: { code: "bad-reply", message: `HTTP ${response.status}` } };
  }
  if (response.status === 401 && path.startsWith("/studio/api/manage/")) signedOut();
  return { status: response.status, body: parsed };
}

/** `/studio/api/manage` + a management API path such as `/screens/home`. */
export function manage(method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown): Promise<ApiReply> {
  return studioCall(method, `/studio/api/manage${path}`, body);
}

export function screenPath(screenId: string): string {
  return `/screens/${encodeURIComponent(screenId)}`;
}

export const screenListingSchema = z.object({
  screenId: z.string(),
  kind: z.enum(["home", "landing", "form", "title", "other"]),
  title: z.unknown(),
  version: z.number(),
  updatedAt: z.string().nullable(),
  author: z.string().nullable(),
  drafts: z.array(z.object({ id: z.number(), ownerName: z.string(), updatedAt: z.string(), baseVersion: z.number() })),
  scheduled: z.array(z.object({ id: z.number(), runAt: z.string(), note: z.string() })),
});
export type ScreenListing = z.infer<typeof screenListingSchema>;
export const screenListSchema = z.object({ screens: z.array(screenListingSchema) });

export const versionsSchema = z.object({ versions: z.array(z.object({ version: z.number(), createdAt: z.string(), summary: z.string(), author: z.string() })) });
export type VersionListing = z.infer<typeof versionsSchema>["versions"][number];
export const publishedScreenSchema = z.object({ screenId: z.string(), version: z.number(), createdAt: z.string(), summary: z.string(), author: z.string(), document: z.unknown() });
export const draftSchema = z.object({ id: z.number(), screenId: z.string(), ownerName: z.string(), baseVersion: z.number(), updatedAt: z.string() });
export const draftReplySchema = z.object({ draft: draftSchema.extend({ document: z.unknown().optional() }) });
export const grantSchema = z.object({ grant: z.string(), expiresAt: z.string() });
export const publishedReplySchema = z.object({ version: z.number(), summary: z.string() });
export const conflictSchema = z.object({
  draft: z.object({ id: z.number(), baseVersion: z.number(), document: z.unknown() }),
  base: z.object({ version: z.number(), document: z.unknown() }).nullable(),
  latest: z.object({ version: z.number(), author: z.string(), createdAt: z.string(), summary: z.string(), document: z.unknown() }),
});
export type Conflict = z.infer<typeof conflictSchema>;
export const staffRoleSchema = z.enum(staffRoles);
