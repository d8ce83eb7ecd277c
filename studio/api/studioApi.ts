/**
 * The studio's browser calls, all to its own origin: `/studio/api/manage/…` (the management API, with the HttpOnly
 * session added by the server) and `/studio/api/session`. Same-origin JSON, as the proxy requires of every write.
 * Every reply is validated where it is read, with the zod schemas below.
 *
 * `studioCall` is the one way the studio talks to its server (issue 27): it never rejects and never waits forever.
 * A dropped connection, a server that does not answer within `studioCallTimeoutMs` and a call its caller called off
 * come back as a reply without a status (`noStatus`) whose error says so in the studio's language, so every caller's
 * ordinary error branch shows it and its busy flag comes back down.
 */
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";
import { studioLocaleOf, studioTranslator } from "@/studio/i18n/studioI18n";

export interface ApiReply {
  status: number;
  body: unknown;
}

/**
 * Longer than the app's own wait for the management service (10 s, adapters/manage/manageClient.ts), so a service
 * that is down normally comes back as the app's 502 with its message; this is for the connection itself.
 */
export const studioCallTimeoutMs = 15_000;

/** The status of a reply that never came. */
export const noStatus = 0;

export const callFailures = ["network", "timeout", "aborted"] as const;
export type CallFailure = (typeof callFailures)[number];

export interface CallOptions {
  /** Calls the request off (a component that went away, a newer search); the reply is then `aborted`. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The service's message of an error reply, or a plain description of the status. */
export function errorMessageOf(reply: ApiReply): string {
  const parsed = errorSchema.safeParse(reply.body);
  return parsed.success ? parsed.data.error.message : `HTTP ${reply.status}`;
}

/** The error code of a reply (the service's, or one of `callFailures`), if it has one. */
export function errorCodeOf(reply: ApiReply): string | undefined {
  const parsed = errorSchema.safeParse(reply.body);
  return parsed.success ? parsed.data.error.code : undefined;
}

/** Why no reply came, for a call that got none. */
export function failureOf(reply: ApiReply): CallFailure | undefined {
  if (reply.status !== noStatus) return undefined;
  const code = errorCodeOf(reply);
  return callFailures.find((failure) => failure === code);
}

/** The page's language is the studio's (app/studio/layout.tsx sets it from the preference cookie). */
function pageTranslator() {
  return studioTranslator(studioLocaleOf(typeof document === "undefined" ? undefined : document.documentElement.lang));
}

function failed(failure: CallFailure, timeoutMs: number): ApiReply {
  const message = pageTranslator()(`error.${failure}`, { seconds: Math.round(timeoutMs / 1000) });
  return { status: noStatus, body: { error: { status: noStatus, code: failure, message } } };
}

/** A session that ended while the page was open: back to the sign-in, returning here after. */
function signedOut(): void {
  window.location.assign(`/studio/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

/** One call; resolves with the reply, or with a `noStatus` reply saying why none came. Never rejects. */
export async function studioCall(method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown, options: CallOptions = {}): Promise<ApiReply> {
  const { signal, timeoutMs = studioCallTimeoutMs } = options;
  if (signal?.aborted === true) return failed("aborted", timeoutMs);
  const controller = new AbortController();
  let timedOut = false;
  // The timer also covers reading the body: a connection can drop after the headers.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let calledOff = false;
  const callOff = () => {
    calledOff = true;
    controller.abort();
  };
  signal?.addEventListener("abort", callOff, { once: true });
  try {
    const response = await fetch(path, {
      method,
      credentials: "same-origin",
      // Every write is JSON, also a DELETE without a body: the proxy refuses anything else (app/_api/forgery.ts).
      headers: method === "GET" ? {} : { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: controller.signal,
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
  } catch {
    return failed(timedOut ? "timeout" : calledOff ? "aborted" : "network", timeoutMs);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", callOff);
  }
}

/** `/studio/api/manage` + a management API path such as `/screens/home`. */
export function manage(method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown, options?: CallOptions): Promise<ApiReply> {
  return studioCall(method, `/studio/api/manage${path}`, body, options);
}

export function screenPath(screenId: string): string {
  return `/screens/${encodeURIComponent(screenId)}`;
}

export const screenListingSchema = z.object({
  screenId: z.string(),
  kind: z.enum(["home", "landing", "form", "title", "routes", "other"]),
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
export const draftSchema = z.object({ id: z.number(), screenId: z.string(), ownerName: z.string(), baseVersion: z.number(), revision: z.number(), updatedAt: z.string() });
/** A save based on a revision of the draft that is not the current one any more (services/manage/draftRoutes.ts). */
export const staleDraftSchema = z.object({ error: z.object({ code: z.literal("draft-stale"), message: z.string() }), revision: z.number() });
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
