/**
 * The management service's client (issue 17): the studio's routes forward staff calls through it with the staff
 * session as the bearer, and the preview frame reads the document a grant opens. The service decides every right;
 * this client only carries the credential and bounds each call. Its calls go through the adapters' one HTTP core
 * (adapters/http/httpClient.ts, issue 27): one deadline per call, the call metrics, the viewer's address with the
 * services' caller secret; what the service answers (status, body, `Retry-After`) is passed on as it came.
 */
import { z } from "zod";
import { staffRoles } from "@/domain/staffRoles";
import { createHttpClient, requestDeadline, type CallContext, type HttpClient } from "../http/httpClient";
import { ServiceError } from "../http/ServiceError";

/** `MANAGE_BASE_URL`: the management API (default the local suite's). */
export function manageBaseUrl(): string {
  return (process.env.MANAGE_BASE_URL ?? "http://127.0.0.1:4000/manage").replace(/\/$/, "");
}

/**
 * A studio call never holds a page long: the largest body is 1 MiB and validation takes milliseconds. A service that
 * does not answer within it fails the call (a 502 from the studio's forwarder) rather than hold the page.
 */
export const manageTimeoutMs = 10_000;

export interface ManageReply {
  status: number;
  /** The JSON the service answered, unparsed beyond JSON; the studio's client validates the shapes it reads. */
  body: unknown;
  /** `Retry-After` of a 429, passed on. */
  retryAfter?: string;
}

const badReply = { error: { status: 502, code: "bad-reply", message: "The management service answered something that is not JSON." } };

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];

function methodOf(value: string): Method | undefined {
  return methods.find((method) => method === value.toUpperCase());
}

interface Call {
  method: Method;
  headers?: Record<string, string>;
  /** JSON text, forwarded byte for byte (the service locates a layout's problems by line and column in it). */
  body?: string;
  /** The staff member's address, for the service's per-address sign-in limit. */
  clientAddress?: string;
}

const staffSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(staffRoles) });
export type StaffMember = z.infer<typeof staffSchema>;
const signedInSchema = z.object({ token: z.string().min(20), expiresAt: z.string(), staff: staffSchema });
const meSchema = z.object({ kind: z.enum(["staff", "token", "bootstrap"]), id: z.string(), name: z.string(), email: z.string().nullable(), role: z.enum(staffRoles) });

export type SignIn =
  | { ok: true; token: string; expiresAt: Date; staff: StaffMember }
  | { ok: false; status: number; body: unknown; retryAfter?: string };

const previewDocumentSchema = z.object({ screenId: z.string(), source: z.enum(["draft", "published", "scheduled"]), document: z.unknown() });
export type PreviewDocument = z.infer<typeof previewDocumentSchema>;

