"use client";
/**
 * The editor of one screen (issue 17): the layout as JSON beside the live preview. A change is checked at once with
 * the shared validator (the CLI's and the API's problems, same pointers), saved as the editor's server-side draft a
 * moment later (useDraftAutosave), and the preview frames render the saved draft. Publishing needs a publisher and
 * no problem; a version published since the draft started shows the conflict: merge, overwrite or go back.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { roleAllows, type StaffRole } from "@/domain/staffRoles";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import { z } from "zod";
import { conflictSchema, draftReplySchema, draftSchema, errorMessageOf, manage, publishedReplySchema, publishedScreenSchema, screenPath, type Conflict } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { PreviewPanel } from "@/studio/preview/PreviewPanel";
import { useViewerOrigin } from "@/studio/shell/ViewerOrigin";
import { previewMessageOf } from "@/domain/previewMessages";
import { HistoryPanel } from "@/studio/history/HistoryPanel";
import { SchedulePanel } from "@/studio/schedule/SchedulePanel";
import { valueAt } from "@/screens-schema/validator/json-pointer";
import { isUnknownRecord } from "@/screens-schema/validator/walk-blocks";
import { duplicateBlock, insertBlock, moveBlock, outlineOf, removeBlock, setAt, uniqueBlockId } from "@/studio/blocks/documentOps";
import { BlockForm } from "@/studio/form/BlockForm";
import { Outline } from "@/studio/outline/Outline";
import { palette } from "@/studio/blocks/paletteData";
import { routeTableId } from "@/domain/screenPath";
import { RouteRows } from "@/studio/routes/RouteRows";
import { checkDraft } from "./checkDraft";
import { routeTableSchema } from "./routeTableSchema";
import { layoutWarnings } from "./layoutWarnings";
import { ConflictPanel } from "./ConflictPanel";
import { SaveStatus } from "./SaveStatus";
import { StaleDraft } from "./StaleDraft";
import { JsonEditor, type EditorProblem, type JsonEditorHandle } from "./JsonEditor";
import { ProblemList } from "./ProblemList";
import { useDraftAutosave, type SavedDraft } from "./useDraftAutosave";

interface Loaded {
  published: { version: number; document: unknown } | null;
  draft: SavedDraft | null;
  /** Another staff member's draft opened to review and publish it: shown, not changed. */
  othersDraft: { ownerName: string } | null;
  /** Every draft of this screen, to open one. */
  drafts: { id: number; ownerName: string; updatedAt: string }[];
  text: string;
}

