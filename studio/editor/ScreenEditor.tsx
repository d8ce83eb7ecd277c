"use client";
/**
 * The editor of one screen (issue 17): the layout as JSON beside the live preview. A change is checked at once with
 * the shared validator (the CLI's and the API's problems, same pointers), saved as the editor's server-side draft a
 * moment later, and the preview frames render the saved draft. Publishing needs a publisher and no problem; a
 * version published since the draft started shows the conflict: merge, overwrite or go back.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { roleAllows, type StaffRole } from "@/domain/staffRoles";
import { PointerLocator } from "@/screens-schema/cli/locate-pointer";
import {
  conflictSchema,
  draftReplySchema,
  errorMessageOf,
  manage,
  publishedReplySchema,
  publishedScreenSchema,
  screenPath,
  type Conflict,
} from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { PreviewPanel } from "@/studio/preview/PreviewPanel";
import { checkDraft } from "./checkDraft";
import { ConflictPanel } from "./ConflictPanel";
import { JsonEditor, type EditorProblem, type JsonEditorHandle } from "./JsonEditor";
import { ProblemList } from "./ProblemList";

/** Short enough to feel live, long enough that a burst of typing is one save (and one preview render). */
const saveDelayMs = 120;

interface Loaded {
  published: { version: number; document: unknown } | null;
  draft: { id: number; baseVersion: number } | null;
  text: string;
}

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "error"; message: string };

