import { z } from "zod";
import { readGrant, signGrant } from "@/domain/previewGrant";
import { screenKind, screenPath } from "@/domain/screenPath";
import { badRequest, HttpError, notFound } from "../http/HttpError";
import { parseJsonBody } from "../http/parseJsonBody";
import { jsonReply, type Reply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { recordAudit } from "./auditLog";
import { checkLayout, layoutWarnings } from "./checkLayout";
import { createDraftRoutes } from "./draftRoutes";
import { guardedRoute, intParam, maxBodyBytes, readBody, type ManageDeps } from "./manageContext";
import { invalidLayout, publishSummary, published, requireScreen } from "./manageReplies";
import { documentAt, listSchedules } from "./schedule";
import { createScheduleRoutes } from "./scheduleRoutes";
import { createStaffRoutes } from "./staffRoutes";
import { appendVersion, findVersion, latestVersion, listScreens, listVersions } from "./versionStore";


const rollbackBody = z.object({ version: z.number().int().positive() });
const previewLinkBody = z.object({ lang: z.enum(["ar", "en", "fr"]).default("ar") });
const previewGrantBody = z.object({ screenId: z.string().min(1).max(200), draftId: z.number().int().positive().optional() });
/** The header the app sends a preview grant in (never a URL). */
export const previewGrantHeader = "x-preview-grant";

const screenIdOf = (request: RouteRequest): string => request.params.screenId ?? "";

/** Screens and their versions: the list, one screen, publishing, the version history and rollback. */
function screenRoutes(deps: ManageDeps): Route[] {
  const { db, now } = deps;

  const publish = async (request: RouteRequest, actor: { name: string }): Promise<Reply> => {
    const screenId = screenIdOf(request);
    const text = await request.readBody(maxBodyBytes);
    const doc = parseJsonBody(text);
    const problems = checkLayout(doc, text, screenId);
    if (problems.length > 0) return invalidLayout(problems);
    const document = JSON.stringify(doc);
    const note = request.query.get("note") ?? undefined;
    const row = appendVersion(db, screenId, { author: actor.name, now: now(), reason: "publish" }, (latest) => ({
      document,
      summary: publishSummary(latest?.document, doc, note),
    }));
    recordAudit(db, now(), { actor: actor.name, action: "publish", screenId, version: row.version, summary: row.summary });
    return published(row, layoutWarnings(doc, text, screenId));
  };

  const rollback = async (request: RouteRequest, actor: { name: string }): Promise<Reply> => {
    const screenId = screenIdOf(request);
    const { version } = await readBody(request, rollbackBody, `{ "version": <positive integer> }`);
    requireScreen(latestVersion(db, screenId), screenId);
    const row = appendVersion(db, screenId, { author: actor.name, now: now(), reason: "rollback" }, () => {
      // Looked up inside the transaction, so the copy is exactly what version N holds.
      const target = findVersion(db, screenId, version);
      if (target === undefined) throw notFound(`Screen "${screenId}" has no version ${version}.`);
      return { document: target.document, summary: `rollback to version ${version}` };
    });
    recordAudit(db, now(), { actor: actor.name, action: "rollback", screenId, version: row.version, summary: row.summary });
    return published(row);
  };

  /** Every screen, with what the studio's list shows: drafts and whose, pending scheduled changes, last editor. */
  const screenList = (): Reply => {
    const drafts = deps.drafts.list();
    const pending = listSchedules(db).filter((change) => change.state === "pending");
    const stored = listScreens(db);
    const ids = new Set([...stored.map((screen) => screen.screenId), ...drafts.map((draft) => draft.screenId)]);
    const screens = [...ids].sort().map((screenId) => {
      const listing = stored.find((screen) => screen.screenId === screenId);
      return {
        screenId,
        kind: screenKind(screenId),
        title: listing?.title ?? null,
        version: listing?.version ?? 0,
        updatedAt: listing?.updatedAt ?? null,
        author: listing?.author ?? null,
        drafts: drafts.filter((draft) => draft.screenId === screenId).map(({ id, ownerName, updatedAt, baseVersion }) => ({ id, ownerName, updatedAt, baseVersion })),
        scheduled: pending.filter((change) => change.screenId === screenId).map(({ id, runAt, note }) => ({ id, runAt, note })),
      };
    });
    return jsonReply({ screens });
  };

  return [
    guardedRoute(deps, "GET", "/screens", "read", screenList),
    guardedRoute(deps, "GET", "/screens/:screenId", "read", (request) => {
      const screenId = screenIdOf(request);
      const { version, created_at, summary, author, document } = requireScreen(latestVersion(db, screenId), screenId);
      const parsed: unknown = JSON.parse(document);
      return jsonReply({ screenId, version, createdAt: created_at, summary, author, document: parsed });
    }),
    guardedRoute(deps, "PUT", "/screens/:screenId", "publish", publish),
    guardedRoute(deps, "GET", "/screens/:screenId/versions", "read", (request) => {
      const screenId = screenIdOf(request);
      const versions = listVersions(db, screenId);
      if (versions.length === 0) throw notFound(`No screen "${screenId}".`);
      return jsonReply({ screenId, versions });
    }),
    guardedRoute(deps, "GET", "/screens/:screenId/versions/:version", "read", (request) => {
      const screenId = screenIdOf(request);
      const version = intParam(request, "version");
      const row = findVersion(db, screenId, version);
      if (row === undefined) throw notFound(`Screen "${screenId}" has no version ${version}.`);
      const document: unknown = JSON.parse(row.document);
      return jsonReply({ screenId, version, createdAt: row.created_at, summary: row.summary, author: row.author, document });
    }),
    guardedRoute(deps, "POST", "/screens/:screenId/rollback", "publish", rollback),
  ];
}

/** Preview links and grants, and the document a grant opens. */
function previewRoutes(deps: ManageDeps): Route[] {
  const { db, now, previewSecret, appPublicUrl } = deps;

  /** A link that opens this screen in preview for five minutes: a signed grant, never a token. */
  const previewLink = async (request: RouteRequest): Promise<Reply> => {
    const screenId = screenIdOf(request);
    const body = await readBody(request, previewLinkBody, `{ "lang": "ar" | "en" | "fr" }`);
    requireScreen(latestVersion(db, screenId), screenId);
    if (screenPath(screenId) === undefined) throw badRequest("no-preview-page", `No page shows "${screenId}" on its own: preview opens home and landing screens.`);
    const { grant, expires } = signGrant(screenId, previewSecret, now().getTime());
    const path = `/${body.lang}/preview?grant=${grant}`;
    return jsonReply({ screenId, path, url: `${appPublicUrl}${path}`, expiresAt: new Date(expires * 1000).toISOString() }, 201);
  };

  /** A grant for the studio's preview frame: a draft, or the screen as published (and, with `at`, as scheduled). */
  const previewGrant = async (request: RouteRequest): Promise<Reply> => {
    const body = await readBody(request, previewGrantBody, `{ "screenId": string, "draftId"?: number }`);
    if (body.draftId !== undefined) {
      const draft = deps.drafts.find(body.draftId);
      if (draft === undefined || draft.screenId !== body.screenId) throw notFound(`No draft ${body.draftId} of "${body.screenId}".`);
    } else {
      requireScreen(latestVersion(db, body.screenId), body.screenId);
    }
    const { grant, expires } = signGrant(body.screenId, previewSecret, now().getTime(), body.draftId === undefined ? {} : { draft: body.draftId });
    return jsonReply({ grant, expiresAt: new Date(expires * 1000).toISOString() }, 201);
  };

  /** The document a preview grant opens, for the app's server render; `at` (ISO) is the time machine. */
  const previewDocument = (request: RouteRequest): Reply => {
    const header = request.headers[previewGrantHeader];
    const grant = readGrant(Array.isArray(header) ? header[0] : header, previewSecret, now().getTime());
    if (grant === undefined) throw new HttpError(401, "unauthorized", "A valid preview grant is needed in the X-Preview-Grant header.");
    const atText = request.query.get("at");
    const at = atText === null ? undefined : new Date(atText);
    if (at !== undefined && Number.isNaN(at.getTime())) throw badRequest("invalid-request", "`at` must be an ISO date and time.");
    if (grant.draft !== undefined) {
      const draft = deps.drafts.find(grant.draft);
      if (draft === undefined || draft.screenId !== grant.screen) throw notFound("The draft was published or discarded.");
      return jsonReply({ screenId: grant.screen, source: "draft", draftId: draft.id, updatedAt: draft.updatedAt, document: draft.document });
    }
    const text = at === undefined ? latestVersion(db, grant.screen)?.document : documentAt(db, grant.screen, at);
    if (text === undefined) throw notFound(`No screen "${grant.screen}"${at === undefined ? "" : ` at ${at.toISOString()}`}.`);
    const document: unknown = JSON.parse(text);
    return jsonReply({ screenId: grant.screen, source: at === undefined ? "published" : "scheduled", document });
  };

  return [
    guardedRoute(deps, "POST", "/screens/:screenId/preview-link", "read", previewLink),
    guardedRoute(deps, "POST", "/preview-grants", "read", previewGrant),
    { method: "GET", pattern: "/manage/preview/document", handler: previewDocument },
  ];
}

/**
 * The management API (APPGRID-NOTES.md "What the stand-in adds", issue 17): screens, versions, drafts, schedules,
 * preview grants, staff and tokens, the audit log. Every route but sign-in and the grant-checked preview document
 * needs a credential whose role allows it (manageContext.ts).
 */
export function createManageRoutes(deps: ManageDeps): Route[] {
  return [
    ...screenRoutes(deps),
    ...previewRoutes(deps),
    ...createDraftRoutes(deps),
    ...createScheduleRoutes(deps),
    ...createStaffRoutes(deps),
  ];
}
