import { notFound } from "../http/HttpError";
import { jsonReply, type Reply } from "../http/reply";
import type { LocatedProblem, LocatedWarning } from "./checkLayout";
import { describeChanges } from "./describeChanges";
import type { VersionRow } from "./versionStore";

export function invalidLayout(problems: LocatedProblem[], what = "nothing was published"): Reply {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  const error = { status: 422, code: "invalid-layout", message: `${count}; ${what}` };
  return jsonReply({ error, problems }, 422);
}

/** The new version, with what did not block it but will not work as placed (checkLayout.ts layoutWarnings). */
export function published(row: VersionRow, warnings: LocatedWarning[] = []): Reply {
  const { screen_id, version, created_at, summary, author } = row;
  return jsonReply({ screenId: screen_id, version, createdAt: created_at, summary, author, warnings }, 201);
}

export function requireScreen(row: VersionRow | undefined, screenId: string): VersionRow {
  if (row === undefined) throw notFound(`No screen "${screenId}".`);
  return row;
}

/** "added rail `x`; …" plus the editor's note, for the version history and the audit log. */
export function publishSummary(previous: string | undefined, next: unknown, note: string | undefined): string {
  const auto = previous === undefined ? "first version" : describeChanges(JSON.parse(previous), next);
  const trimmed = note?.trim() ?? "";
  return trimmed === "" ? auto : `${auto} — ${trimmed}`;
}