export interface ManageClientOptions {
  baseURL: string;
  /** Each call's deadline, from its start (default `manageTimeoutMs`). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface ManageClient {
  forwardManage(method: string, path: string, bearer: string, body: string | undefined, clientAddress: string): Promise<ManageReply>;
  signInStaff(email: string, password: string, clientAddress: string): Promise<SignIn>;
  staffOfSession(token: string): Promise<z.infer<typeof meSchema> | undefined>;
  signOutStaff(token: string): Promise<void>;
  previewDocument(grant: string, at: string | undefined): Promise<PreviewDocument | undefined>;
}

/** A path under the base: one leading "/", no scheme-like first segment, so a call cannot leave the management API. */
function checkedPath(path: string): string {
  const [route = ""] = path.split("?");
  if (!route.startsWith("/") || route.startsWith("//") || route.includes(":") || route.includes("\\")) throw new Error(`not a management API path: ${path}`);
  return path;
}

export function createManageClient(options: ManageClientOptions): ManageClient {
  const timeoutMs = options.timeoutMs ?? manageTimeoutMs;
  const now = options.now ?? Date.now;
  const http: HttpClient = createHttpClient({
    service: "manage",
    baseURL: options.baseURL,
    defaultTimeoutMs: timeoutMs,
    now,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });

  async function call(path: string, { method, headers = {}, body, clientAddress }: Call): Promise<ManageReply> {
    // The studio's own calls: no viewer, language or country matters to the service, only the deadline and the address.
    const ctx: CallContext = { locale: "en", country: "", deadline: requestDeadline(now(), timeoutMs), ...(clientAddress === undefined ? {} : { clientAddress }) };
    let status = 0;
    let retryAfter: string | null = null;
    const passedOn = (replyBody: unknown): ManageReply => ({ status, body: replyBody, ...(retryAfter === null ? {} : { retryAfter }) });
    try {
      const replyBody = await http.send(checkedPath(path), ctx, {
        method,
        headers,
        // The management API has no country: the core's default `country` parameter is left off.
        query: { country: undefined },
        schema: z.unknown(),
        onReply: (reply) => {
          status = reply.status;
          retryAfter = reply.headers.get("retry-after");
        },
        ...(body === undefined ? {} : { bodyText: body }),
      });
      return passedOn(replyBody);
    } catch (error) {
      // An answer, whatever it was, is passed on; only no answer at all (a timeout, a refused connection) is an error.
      if (!(error instanceof ServiceError) || error.status === undefined) throw error;
      if (error.code === "http-status") return passedOn(error.body === undefined ? badReply : error.body);
      if (error.code === "invalid-json") return passedOn(badReply);
      throw error;
    }
  }

  return {
    /** Forwards one call of `/manage<path>` with the staff member's credential; `body` is JSON text or absent. */
    async forwardManage(method, path, bearer, body, clientAddress) {
      const known = methodOf(method);
      if (known === undefined) return { status: 405, body: { error: { status: 405, code: "method-not-allowed", message: `${method} is not a management call.` } } };
      return call(path, { method: known, headers: { Authorization: `Bearer ${bearer}` }, clientAddress, ...(body === undefined ? {} : { body }) });
    },

    async signInStaff(email, password, clientAddress) {
      const reply = await call("/auth/sign-in", { method: "POST", clientAddress, body: JSON.stringify({ email, password }) });
      if (reply.status !== 201) return { ok: false, status: reply.status, body: reply.body, ...(reply.retryAfter === undefined ? {} : { retryAfter: reply.retryAfter }) };
      const parsed = signedInSchema.parse(reply.body);
      return { ok: true, token: parsed.token, expiresAt: new Date(parsed.expiresAt), staff: parsed.staff };
    },

    /** Who a studio session belongs to, or undefined when the service does not know it (ended, forged, revoked). */
    async staffOfSession(token) {
      const reply = await call("/auth/me", { method: "GET", headers: { Authorization: `Bearer ${token}` } });
      if (reply.status === 401) return undefined;
      if (reply.status !== 200) throw new Error(`the management service answered ${reply.status} to /auth/me`);
      return meSchema.parse(reply.body);
    },

    async signOutStaff(token) {
      await call("/auth/sign-out", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    },

    /** The document a preview grant opens (a draft, or the screen now or at `at`); undefined when the grant opens nothing. */
    async previewDocument(grant, at) {
      const query = at === undefined ? "" : `?at=${encodeURIComponent(at)}`;
      const reply = await call(`/preview/document${query}`, { method: "GET", headers: { "X-Preview-Grant": grant } });
      if (reply.status === 401 || reply.status === 404) return undefined;
      if (reply.status !== 200) throw new Error(`the management service answered ${reply.status} to a preview document`);
      return previewDocumentSchema.parse(reply.body);
    },
  };
}

let shared: { baseURL: string; client: ManageClient } | undefined;

/** The client for `MANAGE_BASE_URL`, made when first used (and again if the setting changes, as tests do). */
function manageClient(): ManageClient {
  const baseURL = manageBaseUrl();
  if (shared?.baseURL !== baseURL) shared = { baseURL, client: createManageClient({ baseURL }) };
  return shared.client;
}

export const forwardManage: ManageClient["forwardManage"] = (...args) => manageClient().forwardManage(...args);
export const signInStaff: ManageClient["signInStaff"] = (...args) => manageClient().signInStaff(...args);
export const staffOfSession: ManageClient["staffOfSession"] = (...args) => manageClient().staffOfSession(...args);
export const signOutStaff: ManageClient["signOutStaff"] = (...args) => manageClient().signOutStaff(...args);
export const previewDocument: ManageClient["previewDocument"] = (...args) => manageClient().previewDocument(...args);
