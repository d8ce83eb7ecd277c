import type Database from "better-sqlite3";
import { z } from "zod";
import { badRequest, notFound } from "../http/HttpError";
import { describeIssues } from "../http/parseQuery";
import { jsonReply, type Reply } from "../http/reply";
import type { Handler, Route, RouteRequest } from "../http/router";
import { checkLayout, type LocatedProblem } from "./checkLayout";
import { describeChanges } from "./describeChanges";
import { signGrant } from "@/domain/previewGrant";
import { screenPath } from "@/domain/screenPath";
import { requireBearer } from "./manageAuth";
import { parseJsonBody } from "../http/parseJsonBody";
import { appendVersion, findVersion, latestVersion, listScreens, listVersions, type VersionRow } from "./versionStore";

export interface ManageDeps {
  db: Database.Database;
  /** `MANAGE_TOKEN`: every /manage request needs `Authorization: Bearer <token>`. */
  token: string;
  now: () => Date;
  /** `PREVIEW_SECRET`: the key of the preview grants this API mints (domain/previewGrant.ts). */
  previewSecret: string;
  /** `APP_PUBLIC_URL`: the app's address, the base of the preview links. */
  appPublicUrl: string;
}

/** 1 MiB: a layout is a few kilobytes; anything near this is a mistake or an attack. */
export const maxBodyBytes = 1024 * 1024;

const authorHeader = z.string().trim().min(1).max(100, "X-Author must be 100 characters or fewer");
const rollbackBody = z.object({ version: z.number().int().positive() });
const previewLinkBody = z.object({ lang: z.enum(["ar", "en", "fr"]).default("ar") });

function authorOf(request: RouteRequest): string {
  const header = request.headers["x-author"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "") return "manage-api";
  const result = authorHeader.safeParse(value);
  if (!result.success) throw badRequest("invalid-request", describeIssues(result.error));
  return result.data;
}

function invalidLayout(problems: LocatedProblem[]): Reply {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  const error = { status: 422, code: "invalid-layout", message: `${count}; nothing was published` };
  return jsonReply({ error, problems }, 422);
}

function published(row: VersionRow): Reply {
  const { screen_id, version, created_at, summary, author } = row;
  return jsonReply({ screenId: screen_id, version, createdAt: created_at, summary, author }, 201);
}

function requireScreen(row: VersionRow | undefined, screenId: string): VersionRow {
  if (row === undefined) throw notFound(`No screen "${screenId}".`);
  return row;
}

/** The management API of the stand-in (APPGRID-NOTES.md "What the stand-in adds"): publish, history, rollback. */
export function createManageRoutes({ db, token, now, previewSecret, appPublicUrl }: ManageDeps): Route[] {
  const route = (method: Route["method"], pattern: string, handler: Handler): Route => ({
    method,
    pattern: `/manage/screens${pattern}`,
    handler: (request) => {
      requireBearer(request.headers, token);
      return handler(request);
    },
  });
  const screenIdOf = (request: RouteRequest): string => request.params.screenId ?? "";

  const publish: Handler = async (request) => {
    const screenId = screenIdOf(request);
    const author = authorOf(request);
    const text = await request.readBody(maxBodyBytes);
    const doc = parseJsonBody(text);
    const problems = checkLayout(doc, text, screenId);
    if (problems.length > 0) return invalidLayout(problems);
    const document = JSON.stringify(doc);
    const row = appendVersion(db, screenId, { author, now: now() }, (latest) => ({
      document,
      summary: latest === undefined ? "first version" : describeChanges(JSON.parse(latest.document), doc),
    }));
    return published(row);
  };

  const rollback: Handler = async (request) => {
    const screenId = screenIdOf(request);
    const author = authorOf(request);
    const body = rollbackBody.safeParse(parseJsonBody(await request.readBody(maxBodyBytes)));
    if (!body.success) throw badRequest("invalid-request", `Send { "version": <positive integer> }: ${describeIssues(body.error)}`);
    const { version } = body.data;
    requireScreen(latestVersion(db, screenId), screenId);
    const row = appendVersion(db, screenId, { author, now: now() }, () => {
      // Looked up inside the transaction, so the copy is exactly what version N holds.
      const target = findVersion(db, screenId, version);
      if (target === undefined) throw notFound(`Screen "${screenId}" has no version ${version}.`);
      return { document: target.document, summary: `rollback to version ${version}` };
    });
    return published(row);
  };

  /** A link that opens this screen in preview for five minutes: a signed grant, never a token. */
  const previewLink: Handler = async (request) => {
    const screenId = screenIdOf(request);
    const text = await request.readBody(maxBodyBytes);
    const body = previewLinkBody.safeParse(text.trim() === "" ? {} : parseJsonBody(text));
    if (!body.success) throw badRequest("invalid-request", `Send { "lang": "ar" | "en" | "fr" }: ${describeIssues(body.error)}`);
    requireScreen(latestVersion(db, screenId), screenId);
    if (screenPath(screenId) === undefined) throw badRequest("no-preview-page", `No page shows "${screenId}" on its own: preview opens home and landing screens.`);
    const { grant, expires } = signGrant(screenId, previewSecret, now().getTime());
    const path = `/${body.data.lang}/preview?grant=${grant}`;
    return jsonReply({ screenId, path, url: `${appPublicUrl}${path}`, expiresAt: new Date(expires * 1000).toISOString() }, 201);
  };

  return [
    route("GET", "", () => jsonReply({ screens: listScreens(db) })),
    route("GET", "/:screenId", (request) => {
      const screenId = screenIdOf(request);
      const { version, created_at, summary, document } = requireScreen(latestVersion(db, screenId), screenId);
      const parsed: unknown = JSON.parse(document);
      return jsonReply({ screenId, version, createdAt: created_at, summary, document: parsed });
    }),
    route("PUT", "/:screenId", publish),
    route("GET", "/:screenId/versions", (request) => {
      const screenId = screenIdOf(request);
      const versions = listVersions(db, screenId);
      if (versions.length === 0) throw notFound(`No screen "${screenId}".`);
      return jsonReply({ screenId, versions });
    }),
    route("POST", "/:screenId/rollback", rollback),
    route("POST", "/:screenId/preview-link", previewLink),
  ];
}
