"use client";
/** The JSON view (issue 17): the text in the JSON editor, with its title and help, and the problems marked inline. */
import type { RefObject } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { JsonEditor, type EditorProblem, type JsonEditorHandle } from "./JsonEditor";
import { routeTableSchema } from "./routeTableSchema";

interface JsonViewProps {
  /** The editor's id prefix. */
  ids: string;
  /** The text as loaded: the editor is created with it once, later text comes from typing or `replace`. */
  initialText: string;
  problems: readonly EditorProblem[];
  readOnly: boolean;
  /** The route table's own schema, not the layout's, for completion and hover. */
  routeTable: boolean;
  onChange(text: string): void;
  editor: RefObject<JsonEditorHandle | null>;
}

export function JsonView({ ids, initialText, problems, readOnly, routeTable, onChange, editor }: JsonViewProps) {
  const t = useStudioT();
  return (
    <>
      <h2 id={`${ids}-json`}>{t("editor.json")}</h2>
      <p id={`${ids}-json-help`} className="studio-help">
        {t("editor.jsonHelp")}
      </p>
      <JsonEditor
        initialText={initialText}
        problems={problems}
        readOnly={readOnly}
        labelledBy={`${ids}-json`}
        describedBy={`${ids}-json-help`}
        onChange={onChange}
        handle={editor}
        {...(routeTable ? { schema: routeTableSchema } : {})}
      />
    </>
  );
}
