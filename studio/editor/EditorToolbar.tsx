"use client";
/**
 * The editor's toolbar (issue 17): the version the draft starts from, undo and redo, where the draft's save stands,
 * and for a publisher the note and Publish (disabled, and why, while the draft has problems); discard for the
 * editor's own draft.
 */
import type { RefObject } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { JsonEditorHandle } from "./JsonEditor";
import { SaveStatus } from "./SaveStatus";
import type { EditorDraft } from "./useDraft";
import type { Publish } from "./usePublish";

interface EditorToolbarProps {
  /** The editor's id prefix. */
  ids: string;
  editor: RefObject<JsonEditorHandle | null>;
  draft: EditorDraft;
  publish: Publish;
  canPublish: boolean;
}

export function EditorToolbar({ ids, editor, draft, publish, canPublish }: EditorToolbarProps) {
  const t = useStudioT();
  const { baseVersion, canEdit, autosave, unsaved } = draft;
  return (
    <div className="studio-toolbar">
      <p className="studio-meta">{baseVersion === 0 ? t("editor.newScreen") : t("editor.baseVersion", { version: baseVersion })}</p>
      {canEdit ? (
        <>
          <button type="button" className="studio-button" onClick={() => editor.current?.undo()}>
            {t("editor.undo")}
          </button>
          <button type="button" className="studio-button" onClick={() => editor.current?.redo()}>
            {t("editor.redo")}
          </button>
        </>
      ) : (
        <p className="studio-meta">{t("editor.readOnly")}</p>
      )}
      <SaveStatus save={autosave.save} unsaved={unsaved} onRetry={autosave.retry} />
      {canPublish ? (
        <>
          <label className="studio-inline">
            {t("editor.publishNote")}
            <input type="text" value={publish.note} maxLength={500} onChange={(event) => publish.setNote(event.target.value)} />
          </label>
          <button type="button" className="studio-button studio-primary" disabled={publish.blocked} aria-describedby={`${ids}-publish-why`} onClick={() => void publish.publish(false)}>
            {publish.busy === "publishing" ? t("editor.publishing") : t("editor.publish")}
          </button>
          <span id={`${ids}-publish-why`} className="studio-help">
            {publish.blockedWhy}
          </span>
        </>
      ) : canEdit ? (
        <p className="studio-meta">{t("editor.publishNeedsRole")}</p>
      ) : null}
      {canEdit && draft.saved !== null ? (
        <button type="button" className="studio-button" disabled={publish.busy !== undefined} onClick={() => void publish.discard()}>
          {t("editor.discard")}
        </button>
      ) : null}
    </div>
  );
}
