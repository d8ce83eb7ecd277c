import { z } from "zod";
import { roleAllows } from "@/domain/staffRoles";
import { badRequest, HttpError, notFound } from "../http/HttpError";
import { jsonReply } from "../http/reply";
import type { Route, RouteRequest } from "../http/router";
import { recordAudit } from "./auditLog";
import { checkLayout, layoutWarnings } from "./checkLayout";
import { isStale } from "./draftStore";
import type { Actor } from "./manageAuth";
import { guardedRoute, intParam, readBody, type ManageDeps } from "./manageContext";
import { invalidLayout, publishSummary, published } from "./manageReplies";
import { appendVersion, findVersion, latestVersion } from "./versionStore";

/** `revision`: the draft revision the save is based on (0: none yet); the studio always sends it (draftStore.save). */
const draftBody = z.object({ baseVersion: z.number().int().min(0), revision: z.number().int().min(0).optional(), document: z.unknown() });
const publishBody = z.object({ note: z.string().max(500).optional(), overwrite: z.boolean().default(false) });

/**
 * A save based on a revision of the draft that is no longer the current one: another tab or window saved since, or
 * the draft was published or discarded (current 0). Nothing is written; the studio says so and offers to reload.
 */
function staleDraft(screenId: string, basedOn: number, current: number) {
  const now = current === 0 ? "there is no draft any more (published or discarded)" : `it is at revision ${current}`;
  const error = { status: 409, code: "draft-stale", message: `Your draft of "${screenId}" changed since revision ${basedOn}: ${now}. Reload it.` };
  return jsonReply({ error, revision: current }, 409);
}

/** Studio drafts (issue 17): saved on the server, one per editor per screen, published by a publisher. */
export function createDraftRoutes(deps: ManageDeps): Route[] {
  const { db, drafts, now } = deps;

  const ownOrPublisher = (actor: Actor, ownerId: string): void => {
    if (actor.id !== ownerId && !roleAllows(actor.role, "publish")) throw new HttpError(403, "forbidden", "Only the draft's editor or a publisher may change it.");
  };

  const save = async (request: RouteRequest, actor: Actor) => {
    const screenId = request.params.screenId ?? "";
    if (screenId.trim() === "" || screenId.length > 200) throw badRequest("invalid-request", "A screen id has 1 to 200 characters.");
    const body = await readBody(request, draftBody, `{ "baseVersion": integer, "revision"?: integer, "document": the layout }`);
    const latest = latestVersion(db, screenId)?.version ?? 0;
    if (body.baseVersion > latest) {
      throw badRequest("invalid-base", `Screen "${screenId}" has no version ${body.baseVersion}; its latest is ${latest}.`);
    }
    const result = drafts.save(screenId, { id: actor.id, name: actor.name }, body.baseVersion, JSON.stringify(body.document ?? null), body.revision);
    if (result.stale !== undefined) return staleDraft(screenId, body.revision ?? 0, result.stale);
    const { draft, created } = result;
    if (created) recordAudit(db, now(), { actor: actor.name, action: "draft-created", screenId, summary: `draft ${draft.id} from version ${draft.baseVersion}` });
    return jsonReply({ draft }, created ? 201 : 200);
  };

  const publish = async (request: RouteRequest, actor: Actor) => {
    const id = intParam(request, "draftId");
    const body = await readBody(request, publishBody, `{ "note"?: string, "overwrite"?: boolean }`);
    const draft = drafts.find(id);
    if (draft === undefined) throw notFound(`No draft ${id}.`);
    const text = JSON.stringify(draft.document, null, 2);
    const problems = checkLayout(draft.document, text, draft.screenId);
    if (problems.length > 0) return invalidLayout(problems);
    const latest = latestVersion(db, draft.screenId);
    if (isStale(draft.baseVersion, latest?.version) && !body.overwrite) {
      const base = draft.baseVersion === 0 ? undefined : findVersion(db, draft.screenId, draft.baseVersion);
      const error = { status: 409, code: "conflict", message: `Version ${latest?.version ?? 0} was published after this draft started from version ${draft.baseVersion}.` };
      return jsonReply(
        {
          error,
          draft: { id: draft.id, baseVersion: draft.baseVersion, document: draft.document },
          base: base === undefined ? null : { version: base.version, document: JSON.parse(base.document) },
          latest: latest === undefined ? null : { version: latest.version, author: latest.author, createdAt: latest.created_at, summary: latest.summary, document: JSON.parse(latest.document) },
        },
        409,
      );
    }
    const row = db.transaction(() => {
      const appended = appendVersion(db, draft.screenId, { author: actor.name, now: now(), reason: "publish" }, (previous) => ({
        document: JSON.stringify(draft.document),
        summary: `${publishSummary(previous?.document, draft.document, body.note)}${isStale(draft.baseVersion, previous?.version) ? ` (overwrote version ${previous?.version})` : ""}`,
      }));
      drafts.remove(draft.id);
      recordAudit(db, now(), { actor: actor.name, action: "publish", screenId: draft.screenId, version: appended.version, summary: `${appended.summary} (draft of ${draft.ownerName})` });
      return appended;
    })();
    return published(row, layoutWarnings(draft.document, text, draft.screenId));
  };

  return [
    guardedRoute(deps, "GET", "/drafts", "read", (request) => jsonReply({ drafts: drafts.list(request.query.get("screen") ?? undefined) })),
    guardedRoute(deps, "GET", "/drafts/:draftId", "read", (request) => {
      const draft = drafts.find(intParam(request, "draftId"));
      if (draft === undefined) throw notFound("No such draft.");
      return jsonReply({ draft });
    }),
    guardedRoute(deps, "DELETE", "/drafts/:draftId", "edit", (request, actor) => {
      const draft = drafts.find(intParam(request, "draftId"));
      if (draft === undefined) throw notFound("No such draft.");
      ownOrPublisher(actor, draft.ownerId);
      drafts.remove(draft.id);
      recordAudit(db, now(), { actor: actor.name, action: "draft-discarded", screenId: draft.screenId, summary: `draft ${draft.id} of ${draft.ownerName}` });
      return jsonReply({ discarded: draft.id });
    }),
    guardedRoute(deps, "POST", "/drafts/:draftId/publish", "publish", publish),
    guardedRoute(deps, "GET", "/screens/:screenId/draft", "read", (request, actor) => {
      const draft = drafts.mine(request.params.screenId ?? "", actor.id);
      if (draft === undefined) throw notFound("You have no draft of this screen.");
      return jsonReply({ draft });
    }),
    guardedRoute(deps, "PUT", "/screens/:screenId/draft", "edit", save),
  ];
}
