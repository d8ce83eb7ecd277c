"use client";
/**
 * The editor of one screen (issue 17): the layout as JSON beside the live preview. A change is checked at once with
 * the shared validator (the CLI's and the API's problems, same pointers), saved as the editor's server-side draft a
 * moment later (useDraftAutosave), and the preview frames render the saved draft. Publishing needs a publisher and
 * no problem; a version published since the draft started shows the conflict: merge, overwrite or go back.
 *
 * This component lays the parts out: the draft (useDraft), its checks (useDraftChecks), publishing (usePublish),
 * the selected block (useBlockSelection), and the panels.
 */
import { useId, useRef, useState } from "react";
import { routeTableId } from "@/domain/screenPath";
import { roleAllows, type StaffRole } from "@/domain/staffRoles";
import { HistoryPanel } from "@/studio/history/HistoryPanel";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { PreviewPanel } from "@/studio/preview/PreviewPanel";
import { MaintenanceWindows } from "@/studio/routes/MaintenanceWindows";
import { RouteRows } from "@/studio/routes/RouteRows";
import { SchedulePanel } from "@/studio/schedule/SchedulePanel";
import { BlocksPanel } from "./BlocksPanel";
import { ConflictPanel } from "./ConflictPanel";
import { DraftList } from "./DraftList";
import { EditorToolbar } from "./EditorToolbar";
import type { JsonEditorHandle } from "./JsonEditor";
import { JsonView } from "./JsonView";
import { pretty } from "./loadScreen";
import { ProblemList } from "./ProblemList";
import { StaleDraft } from "./StaleDraft";
import { useBlockSelection } from "./useBlockSelection";
import { useDraft } from "./useDraft";
import { useDraftChecks } from "./useDraftChecks";
import { usePublish } from "./usePublish";
import { ViewPanel, ViewTabs, type ViewName } from "./ViewTabs";

interface ScreenEditorProps {
  screenId: string;
  role: StaffRole;
  /** Who is signed in, as drafts name their owner (the staff email). */
  me: string;
  /** A draft to open (another editor's, to review and publish); default the signed-in editor's own. */
  openDraft?: number;
}

export function ScreenEditor({ screenId, role, me, openDraft }: ScreenEditorProps) {
  const t = useStudioT();
  const ids = useId();
  const editor = useRef<JsonEditorHandle>(null);
  const draft = useDraft({ screenId, role, me, openDraft, editor });
  const { loaded, text, doc, canEdit } = draft;
  const canPublish = roleAllows(role, "publish");
  const [status, setStatus] = useState("");
  const { problems, warnings, editorProblems } = useDraftChecks(screenId, text, doc);
  const publish = usePublish({ draft, problems, setStatus });
  const [view, setView] = useState<ViewName>("blocks");
  const { rows, selected, setSelected, selectProblem } = useBlockSelection({ ids, editor, doc, text, view, setView });
  /** The route table (issue 28) has rows, not blocks: its first view lists them, and the preview shows a row's screen. */
  const routeTable = screenId === routeTableId;
  const [previewedRow, setPreviewedRow] = useState<string | undefined>(undefined);

  /** A change from the outline or the form: the JSON view takes it as one undoable edit, and the rest follows. */
  const apply = (next: unknown, select?: string) => {
    const nextText = pretty(next);
    if (nextText === text) return;
    draft.replaceText(nextText);
    if (select !== undefined) setSelected(select);
  };

  if (draft.loadError !== undefined) {
    return (
      <div role="alert">
        <p className="studio-error">{t("editor.loadFailed", { message: draft.loadError })}</p>
        <button type="button" className="studio-button" onClick={() => void draft.load()}>
          {t("editor.tryAgain")}
        </button>
      </div>
    );
  }
  if (loaded === undefined) return <p aria-busy="true">…</p>;

  const { save, keepMine } = draft.autosave;
  return (
    <div className="studio-editor">
      <EditorToolbar ids={ids} editor={editor} draft={draft} publish={publish} canPublish={canPublish} />
      <output className="studio-status">{status}</output>
      {save.kind === "stale" ? <StaleDraft revision={save.revision} onReload={() => void draft.load()} onKeepMine={keepMine} /> : null}
      {loaded.othersDraft !== null ? <p className="studio-note">{t("editor.othersDraft", { owner: loaded.othersDraft.ownerName })}</p> : null}
      {loaded.drafts.length > 0 ? <DraftList screenId={screenId} drafts={loaded.drafts} me={me} current={draft.saved?.id} /> : null}
      {publish.conflict !== undefined && draft.saved !== null ? (
        <ConflictPanel conflict={publish.conflict} onMerged={publish.merged} onOverwrite={() => void publish.publish(true)} onBack={publish.back} />
      ) : null}
      <div className="studio-panes">
        <section className="studio-pane" aria-label={t("editor_views.label")}>
          <ViewTabs ids={ids} view={view} routeTable={routeTable} onView={setView} />
          {view === "history" ? (
            <ViewPanel ids={ids} name="history">
              <HistoryPanel key={publish.publishes} screenId={screenId} canRollBack={canPublish} onRolledBack={publish.rolledBack} />
            </ViewPanel>
          ) : null}
          {view === "schedule" ? (
            <ViewPanel ids={ids} name="schedule">
              <SchedulePanel screenId={screenId} draftId={draft.saved?.id} canSchedule={canPublish} blocked={publish.scheduleBlocked} />
            </ViewPanel>
          ) : null}
          <ViewPanel ids={ids} name="blocks" hidden={view !== "blocks"}>
            {doc === undefined ? (
              <p className="studio-error">{t("form.invalidJson")}</p>
            ) : routeTable ? (
              <>
                <MaintenanceWindows doc={doc} readOnly={!canEdit} onChange={apply} />
                <RouteRows doc={doc} previewed={previewedRow} onPreview={setPreviewedRow} />
              </>
            ) : (
              <BlocksPanel ids={ids} doc={doc} rows={rows} selected={selected} onSelect={setSelected} readOnly={!canEdit} onChange={apply} onStatus={setStatus} />
            )}
          </ViewPanel>
          <ViewPanel ids={ids} name="json" hidden={view !== "json"}>
            <JsonView ids={ids} initialText={loaded.text} problems={editorProblems} readOnly={!canEdit} routeTable={routeTable} onChange={draft.setText} editor={editor} />
          </ViewPanel>
          <ProblemList problems={problems} warnings={warnings} onSelect={selectProblem} />
        </section>
        {!routeTable ? (
          <PreviewPanel screenId={screenId} draftId={draft.saved?.id} revision={draft.previewRevision} />
        ) : previewedRow !== undefined ? (
          <PreviewPanel key={previewedRow} screenId={previewedRow} draftId={undefined} revision={0} />
        ) : (
          <p className="studio-help">{t("routes.choose")}</p>
        )}
      </div>
    </div>
  );
}
