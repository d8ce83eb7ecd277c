/**
 * Preview mode: places a mark where each dropped or replaced block stood in the published document. Kept
 * blocks and marks are ordered by their original index in the list that held them.
 */
import type { ReactNode } from "react";
import { PreviewMark } from "@/components/preview/PreviewMark";
import type { Block } from "@/screens-schema/types";
import type { DroppedBlock } from "@/screens-schema/validator";
import type { RenderEnv } from "./RenderEnv";

export interface PreviewLabels {
  dropped(blockType: string, blockId: string): string;
  replaced(blockType: string, blockId: string): string;
  dataFailed(blockType: string, blockId: string): string;
  renderFailed(blockType: string, blockId: string): string;
}

export interface PreviewEnv {
  /** List pointer ("/blocks", "/blocks/2/children") -> dropped blocks that stood in it. */
  marks: Map<string, DroppedBlock[]>;
  labels: PreviewLabels;
}

/** "/blocks/2/children/1" -> ["/blocks/2/children", 1]; a fallback stands where its block stood. */
export function listPosition(pointer: string): [string, number] {
  const clean = pointer.replace(/\/fallback$/, "");
  const cut = clean.lastIndexOf("/");
  return [clean.slice(0, cut), Number(clean.slice(cut + 1))];
}

export function marksByList(dropped: readonly DroppedBlock[]): Map<string, DroppedBlock[]> {
  const marks = new Map<string, DroppedBlock[]>();
  for (const entry of dropped) {
    const [list] = listPosition(entry.pointer);
    marks.set(list, [...(marks.get(list) ?? []), entry]);
  }
  return marks;
}

export function markFor(entry: DroppedBlock, labels: PreviewLabels): ReactNode {
  const type = entry.blockType ?? "?";
  const id = entry.blockId ?? "?";
  return (
    <PreviewMark
      key={`mark:${entry.pointer}`}
      kind={entry.replacedByFallback ? "replaced" : "dropped"}
      heading={entry.replacedByFallback ? labels.replaced(type, id) : labels.dropped(type, id)}
      message={entry.message}
      pointer={entry.pointer}
    />
  );
}

/** The rendered blocks of one list, with preview marks in the places of the blocks that did not make it. */
export function withPreviewMarks(
  blocks: readonly Block[],
  listPointer: string,
  env: RenderEnv,
  render: (block: Block) => ReactNode,
): ReactNode[] {
  const marks = env.preview?.marks.get(listPointer);
  if (!env.preview || !marks) return blocks.map(render);
  const labels = env.preview.labels;
  const placed = [
    ...blocks.map((block) => ({ index: listPosition(env.pointers.get(block.id) ?? `${listPointer}/${Number.MAX_SAFE_INTEGER}`)[1], order: 1, node: render(block) })),
    ...marks.map((entry) => ({ index: listPosition(entry.pointer)[1], order: 0, node: markFor(entry, labels) })),
  ];
  return placed.sort((a, b) => a.index - b.index || a.order - b.order).map((entry) => entry.node);
}
