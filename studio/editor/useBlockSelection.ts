"use client";
/**
 * The selected block (issue 17), which the outline, the form, the JSON view and the preview frames share: a click on
 * a block in a preview frame selects it, and a problem chosen in the list goes to its block and field, or to its
 * place in the JSON.
 */
import { useEffect, useMemo, useState, type RefObject } from "react";
import { previewMessageOf } from "@/domain/previewMessages";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { outlineOf, type OutlineRow } from "@/studio/blocks/documentOps";
import { palette } from "@/studio/blocks/paletteData";
import { useViewerOrigin } from "@/studio/shell/ViewerOrigin";
import { fieldIdCandidates, innermostRow } from "./blockTargets";
import type { DraftProblem } from "./checkDraft";
import type { JsonEditorHandle } from "./JsonEditor";
import type { ViewName } from "./ViewTabs";

export interface SelectionInput {
  /** The editor's id prefix: the block form's ids start with it. */
  ids: string;
  editor: RefObject<JsonEditorHandle | null>;
  /** The parsed text; undefined while it does not parse. */
  doc: unknown;
  text: string;
  view: ViewName;
  setView(view: ViewName): void;
}

export interface BlockSelection {
  /** The outline: the blocks of the document, as the renderer draws them. */
  rows: OutlineRow[];
  /** The selected block's pointer. */
  selected: string | undefined;
  setSelected(pointer: string | undefined): void;
  selectProblem(problem: Pick<DraftProblem, "pointer" | "line" | "column">): void;
}

export function useBlockSelection({ ids, editor, doc, text, view, setView }: SelectionInput): BlockSelection {
  const viewer = useViewerOrigin();
  const rows = useMemo(() => (doc === undefined ? [] : outlineOf(doc)), [doc]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  /** The field of the selected block to focus once its form is drawn (the path inside the block). */
  const [focusField, setFocusField] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (focusField === undefined) return undefined;
    const timer = setTimeout(() => {
      const candidates = fieldIdCandidates(`${ids}-form`, focusField);
      const field = candidates.map((id) => document.getElementById(id)).find((element) => element !== null);
      (field ?? document.querySelector<HTMLElement>(".studio-block-form input, .studio-block-form select"))?.focus();
      setFocusField(undefined);
    }, 50);
    return () => clearTimeout(timer);
  }, [focusField, ids]);

  // A click on a block in a preview frame selects it here.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the preview frames, on the viewer's origin (app/_shell/FrameBridge.tsx).
      if (event.origin !== viewer) return;
      const message = previewMessageOf(event.data);
      if (message?.type !== "shasha:block") return;
      // The outline's rows are the blocks the renderer draws (and marks with `data-block-id`).
      const pointer = rows.find((row) => row.id === message.blockId)?.pointer;
      if (pointer === undefined) return;
      setSelected(pointer);
      if (view === "json") {
        const { line, column } = new PointerLocator(text).locate(pointer, "invalid-value");
        editor.current?.reveal(line, column);
      } else {
        document.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(pointer)}"]`)?.focus();
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [rows, text, view, viewer, editor]);

  const selectProblem = (problem: Pick<DraftProblem, "pointer" | "line" | "column">) => {
    // A problem inside a block selects that block and its field in the form; any other, its place in the JSON.
    const row = innermostRow(rows, problem.pointer);
    if (row === undefined || doc === undefined || !palette.some((entry) => entry.type === row.type)) {
      setView("json");
      editor.current?.reveal(problem.line, problem.column);
      return;
    }
    setView("blocks");
    setSelected(row.pointer);
    setFocusField(problem.pointer.slice(row.pointer.length + 1).split("/"));
  };

  return { rows, selected, setSelected, selectProblem };
}
