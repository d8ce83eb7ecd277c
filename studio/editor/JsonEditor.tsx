"use client";
/**
 * The raw JSON view (issue 17): CodeMirror 6 with completion and hover documentation from the bundled layout
 * schema (codemirror-json-schema, which only reads it), and inline problems from the project's own validator,
 * which the parent runs once per change and passes in (STACK-NOTES.md item 24: the extension's own linter follows
 * draft-07 rules, so it is not used).
 */
import { autocompletion } from "@codemirror/autocomplete";
import { redo, undo } from "@codemirror/commands";
import { json, jsonLanguage } from "@codemirror/lang-json";
import { setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView, hoverTooltip } from "@codemirror/view";
import { basicSetup } from "codemirror";
import { jsonCompletion, jsonSchemaHover, stateExtensions } from "codemirror-json-schema";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import type { JSONSchema7 } from "json-schema";
import { layoutSchema } from "./layoutSchema";

export interface EditorProblem {
  line: number;
  column: number;
  message: string;
  severity: "error" | "warning";
}

export interface JsonEditorHandle {
  undo(): void;
  redo(): void;
  /** Puts the cursor at line:column (1-based) and focuses the editor. */
  reveal(line: number, column: number): void;
  /** Replaces the whole text (a merge, a discard), as one undoable change. */
  replace(text: string): void;
}

interface JsonEditorProps {
  initialText: string;
  problems: readonly EditorProblem[];
  readOnly: boolean;
  labelledBy: string;
  describedBy: string;
  onChange(text: string): void;
  handle: Ref<JsonEditorHandle>;
  /** The schema completion and hover read: the layout's, unless the document is another kind (the route table). */
  schema?: JSONSchema7;
}

function offsetOf(state: EditorState, line: number, column: number): number {
  const safeLine = Math.min(Math.max(1, line), state.doc.lines);
  const info = state.doc.line(safeLine);
  return Math.min(info.from + Math.max(0, column - 1), info.to);
}

export function JsonEditor({ initialText, problems, readOnly, labelledBy, describedBy, onChange, handle, schema = layoutSchema }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (host.current === null) return undefined;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          basicSetup,
          json(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          autocompletion(),
          hoverTooltip(jsonSchemaHover()),
          stateExtensions(schema),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ "aria-labelledby": labelledBy, "aria-describedby": describedBy }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; later text comes from the user or from `replace`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current === null) return;
    const diagnostics: Diagnostic[] = problems.map((problem) => {
      const from = offsetOf(current.state, problem.line, problem.column);
      const to = Math.min(from + 1, current.state.doc.length);
      return { from, to, severity: problem.severity, message: problem.message };
    });
    current.dispatch(setDiagnostics(current.state, diagnostics));
  }, [problems]);

  useImperativeHandle(handle, () => ({
    undo: () => void (view.current && undo(view.current)),
    redo: () => void (view.current && redo(view.current)),
    reveal(line, column) {
      const current = view.current;
      if (current === null) return;
      const at = offsetOf(current.state, line, column);
      current.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: "center" }) });
      current.focus();
    },
    replace(text) {
      const current = view.current;
      if (current === null) return;
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: text } });
    },
  }));

  return <div ref={host} className="studio-code" />;
}
