"use client";
/**
 * The checks of the text on every change (issue 17): its problems, as the validate CLI and the API give them
 * (checkDraft), which block a publish; its warnings (layoutWarnings), which do not; and both as the JSON view marks
 * them inline.
 */
import { useMemo } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { checkDraft, type DraftProblem } from "./checkDraft";
import type { EditorProblem } from "./JsonEditor";
import { layoutWarnings, type LayoutWarning } from "./layoutWarnings";

export interface DraftChecks {
  problems: DraftProblem[];
  warnings: LayoutWarning[];
  editorProblems: EditorProblem[];
}

/** `doc` is `text` parsed, undefined while it does not parse. */
export function useDraftChecks(screenId: string, text: string, doc: unknown): DraftChecks {
  const t = useStudioT();
  const problems = useMemo(() => checkDraft(screenId, text), [screenId, text]);
  const warnings = useMemo(() => (doc === undefined ? [] : layoutWarnings(doc, text, t)), [doc, text, t]);
  const editorProblems = useMemo<EditorProblem[]>(
    () => [
      ...problems.map((problem): EditorProblem => ({ line: problem.line, column: problem.column, message: problem.message, severity: "error" })),
      ...warnings.map((warning): EditorProblem => ({ line: warning.line, column: warning.column, message: warning.message, severity: "warning" })),
    ],
    [problems, warnings],
  );
  return { problems, warnings, editorProblems };
}
