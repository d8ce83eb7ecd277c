import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { badRequest, notFound, unauthorized } from "../http/HttpError";
import { parseQuery } from "../http/parseQuery";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { entriesQuery, sessionQuery, versionQuery } from "./appgridQueries";
import { findEntries } from "./entryStore";
import { readMetadata } from "./metadataStore";
import type { SessionStore } from "./sessionStore";

export interface AppgridDeps {
  db: Database.Database;
  sessions: SessionStore;
  appKey: string;
  now: () => Date;
}

/** Ids per entries call (spec 7: entries are fetched in chunks of 50). */
const maxIds = 50;

function sessionKeyOf(request: RouteRequest): string | undefined {
  const header = request.headers["x-session"];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader ?? request.query.get("sessionKey") ?? undefined;
}

/** The app-grid API (APPGRID-NOTES.md), mounted under `/appgrid`. Everything but `/session` needs a session. */
export function createAppgridRoutes({ db, sessions, appKey, now }: AppgridDeps): Route[] {
  const requireSession = (request: RouteRequest): void => {
    const key = sessionKeyOf(request);
    if (key === undefined) throw unauthorized("A session is required: send X-SESSION or sessionKey.");
    if (!sessions.isValid(key, now())) throw unauthorized("The session is unknown or has expired.");
  };
  const get = (pattern: string, handler: Route["handler"], open = false): Route => ({
    method: "GET",
    pattern: `/appgrid${pattern}`,
    handler: (request) => {
      if (!open) requireSession(request);
      return handler(request);
    },
  });
  const entry = (request: RouteRequest, filter: { ids?: string[]; aliases?: string[] }, label: string) => {
    const choice = parseQuery(request.query, versionQuery);
    const [found] = findEntries(db, filter, choice);
    if (found === undefined) throw notFound(`No entry ${label}.`);
    return jsonReply(found);
  };
  return [
    get("/session", (request) => {
      const query = parseQuery(request.query, sessionQuery);
      if (query.appKey !== appKey) throw unauthorized("Unknown appKey.");
      return jsonReply(sessions.create(query.appKey, query.uuid ?? randomUUID(), now()));
    }, true),
    get("/status", () => jsonReply({ status: "valid" })),
    get("/metadata", () => jsonReply(readMetadata(db))),
    get("/metadata/:keys", (request) => {
      const keys = (request.params.keys ?? "").split(",").map((key) => key.trim()).filter((key) => key !== "");
      return jsonReply(readMetadata(db, keys));
    }),
    get("/content/entry/alias/*alias", (request) => {
      const alias = request.params.alias ?? "";
      return entry(request, { aliases: [alias] }, `with alias ${alias}`);
    }),
    get("/content/entry/:id", (request) => {
      const id = request.params.id ?? "";
      return entry(request, { ids: [id] }, `with id ${id}`);
    }),
    get("/content/entries", (request) => {
      const query = parseQuery(request.query, entriesQuery);
      const ids = query.id ?? query.ids;
      if (ids !== undefined && ids.length > maxIds) throw badRequest("too-many-ids", `At most ${maxIds} ids per call.`);
      const { typeId, typeAlias } = query;
      const filter = { ids, aliases: query.alias, typeId, typeAlias };
      const all = findEntries(db, filter, query);
      const entries = all.slice(query.offset * query.size, (query.offset + 1) * query.size);
      return jsonReply({
        entries,
        pagination: { page: query.offset, size: query.size, count: entries.length, total: all.length },
      });
    }),
  ];
}