function pretty(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The pointer of the block with this id in the document, if any (depth-first, as the outline lists them). */
function blockPointer(value: unknown, blockId: string, pointer = ""): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = blockPointer(item, blockId, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  if ("id" in value && value.id === blockId && "type" in value) return pointer;
  for (const [key, child] of Object.entries(value)) {
    const found = blockPointer(child, blockId, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function loadScreen(screenId: string, canEdit: boolean): Promise<Loaded> {
  const [current, mine] = await Promise.all([manage("GET", screenPath(screenId)), canEdit ? manage("GET", `${screenPath(screenId)}/draft`) : Promise.resolve(undefined)]);
  if (current.status !== 200 && current.status !== 404) throw new Error(errorMessageOf(current));
  const published = current.status === 200 ? publishedScreenSchema.parse(current.body) : null;
  const draft = mine?.status === 200 ? draftReplySchema.parse(mine.body).draft : null;
  const start = draft?.document ?? published?.document ?? { schemaVersion: "1.1", id: screenId, title: { ar: "", en: "", fr: "" }, blocks: [] };
  return {
    published: published === null ? null : { version: published.version, document: published.document },
    draft: draft === null ? null : { id: draft.id, baseVersion: draft.baseVersion },
    text: pretty(start),
  };
}

export function ScreenEditor({ screenId, role }: { screenId: string; role: StaffRole }) {
  const t = useStudioT();
  const ids = useId();
  const canEdit = roleAllows(role, "edit");
  const canPublish = roleAllows(role, "publish");
  const editor = useRef<JsonEditorHandle>(null);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [text, setText] = useState("");
  const [draft, setDraft] = useState<{ id: number; baseVersion: number } | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: "idle" });
  const [revision, setRevision] = useState(0);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  /** The text last saved as the draft (or loaded): the autosave sends only what differs. */
  const [savedText, setSavedText] = useState("");

  const load = useCallback(
    () =>
      loadScreen(screenId, canEdit).then(
        (result) => {
          setSavedText(result.text);
          setLoaded(result);
          setText(result.text);
          setDraft(result.draft);
          setLoadError(undefined);
          editor.current?.replace(result.text);
        },
        (error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)),
      ),
    [screenId, canEdit],
  );

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const problems = useMemo(() => checkDraft(screenId, text), [screenId, text]);
  const editorProblems = useMemo<EditorProblem[]>(
    () => problems.map((problem) => ({ line: problem.line, column: problem.column, message: problem.message, severity: "error" })),
    [problems],
  );

  // Autosave: the latest parseable text, once typing pauses, as this editor's draft.
  useEffect(() => {
    if (!canEdit || loaded === undefined || text === savedText || !parses(text)) return undefined;
    const timer = setTimeout(() => {
      const baseVersion = draft?.baseVersion ?? loaded.published?.version ?? 0;
      const sent = text;
      setSave({ kind: "saving" });
      void manage("PUT", `${screenPath(screenId)}/draft`, { baseVersion, document: JSON.parse(sent) }).then((reply) => {
        const parsed = draftReplySchema.safeParse(reply.body);
        if ((reply.status === 200 || reply.status === 201) && parsed.success) {
          setSavedText(sent);
          setDraft({ id: parsed.data.draft.id, baseVersion: parsed.data.draft.baseVersion });
          setSave({ kind: "saved", at: new Date(parsed.data.draft.updatedAt).toLocaleTimeString() });
          setRevision((value) => value + 1);
        } else {
          setSave({ kind: "error", message: errorMessageOf(reply) });
        }
      });
    }, saveDelayMs);
    return () => clearTimeout(timer);
  }, [text, savedText, canEdit, loaded, draft, screenId]);

  // A click on a block in a preview frame selects it here.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data !== "object" || data === null || !("type" in data) || data.type !== "shasha:block" || !("blockId" in data) || typeof data.blockId !== "string") return;
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch {
        return;
      }
      const pointer = blockPointer(doc, data.blockId);
      if (pointer === undefined) return;
      const { line, column } = new PointerLocator(text).locate(pointer, "invalid-value");
      editor.current?.reveal(line, column);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [text]);

  const unsaved = text !== savedText;
  const publishBlocked = problems.length > 0 || unsaved || draft === null || busy;

  const publish = async (overwrite: boolean) => {
    if (draft === null) return;
    setBusy(true);
    const reply = await manage("POST", `/drafts/${draft.id}/publish`, { note, overwrite });
    setBusy(false);
    if (reply.status === 201) {
      const done = publishedReplySchema.parse(reply.body);
      setConflict(undefined);
      setNote("");
      setStatus(t("editor.published", { version: done.version }));
      await load();
      return;
    }
    if (reply.status === 409) {
      const parsed = conflictSchema.safeParse(reply.body);
      if (parsed.success) {
        setConflict(parsed.data);
        return;
      }
    }
    setStatus(t("error.generic", { message: errorMessageOf(reply) }));
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
    const reply = await manage("DELETE", `/drafts/${draft.id}`);
    if (reply.status !== 200) {
      setStatus(t("error.generic", { message: errorMessageOf(reply) }));
      return;
    }
    setStatus(t("editor.discarded"));
    await load();
  };

  if (loadError !== undefined) {
    return (
      <p role="alert" className="studio-error">
        {t("editor.loadFailed", { message: loadError })}
      </p>
    );
  }
  if (loaded === undefined) return <p aria-busy="true">…</p>;

  const saveText =
    save.kind === "saving" ? t("editor.saving") : save.kind === "saved" && !unsaved ? t("editor.saved", { time: save.at }) : save.kind === "error" ? t("editor.saveFailed", { message: save.message }) : unsaved ? t("editor.unsaved") : "";

  return (
    <div className="studio-editor">
      <div className="studio-toolbar">
        <p className="studio-meta">
          {draft !== null ? t("editor.baseVersion", { version: draft.baseVersion }) : loaded.published === null ? t("editor.newScreen") : t("editor.baseVersion", { version: loaded.published.version })}
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
        <output className="studio-meta" data-save-state={unsaved ? "unsaved" : save.kind}>
          {saveText}
        </output>
        {canPublish ? (
          <>
            <label className="studio-inline">
              {t("editor.publishNote")}
              <input type="text" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
            </label>
            <button type="button" className="studio-button studio-primary" disabled={publishBlocked} aria-describedby={`${ids}-publish-why`} onClick={() => void publish(false)}>
              {busy ? t("editor.publishing") : t("editor.publish")}
            </button>
            <span id={`${ids}-publish-why`} className="studio-help">
              {problems.length > 0 ? t("editor.publishBlocked") : ""}
            </span>
          </>
        ) : canEdit ? (
          <p className="studio-meta">{t("editor.publishNeedsRole")}</p>
        ) : null}
        {canEdit && draft !== null ? (
          <button type="button" className="studio-button" onClick={() => void discard()}>
            {t("editor.discard")}
          </button>
        ) : null}
      </div>
      <output className="studio-status">{status}</output>
      {conflict !== undefined && draft !== null ? (
        <ConflictPanel conflict={conflict} onMerged={merged} onOverwrite={() => void publish(true)} onBack={() => setConflict(undefined)} />
      ) : null}
      <div className="studio-panes">
        <section className="studio-pane" aria-labelledby={`${ids}-json`}>
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
          />
          <ProblemList problems={problems} onSelect={(problem) => editor.current?.reveal(problem.line, problem.column)} />
        </section>
        <PreviewPanel screenId={screenId} draftId={draft?.id} revision={revision} />
      </div>
    </div>
  );
}
