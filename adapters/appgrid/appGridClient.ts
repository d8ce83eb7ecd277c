/**
 * The app-grid (Accedo One) adapter: sessions, metadata and entries (spec 7, ../shared/APPGRID-NOTES.md).
 * A session lasts 6 hours; a 401 means it is gone, so the call gets a new session and is retried once.
 * Session, entry and metadata calls retry 3 times on network errors and 5xx.
 */
import { randomUUID } from "node:crypto";
import { errorText, log } from "@/ops/log";
import { chunk } from "@/domain/chunk";
import { createHttpClient, type CallContext, type HttpClient, type QueryValue } from "../http/httpClient";
import { ServiceError } from "../http/ServiceError";
import { z } from "zod";
import { entriesReply, entry, metadataReply, screenEntry, sessionReply, type Entry } from "./wire";

const sessionLifeMs = 6 * 60 * 60 * 1000;
const retries = 3;
/** Spec 7: entries are fetched with at most 50 ids per call. */
export const entriesChunkSize = 50;
const screenIdOf = z.object({ screenId: z.string() });

export interface AppGridOptions {
  baseURL: string;
  appKey: string;
  uuid?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

interface Session {
  key: string;
  expiresAt: number;
}

export class AppGridClient {
  private readonly http: HttpClient;
  private readonly appKey: string;
  private readonly uuid: string;
  private session: Promise<Session> | undefined;

  constructor(options: AppGridOptions) {
    this.http = createHttpClient({
      service: "appgrid",
      baseURL: options.baseURL,
      fetchImpl: options.fetchImpl,
      defaultTimeoutMs: options.timeoutMs ?? 3000,
    });
    this.appKey = options.appKey;
    this.uuid = options.uuid ?? `shasha-web-server-${randomUUID()}`;
  }

  /** A session for a viewer's device (the `sessionKey` cookie), not the server's own. */
  async viewerSession(uuid: string, ctx: CallContext): Promise<{ key: string; expiresAt: number }> {
    const session = await this.createSession(ctx, uuid);
    return { key: session.key, expiresAt: session.expiresAt };
  }

  private async createSession(ctx: CallContext, uuid = this.uuid): Promise<Session> {
    try {
      const reply = await this.http.get("/session", ctx, {
        query: { appKey: this.appKey, uuid },
        schema: sessionReply,
        retries,
      });
      const expiration = reply.expiration ? Date.parse(reply.expiration) : Number.NaN;
      return { key: reply.sessionKey, expiresAt: Number.isNaN(expiration) ? Date.now() + sessionLifeMs : expiration };
    } catch (error) {
      // Spec 8: a session fetch failure throws a message naming the endpoint.
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`app-grid session request to /session failed: ${detail}`, { cause: error });
    }
  }

  private sessionFor(ctx: CallContext): Promise<Session> {
    const current = this.session;
    if (current) {
      return current.then((session) => {
        if (session.expiresAt - 60_000 > Date.now() && session.key !== "undefined" && session.key !== "null") {
          return session;
        }
        this.session = undefined;
        return this.sessionFor(ctx);
      });
    }
    const created = this.createSession(ctx);
    this.session = created;
    created.catch(() => {
      if (this.session === created) this.session = undefined;
    });
    return created;
  }

  /** A call with the session key; on 401 a new session is made and the call retried once. */
  private async withSession<T>(
    path: string,
    ctx: CallContext,
    schema: z.ZodType<T>,
    query: Record<string, QueryValue> = {},
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const session = await this.sessionFor(ctx);
      try {
        return await this.http.get(path, ctx, {
          query: { ...query, sessionKey: session.key },
          headers: { "X-SESSION": session.key },
          schema,
          retries,
        });
      } catch (error) {
        const expired = error instanceof ServiceError && error.status === 401;
        if (!expired || attempt > 0) throw error;
        this.session = undefined;
      }
    }
  }

  /** Metadata keys; spec 8: a metadata failure returns an empty object. */
  async metadata(keys: readonly string[], ctx: CallContext, gid?: string): Promise<Record<string, unknown>> {
    try {
      const path = `/metadata/${keys.map(encodeURIComponent).join(",")}`;
      return await this.withSession(path, ctx, metadataReply, { gid });
    } catch (error) {
      log({ level: "warn", code: "metadata-failed", keys, error: errorText(error) });
      return {};
    }
  }

  async entry(id: string, ctx: CallContext): Promise<Entry> {
    return this.withSession(`/content/entry/${encodeURIComponent(id)}`, ctx, entry);
  }

  /** Entries by id, in chunks of 50 fetched in parallel, returned in the order asked. */
  async entries(ids: readonly string[], ctx: CallContext): Promise<Entry[]> {
    const unique = [...new Set(ids)];
    const pages = await Promise.all(
      chunk(unique, entriesChunkSize).map((part) =>
        this.withSession("/content/entries", ctx, entriesReply, {
          id: part.join(","),
          size: entriesChunkSize,
          locale: ctx.locale,
        }),
      ),
    );
    const byId = new Map(pages.flatMap((page) => page.entries).map((item) => [item._meta.id, item]));
    return ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [found] : [];
    });
  }

  /**
   * The ids of every screen the service holds (entries of the `screen` type, by alias), page by page. The
   * proxy uses it to keep unknown landing ids out of the page cache.
   */
  async screenIds(ctx: CallContext): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0; offset < 100; offset += 1) {
      const page = await this.withSession("/content/entries", ctx, entriesReply, { typeAlias: "screen", size: entriesChunkSize, offset });
      for (const item of page.entries) {
        const id = screenIdOf.safeParse(item).data?.screenId ?? item._meta.entryAlias;
        if (id !== undefined) ids.push(id);
      }
      const total = page.pagination?.total ?? 0;
      if (page.entries.length < entriesChunkSize || ids.length >= total) break;
    }
    return ids;
  }

  /**
   * The layout document of a screen entry (alias = screen id), or null when no such screen exists.
   * The document is returned unvalidated: the caller runs the layout validator on it.
   */
  async screenDocument(screenId: string, ctx: CallContext, options: { preview?: boolean } = {}): Promise<unknown> {
    try {
      const reply = await this.withSession(`/content/entry/alias/${encodeURIComponent(screenId)}`, ctx, screenEntry, {
        preview: options.preview ? "true" : undefined,
      });
      return reply.document;
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) return null;
      throw error;
    }
  }
}