function pretty(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

const draftListSchema = z.object({ drafts: z.array(draftSchema) });

async function loadScreen(screenId: string, canEdit: boolean, me: string, openDraft: number | undefined): Promise<Loaded> {
  const draftCall = openDraft !== undefined ? manage("GET", `/drafts/${openDraft}`) : canEdit ? manage("GET", `${screenPath(screenId)}/draft`) : Promise.resolve(undefined);
  const [current, opened, all] = await Promise.all([manage("GET", screenPath(screenId)), draftCall, manage("GET", `/drafts?screen=${encodeURIComponent(screenId)}`)]);
  if (current.status !== 200 && current.status !== 404) throw new Error(errorMessageOf(current));
  if (opened !== undefined && opened.status !== 200 && opened.status !== 404) throw new Error(errorMessageOf(opened));
  const published = current.status === 200 ? publishedScreenSchema.parse(current.body) : null;
  const found = opened?.status === 200 ? draftReplySchema.parse(opened.body).draft : null;
  const draft = found !== null && found.screenId === screenId ? found : null;
  const start = draft?.document ?? published?.document ?? { schemaVersion: "1.1", id: screenId, title: { ar: "", en: "", fr: "" }, blocks: [] };
  const drafts = all.status === 200 ? draftListSchema.parse(all.body).drafts : [];
  return {
    published: published === null ? null : { version: published.version, document: published.document },
    draft: draft === null ? null : { id: draft.id, baseVersion: draft.baseVersion, revision: draft.revision },
    othersDraft: draft !== null && draft.ownerName !== me ? { ownerName: draft.ownerName } : null,
    drafts: drafts.map(({ id, ownerName, updatedAt }) => ({ id, ownerName, updatedAt })),
    text: pretty(start),
  };
}

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
  const viewer = useViewerOrigin();
  const ids = useId();
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const canEdit = roleAllows(role, "edit") && loaded?.othersDraft == null;
  const canPublish = roleAllows(role, "publish");
  const editor = useRef<JsonEditorHandle>(null);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [text, setText] = useState("");
  const [draft, setDraft] = useState<SavedDraft | null>(null);
  /** Bumped after every saved change: the preview renders the draft again (a counter of this page, never reset). */
  const [previewRevision, setPreviewRevision] = useState(0);
  const [note, setNote] = useState("");
  /** A publish or a discard on its way. */
  const [busy, setBusy] = useState<"publishing" | "discarding" | undefined>(undefined);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  /** The text last saved as the draft (or loaded): the autosave sends only what differs. */
  const [savedText, setSavedText] = useState("");
  /** The document the outline and the form show; undefined while the JSON does not parse. */
  const doc = useMemo<unknown>(() => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }, [text]);

  const autosave = useDraftAutosave({
    enabled: canEdit && loaded !== undefined,
    screenId,
    text,
    doc,
    savedText,
    baseVersion: draft?.baseVersion ?? loaded?.published?.version ?? 0,
    revision: draft?.revision ?? 0,
    onSaved: (saved) => {
      setSavedText(saved.text);
      setDraft(saved.draft);
      setPreviewRevision((value) => value + 1);
    },
  });
  const { save, reset: resetSave } = autosave;

  const load = useCallback(
    () =>
      loadScreen(screenId, roleAllows(role, "edit"), me, openDraft).then(
        (result) => {
          setSavedText(result.text);
          setLoaded(result);
          setText(result.text);
          setDraft(result.draft);
          setLoadError(undefined);
          resetSave();
          editor.current?.replace(result.text);
        },
        (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
      ),
    [screenId, role, me, openDraft, resetSave],
  );

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const problems = useMemo(() => checkDraft(screenId, text), [screenId, text]);
  const rows = useMemo(() => (doc === undefined ? [] : outlineOf(doc)), [doc]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [view, setView] = useState<"blocks" | "json" | "history" | "schedule">("blocks");
  /** The route table (issue 28) has rows, not blocks: its first view lists them, and the preview shows a row's screen. */
  const routeTable = screenId === routeTableId;
  const [previewedRow, setPreviewedRow] = useState<string | undefined>(undefined);
  /** The field of the selected block to focus once its form is drawn (the path inside the block). */
  const [focusField, setFocusField] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (focusField === undefined) return undefined;
    const timer = setTimeout(() => {
      const base = `${ids}-form`;
      const parts = focusField.filter((part) => part !== "");
      const candidates = parts.flatMap((_part, index) => {
        const head = parts.slice(0, parts.length - index);
        return [`${base}_${head.join("_")}`, `${base}_${head.slice(0, -1).join("_")}-${head.at(-1) ?? ""}`];
      });
      const field = candidates.map((id) => document.getElementById(id)).find((element) => element !== null);
      (field ?? document.querySelector<HTMLElement>(".studio-block-form input, .studio-block-form select"))?.focus();
      setFocusField(undefined);
    }, 50);
    return () => clearTimeout(timer);
  }, [focusField, ids]);
  /** Bumped by every publish and rollback, so the history reloads. */
  const [publishes, setPublishes] = useState(0);
  const selectedBlock = selected === undefined || doc === undefined ? undefined : valueAt(doc, selected);
  const selectedEntry = isUnknownRecord(selectedBlock) ? palette.find((entry) => entry.type === selectedBlock.type) : undefined;

  /** A change from the outline or the form: the JSON view takes it as one undoable edit, and the rest follows. */
  const apply = (next: unknown, select?: string) => {
    const nextText = pretty(next);
    if (nextText === text) return;
    editor.current?.replace(nextText);
    setText(nextText);
    if (select !== undefined) setSelected(select);
  };
  const warnings = useMemo(() => (doc === undefined ? [] : layoutWarnings(doc, text, t)), [doc, text, t]);
  const editorProblems = useMemo<EditorProblem[]>(
    () => [
      ...problems.map((problem) => ({ line: problem.line, column: problem.column, message: problem.message, severity: "error" as const })),
      ...warnings.map((warning) => ({ line: warning.line, column: warning.column, message: warning.message, severity: "warning" as const })),
    ],
    [problems, warnings],
  );

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
  }, [rows, text, view, viewer]);

  const unsaved = text !== savedText;
  const publishBlocked = problems.length > 0 || unsaved || draft === null || busy !== undefined;

  const publish = async (overwrite: boolean) => {
    if (draft === null) return;
    setBusy("publishing");
    try {
      const reply = await manage("POST", `/drafts/${draft.id}/publish`, { note, overwrite });
      const done = publishedReplySchema.safeParse(reply.body);
      if (reply.status === 201 && done.success) {
        setConflict(undefined);
        setNote("");
        setStatus(t("editor.published", { version: done.data.version }));
        setPublishes((value) => value + 1);
        await load();
        return;
      }
      const conflicted = reply.status === 409 ? conflictSchema.safeParse(reply.body) : undefined;
      if (conflicted?.success === true) {
        setConflict(conflicted.data);
        return;
      }
      setStatus(t("error.generic", { message: errorMessageOf(reply) }));
    } finally {
      // Publish is never left disabled by a call that failed or never came back.
      setBusy(undefined);
    }
  };

  const merged = (document: unknown, version: number) => {
    // The draft now starts from the latest version; saving it happens as for any change.
    setDraft((current) => (current === null ? current : { ...current, baseVersion: version }));
    setLoaded((current) => (current === undefined ? current : { ...current, published: current.published === null ? null : { ...current.published, version } }));
    const next = pretty(document);
    editor.current?.replace(next);
    setText(next);
    setSavedText("");
    setConflict(undefined);
    setStatus(t("editor.conflict.merged", { version }));
  };

  const discard = async () => {
    if (draft === null) return;
    setBusy("discarding");
    try {
      const reply = await manage("DELETE", `/drafts/${draft.id}`);
      if (reply.status !== 200) {
        setStatus(t("error.generic", { message: errorMessageOf(reply) }));
        return;
      }
      setStatus(t("editor.discarded"));
      await load();
    } finally {
      setBusy(undefined);
    }
  };

  if (loadError !== undefined) {
    return (
      <div role="alert">
        <p className="studio-error">{t("editor.loadFailed", { message: loadError })}</p>
        <button type="button" className="studio-button" onClick={() => void load()}>
          {t("editor.tryAgain")}
        </button>
      </div>
    );
  }
  if (loaded === undefined) return <p aria-busy="true">…</p>;

  return (
    <div className="studio-editor">
      <div className="studio-toolbar">
        <p className="studio-meta">
          {(draft?.baseVersion ?? loaded.published?.version ?? 0) === 0 ? t("editor.newScreen") : t("editor.baseVersion", { version: draft?.baseVersion ?? loaded.published?.version ?? 0 })}
        </p>
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
        <SaveStatus save={save} unsaved={unsaved} onRetry={autosave.retry} />
        {canPublish ? (
          <>
            <label className="studio-inline">
              {t("editor.publishNote")}
              <input type="text" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
            </label>
            <button type="button" className="studio-button studio-primary" disabled={publishBlocked} aria-describedby={`${ids}-publish-why`} onClick={() => void publish(false)}>
              {busy === "publishing" ? t("editor.publishing") : t("editor.publish")}
            </button>
            <span id={`${ids}-publish-why`} className="studio-help">
              {problems.length > 0 ? t("editor.publishBlocked") : ""}
            </span>
          </>
        ) : canEdit ? (
          <p className="studio-meta">{t("editor.publishNeedsRole")}</p>
        ) : null}
        {canEdit && draft !== null ? (
          <button type="button" className="studio-button" disabled={busy !== undefined} onClick={() => void discard()}>
            {t("editor.discard")}
          </button>
        ) : null}
      </div>
      <output className="studio-status">{status}</output>
      {save.kind === "stale" ? <StaleDraft revision={save.revision} onReload={() => void load()} onKeepMine={autosave.keepMine} /> : null}
      {loaded.othersDraft !== null ? <p className="studio-note">{t("editor.othersDraft", { owner: loaded.othersDraft.ownerName })}</p> : null}
      {loaded.drafts.length > 0 ? (
        <nav aria-label={t("editor.draftsOfScreen")} className="studio-drafts">
          <span>{t("editor.draftsOfScreen")}:</span>
          <ul>
            {loaded.drafts.map((item) => (
              <li key={item.id}>
                <a href={`/studio/edit?screen=${encodeURIComponent(screenId)}&draft=${item.id}`} aria-current={item.id === draft?.id ? "page" : undefined}>
                  {item.ownerName === me ? t("editor.yourDraft") : item.ownerName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {conflict !== undefined && draft !== null ? (
        <ConflictPanel conflict={conflict} onMerged={merged} onOverwrite={() => void publish(true)} onBack={() => setConflict(undefined)} />
      ) : null}
      <div className="studio-panes">
        <section className="studio-pane" aria-label={t("editor_views.label")}>
          <div role="tablist" aria-label={t("editor_views.label")} className="studio-tabs">
            <button type="button" role="tab" id={`${ids}-tab-blocks`} aria-controls={`${ids}-panel-blocks`} aria-selected={view === "blocks"} onClick={() => setView("blocks")}>
              {routeTable ? t("editor_views.routes") : t("editor_views.blocks")}
            </button>
            <button type="button" role="tab" id={`${ids}-tab-json`} aria-controls={`${ids}-panel-json`} aria-selected={view === "json"} onClick={() => setView("json")}>
              {t("editor_views.json")}
            </button>
            <button type="button" role="tab" id={`${ids}-tab-history`} aria-controls={`${ids}-panel-history`} aria-selected={view === "history"} onClick={() => setView("history")}>
              {t("editor_views.history")}
            </button>
            <button type="button" role="tab" id={`${ids}-tab-schedule`} aria-controls={`${ids}-panel-schedule`} aria-selected={view === "schedule"} onClick={() => setView("schedule")}>
              {t("editor_views.schedule")}
            </button>
          </div>
          {view === "history" ? (
            <div role="tabpanel" id={`${ids}-panel-history`} aria-labelledby={`${ids}-tab-history`}>
              <HistoryPanel
                key={publishes}
                screenId={screenId}
                canRollBack={canPublish}
                onRolledBack={(version) => {
                  setStatus(t("history.rolledBack", { version }));
                  void load();
                }}
              />
            </div>
          ) : null}
          {view === "schedule" ? (
            <div role="tabpanel" id={`${ids}-panel-schedule`} aria-labelledby={`${ids}-tab-schedule`}>
              <SchedulePanel
                screenId={screenId}
                draftId={draft?.id}
                canSchedule={canPublish}
                blocked={problems.length > 0 ? t("editor.publishBlocked") : unsaved || draft === null ? t("schedule.saveFirst") : undefined}
              />
            </div>
          ) : null}
          <div role="tabpanel" id={`${ids}-panel-blocks`} aria-labelledby={`${ids}-tab-blocks`} hidden={view !== "blocks"}>
            {doc === undefined ? (
              <p className="studio-error">{t("form.invalidJson")}</p>
            ) : routeTable ? (
              <RouteRows doc={doc} previewed={previewedRow} onPreview={setPreviewedRow} />
            ) : (
              <>
                <Outline
                  rows={rows}
                  selected={selected}
                  readOnly={!canEdit}
                  onSelect={setSelected}
                  onMove={(pointer, to) => {
                    const moved = moveBlock(doc, pointer, to);
                    apply(moved.doc, moved.pointer);
                  }}
                  onDuplicate={(pointer) => {
                    const copied = duplicateBlock(doc, pointer);
                    apply(copied.doc, copied.pointer);
                  }}
                  onDelete={(pointer) => {
                    apply(removeBlock(doc, pointer));
                    setSelected(undefined);
                  }}
                  onAdd={(type) => {
                    const entry = palette.find((item) => item.type === type);
                    if (entry === undefined) return;
                    const id = uniqueBlockId(doc, typeof entry.example.id === "string" ? entry.example.id : type);
                    const added = insertBlock(doc, { ...entry.example, id }, selected);
                    apply(added.doc, added.pointer);
                    setStatus(t("outline.added", { type, id }));
                  }}
                />
                <section className="studio-properties" aria-labelledby={`${ids}-props`}>
                  <h2 id={`${ids}-props`}>
                    {selectedEntry !== undefined && isUnknownRecord(selectedBlock) ? t("form.title", { type: selectedEntry.type, id: String(selectedBlock.id ?? "") }) : t("form.none")}
                  </h2>
                  {selectedEntry !== undefined && selected !== undefined ? (
                    <BlockForm
                      key={selected}
                      blockRef={selectedEntry.ref}
                      block={selectedBlock}
                      readOnly={!canEdit}
                      idPrefix={`${ids}-form`}
                      onChange={(block) => {
                        if (JSON.stringify(block) !== JSON.stringify(selectedBlock)) apply(setAt(doc, selected, block));
                      }}
                    />
                  ) : null}
                </section>
              </>
            )}
          </div>
          <div role="tabpanel" id={`${ids}-panel-json`} aria-labelledby={`${ids}-tab-json`} hidden={view !== "json"}>
            <h2 id={`${ids}-json`}>{t("editor.json")}</h2>
            <p id={`${ids}-json-help`} className="studio-help">
              {t("editor.jsonHelp")}
            </p>
            <JsonEditor
              initialText={loaded.text}
              problems={editorProblems}
              readOnly={!canEdit}
              labelledBy={`${ids}-json`}
              describedBy={`${ids}-json-help`}
              onChange={setText}
              handle={editor}
              {...(routeTable ? { schema: routeTableSchema } : {})}
            />
          </div>
          <ProblemList
            problems={problems}
            warnings={warnings}
            onSelect={(problem) => {
              // A problem inside a block selects that block and its field in the form; any other, its place in the JSON.
              const row = rows.filter((item) => problem.pointer === item.pointer || problem.pointer.startsWith(`${item.pointer}/`)).at(-1);
              if (row === undefined || doc === undefined || !palette.some((entry) => entry.type === row.type)) {
                setView("json");
                editor.current?.reveal(problem.line, problem.column);
                return;
              }
              setView("blocks");
              setSelected(row.pointer);
              setFocusField(problem.pointer.slice(row.pointer.length + 1).split("/"));
            }}
          />
        </section>
        {!routeTable ? (
          <PreviewPanel screenId={screenId} draftId={draft?.id} revision={previewRevision} />
        ) : previewedRow !== undefined ? (
          <PreviewPanel key={previewedRow} screenId={previewedRow} draftId={undefined} revision={0} />
        ) : (
          <p className="studio-help">{t("routes.choose")}</p>
        )}
      </div>
    </div>
  );
}
