import { isValidElement, type ReactNode } from "react";
import { describe, expect, test } from "vitest";
import type { Block } from "@/screens-schema/types";
import type { DroppedBlock } from "@/screens-schema/validator";
import { listPosition, marksByList, withPreviewMarks } from "./previewMarks";
import type { RenderEnv } from "./RenderEnv";

const text = (id: string): Block => ({ type: "text", id, text: { ar: id, en: id, fr: id } });
const dropped = (pointer: string, replacedByFallback = false): DroppedBlock => ({
  pointer,
  blockType: "rail",
  blockId: `b${pointer}`,
  code: "unknown-block-type",
  message: "m",
  replacedByFallback,
  critical: false,
});

function keysOf(nodes: ReactNode[]): string[] {
  return nodes.map((node) => (isValidElement(node) ? String(node.key) : "?"));
}

function env(pointers: Record<string, string>, marks?: DroppedBlock[]): RenderEnv {
  const labels = { dropped: () => "dropped", replaced: () => "replaced", dataFailed: () => "failed", renderFailed: () => "render failed" };
  return {
    pointers: new Map(Object.entries(pointers)),
    preview: marks ? { marks: marksByList(marks), labels } : undefined,
  } as unknown as RenderEnv;
}

describe("preview marks", () => {
  test("a pointer's list and index; a fallback stands where its block stood", () => {
    expect(listPosition("/blocks/3")).toEqual(["/blocks", 3]);
    expect(listPosition("/blocks/2/children/1")).toEqual(["/blocks/2/children", 1]);
    expect(listPosition("/blocks/4/fallback")).toEqual(["/blocks", 4]);
  });

  test("marks sit where the dropped blocks stood, and a replaced block's mark comes before its fallback", () => {
    const blocks = [text("a"), text("fb"), text("c")];
    const pointers = { a: "/blocks/0", fb: "/blocks/2/fallback", c: "/blocks/3" };
    const nodes = withPreviewMarks(blocks, "/blocks", env(pointers, [dropped("/blocks/1"), dropped("/blocks/2", true)]), (block) => (
      <p key={block.id} />
    ));
    expect(keysOf(nodes)).toEqual(["a", "mark:/blocks/1", "mark:/blocks/2", "fb", "c"]);
  });

  test("without preview the blocks render as they are, with no marks", () => {
    const nodes = withPreviewMarks([text("a")], "/blocks", env({ a: "/blocks/0" }), (block) => <p key={block.id} />);
    expect(keysOf(nodes)).toEqual(["a"]);
  });
});
