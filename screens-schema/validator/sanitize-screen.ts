import { validateScreen as compiledValidateScreen } from "../generated/validate-screen.cjs";
import type { Screen } from "../types";
import { findDuplicateIds } from "./duplicate-ids";
import { childPointer } from "./json-pointer";
import { messages } from "./messages";
import type { Problem, ProblemCode } from "./problem";
import { checkSchemaVersion } from "./schema-version";
import { problemsFromErrors, validateScreen } from "./validate-screen";
import { isUnknownRecord, type UnknownRecord } from "./walk-blocks";

export interface DroppedBlock {
  pointer: string;
  blockType: string | undefined;
  blockId: string | undefined;
  code: ProblemCode;
  message: string;
  replacedByFallback: boolean;
  critical: boolean;
}

export type SanitizeResult =
  | { ok: true; screen: Screen; dropped: DroppedBlock[] }
  | { ok: false; problems: Problem[] };

interface Repair {
  problemsByBlock: Map<string, Problem[]>;
  dropped: DroppedBlock[];
  fatal: Problem[];
}

/**
 * The screen to render: invalid optional blocks are replaced by their (valid) fallback or removed.
 * Fails on a screen-level problem or an invalid `critical` block. The result is proven by the
 * compiled validator, never cast. A valid document is returned as is, after one validation pass.
 */
export function sanitizeScreen(doc: unknown): SanitizeResult {
  const versionProblem = checkSchemaVersion(doc);
  if (versionProblem) return { ok: false, problems: [versionProblem] };
  if (compiledValidateScreen(doc)) {
    const duplicates = findDuplicateIds(doc);
    return duplicates.length === 0 ? { ok: true, screen: doc, dropped: [] } : repair(doc, duplicates);
  }
  return repair(doc, [...problemsFromErrors(doc, compiledValidateScreen.errors ?? []), ...findDuplicateIds(doc)]);
}

function repair(doc: unknown, problems: Problem[]): SanitizeResult {
  const blocks = isUnknownRecord(doc) ? doc.blocks : undefined;
  if (!isUnknownRecord(doc) || !Array.isArray(blocks) || problems.some((p) => p.blockPointer === undefined)) {
    return { ok: false, problems };
  }
  const state: Repair = { problemsByBlock: groupByBlock(problems), dropped: [], fatal: [] };
  const kept = blocks.flatMap((block, i) => sanitizeBlock(block, childPointer("/blocks", i), state));
  if (state.fatal.length > 0) return { ok: false, problems: state.fatal };
  const cleaned = { ...doc, blocks: kept };
  if (compiledValidateScreen(cleaned) && findDuplicateIds(cleaned).length === 0) {
    return { ok: true, screen: cleaned, dropped: state.dropped };
  }
  return { ok: false, problems: validateScreen(cleaned).problems };
}

function groupByBlock(problems: readonly Problem[]): Map<string, Problem[]> {
  const byBlock = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (problem.blockPointer === undefined) continue;
    byBlock.set(problem.blockPointer, [...(byBlock.get(problem.blockPointer) ?? []), problem]);
  }
  return byBlock;
}

/** The block to keep in place of `value`: itself (cleaned), its fallback, or nothing. */
function sanitizeBlock(value: unknown, pointer: string, state: Repair): unknown[] {
  const own = state.problemsByBlock.get(pointer) ?? [];
  if (!isUnknownRecord(value)) return dropBlock(undefined, pointer, own, undefined, state);
  const copy: UnknownRecord = { ...value };
  const emptied = sanitizeChildren(value, copy, pointer, state);
  const fallback = sanitizeFallback(value, copy, pointer, state);
  if (own.length === 0 && emptied === undefined) return [copy];
  return dropBlock(value, pointer, emptied ? [...own, emptied] : own, fallback, state);
}

/** Cleans `children` in `copy`; returns a problem when every child had to go. */
function sanitizeChildren(value: UnknownRecord, copy: UnknownRecord, pointer: string, state: Repair): Problem | undefined {
  const children = value.children;
  if (!Array.isArray(children) || children.length === 0) return undefined;
  const base = childPointer(pointer, "children");
  const kept = children.flatMap((child, i) => sanitizeBlock(child, childPointer(base, i), state));
  copy.children = kept;
  if (kept.length > 0) return undefined;
  return { pointer: base, code: "invalid-value", message: messages.emptiedStack(), blockPointer: pointer };
}

/** Cleans an object `fallback` in `copy` (removing it when it cannot be used); returns the usable fallback. */
function sanitizeFallback(value: UnknownRecord, copy: UnknownRecord, pointer: string, state: Repair): unknown {
  if (!isUnknownRecord(value.fallback)) return undefined;
  const [fallback] = sanitizeBlock(value.fallback, childPointer(pointer, "fallback"), state);
  if (fallback === undefined) delete copy.fallback;
  else copy.fallback = fallback;
  return fallback;
}

function dropBlock(
  value: UnknownRecord | undefined,
  pointer: string,
  problems: readonly Problem[],
  fallback: unknown,
  state: Repair,
): unknown[] {
  const critical = value?.critical === true;
  if (critical) {
    state.fatal.push(...problems);
    return [];
  }
  const first = problems[0];
  state.dropped.push({
    pointer,
    blockType: typeof value?.type === "string" ? value.type : undefined,
    blockId: typeof value?.id === "string" ? value.id : undefined,
    code: first?.code ?? "invalid-type",
    message: first?.message ?? "a block must be an object",
    replacedByFallback: fallback !== undefined,
    critical,
  });
  return fallback === undefined ? [] : [fallback];
}
