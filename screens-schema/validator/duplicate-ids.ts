import { childPointer } from "./json-pointer";
import { messages } from "./messages";
import type { Problem } from "./problem";
import { walkBlocks } from "./walk-blocks";

/** Block ids must be unique in the screen; JSON Schema cannot say that, so it is checked here. */
export function findDuplicateIds(doc: unknown): Problem[] {
  const firstSeen = new Map<string, string>();
  const problems: Problem[] = [];
  walkBlocks(doc, (block, pointer) => {
    const id = block.id;
    if (typeof id !== "string") return;
    const first = firstSeen.get(id);
    if (first === undefined) {
      firstSeen.set(id, pointer);
      return;
    }
    problems.push({
      pointer: childPointer(pointer, "id"),
      code: "duplicate-id",
      message: messages.duplicateId(id, first),
      blockPointer: pointer,
    });
  });
  return problems;
}
