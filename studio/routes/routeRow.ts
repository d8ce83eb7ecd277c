/**
 * A new account screen's route (issue 28): the studio offers, when an account form is created, to add the row that
 * shows it at `/hub/{segment}`. The row goes into the editor's draft of the route table (a new draft from the
 * published table, or the draft they already have), at the top so it wins over broader rows; a publisher publishes
 * the table and the screen, and the page exists, with no deploy.
 */
import { routeTableId } from "@/domain/screenPath";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { draftReplySchema, errorMessageOf, manage, publishedScreenSchema, screenPath } from "@/studio/api/studioApi";

export const routeAccesses = ["any", "guest-only", "login-required", "subscription-required", "master-required"] as const;
export type RouteAccess = (typeof routeAccesses)[number];

/** A path segment under /hub/ the route table accepts as a literal: lower-case words and dashes. */
export const hubSegmentPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface HubRow {
  path: string;
  screen: string;
  kind: "hub";
  layout: "default";
  access: RouteAccess;
  exempt: true;
}

export function hubRow(segment: string, screenId: string, access: RouteAccess): HubRow {
  return { path: `/hub/${segment}`, screen: screenId, kind: "hub", layout: "default", access, exempt: true };
}

/** The table with `row` first; undefined when the document is no table or already has a row for that path. */
export function withRouteRow(table: unknown, row: HubRow): Record<string, unknown> | undefined {
  if (!isUnknownRecord(table) || !Array.isArray(table.routes)) return undefined;
  const taken = table.routes.some((existing) => isUnknownRecord(existing) && typeof existing.path === "string" && existing.path.toLowerCase().replace(/\/$/, "") === row.path);
  return taken ? undefined : { ...table, routes: [row, ...table.routes] };
}

/** Adds `row` to the caller's draft of the route table; the error message when it could not. */
export async function draftRouteRow(row: HubRow): Promise<string | undefined> {
  const path = screenPath(routeTableId);
  const own = await manage("GET", `${path}/draft`);
  const draft = own.status === 200 ? draftReplySchema.safeParse(own.body).data?.draft : undefined;
  let base: { document: unknown; baseVersion: number; revision: number };
  if (draft !== undefined) {
    base = { document: draft.document, baseVersion: draft.baseVersion, revision: draft.revision };
  } else {
    const published = await manage("GET", path);
    const parsed = publishedScreenSchema.safeParse(published.body);
    if (published.status !== 200 || !parsed.success) return errorMessageOf(published);
    base = { document: parsed.data.document, baseVersion: parsed.data.version, revision: 0 };
  }
  const document = withRouteRow(base.document, row);
  if (document === undefined) return `${row.path}: the route table already has this path, or is not a table`;
  const saved = await manage("PUT", `${path}/draft`, { baseVersion: base.baseVersion, revision: base.revision, document });
  return saved.status === 200 || saved.status === 201 ? undefined : errorMessageOf(saved);
}
