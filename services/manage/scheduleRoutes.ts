import { z } from "zod";
import { badRequest, notFound } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { recordAudit } from "./auditLog";
import { checkLayout, layoutWarnings } from "./checkLayout";
import type { Actor } from "./manageAuth";
import { guardedRoute, intParam, readBody, type ManageDeps } from "./manageContext";
import { invalidLayout } from "./manageReplies";
import { cancelSchedule, createSchedule, findSchedule, listSchedules } from "./schedule";
import { findVersion } from "./versionStore";

/** What goes live: a draft, a stored version, or a document given whole (automation). */
const source = z.union([
  z.strictObject({ draftId: z.number().int().positive() }),
  z.strictObject({ version: z.number().int().positive() }),
  z.strictObject({ document: z.unknown() }),
]);
const scheduleBody = z.object({
  screenId: z.string().min(1).max(200),
  at: z.iso.datetime({ offset: true }),
  source,
  note: z.string().trim().min(1).max(500),
  end: z
    .object({ at: z.iso.datetime({ offset: true }), source: z.union([z.literal("previous"), source]) })
    .optional(),
});

/** Scheduled changes (issue 17): created and cancelled by publishers, fired by the service's own scheduler. */
export function createScheduleRoutes(deps: ManageDeps): Route[] {
  const { db, drafts, now } = deps;

  const documentOf = (screenId: string, from: z.infer<typeof source>): unknown => {
    if ("draftId" in from) {
      const draft = drafts.find(from.draftId);
      if (draft === undefined || draft.screenId !== screenId) throw notFound(`No draft ${from.draftId} of "${screenId}".`);
      return draft.document;
    }
    if ("version" in from) {
      const row = findVersion(db, screenId, from.version);
      if (row === undefined) throw notFound(`Screen "${screenId}" has no version ${from.version}.`);
      const document: unknown = JSON.parse(row.document);
      return document;
    }
    return from.document;
  };

  const create = async (request: RouteRequest, actor: Actor) => {
    const body = await readBody(request, scheduleBody, `{ "screenId", "at": ISO time, "source": { "draftId" | "version" | "document" }, "note", "end"?: { "at", "source": "previous" | source } }`);
    const start = new Date(body.at);
    if (start.getTime() <= now().getTime()) throw badRequest("invalid-request", "`at` must be in the future; publish now instead.");
    const end = body.end === undefined ? undefined : { at: new Date(body.end.at), from: body.end.source };
    if (end !== undefined && end.at.getTime() <= start.getTime()) throw badRequest("invalid-request", "The end must come after the start.");
    const documents = [documentOf(body.screenId, body.source), ...(end === undefined || end.from === "previous" ? [] : [documentOf(body.screenId, end.from)])];
    const texts = documents.map((document) => JSON.stringify(document, null, 2));
    for (const [index, document] of documents.entries()) {
      const problems = checkLayout(document, texts[index] ?? "", body.screenId);
      if (problems.length > 0) return invalidLayout(problems, "nothing was scheduled");
    }
    // What will not work as placed, as a publish says it (checkLayout.ts): of the change that starts, then of the one
    // that ends it, each located in its own document's text.
    const warnings = documents.map((document, index) => layoutWarnings(document, texts[index] ?? "", body.screenId));
    const [startDocument, endDocument] = documents.map((document) => JSON.stringify(document));
    const changes = createSchedule(db, now(), {
      screenId: body.screenId,
      runAt: start,
      document: startDocument ?? "null",
      note: body.note,
      createdBy: actor.name,
      ...(end === undefined ? {} : { end: { at: end.at, ...(endDocument === undefined ? {} : { document: endDocument }) } }),
    });
    const when = `${start.toISOString()}${end === undefined ? "" : ` until ${end.at.toISOString()}`}`;
    recordAudit(db, now(), { actor: actor.name, action: "schedule-created", screenId: body.screenId, summary: `${body.note} at ${when}` });
    return jsonReply({ scheduled: changes, warnings: warnings[0] ?? [], ...(warnings[1] === undefined ? {} : { endWarnings: warnings[1] }) }, 201);
  };

  return [
    guardedRoute(deps, "GET", "/schedules", "read", (request) => jsonReply({ schedules: listSchedules(db, request.query.get("screen") ?? undefined) })),
    guardedRoute(deps, "POST", "/schedules", "publish", create),
    guardedRoute(deps, "DELETE", "/schedules/:id", "publish", (request, actor) => {
      const id = intParam(request, "id");
      const change = findSchedule(db, id);
      if (change === undefined || !cancelSchedule(db, id)) throw notFound(`No pending scheduled change ${id}.`);
      recordAudit(db, now(), { actor: actor.name, action: "schedule-cancelled", screenId: change.screenId, summary: `${change.note} at ${change.runAt}` });
      return jsonReply({ cancelled: id });
    }),
  ];
}
