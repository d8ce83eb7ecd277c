"use client";
/**
 * The draft the editor works on (issues 17 and 27): the screen loaded (loadScreen), the text as the JSON view has
 * it, and that text autosaved as the editor's draft (useDraftAutosave: one save at a time, tried again on the next
 * change or on "Try again", a `draft-stale` 409 waiting for reload or keep mine). The editor's own draft can be
 * changed; another's, opened to review it, only shown.
 */
import { useCallback, useEffect, useMemo, useState, type RefObject } from "react";
import { roleAllows, type StaffRole } from "@/domain/staffRoles";
import type { JsonEditorHandle } from "./JsonEditor";
import { loadScreen, pretty, type Loaded } from "./loadScreen";
import { useDraftAutosave, type Autosave, type SavedDraft } from "./useDraftAutosave";

export interface DraftInput {
  screenId: string;
  role: StaffRole;
  /** Who is signed in, as drafts name their owner (the staff email). */
  me: string;
  /** A draft to open (another editor's, to review and publish); default the signed-in editor's own. */
  openDraft: number | undefined;
  /** The JSON view, whose text a load or a merge replaces. */
  editor: RefObject<JsonEditorHandle | null>;
}

export interface EditorDraft {
  /** Undefined until the screen has loaded. */
  loaded: Loaded | undefined;
  loadError: string | undefined;
  /** Loads the screen again (after a publish, a discard, a rollback, a stale save), or after a failed load. */
  load(): Promise<void>;
  text: string;
  /** The JSON view's changes. */
  setText(text: string): void;
  /** The document the outline and the form show; undefined while the JSON does not parse. */
  doc: unknown;
  /** Replaces the text from outside the JSON view (the outline, the form, a merge), as one undoable edit there. */
  replaceText(text: string): void;
  /** The draft as saved on the server (null: none yet). */
  saved: SavedDraft | null;
  /** The published version the draft starts from (0: a new screen). */
  baseVersion: number;
  /** After a merge: the text is `document`, the draft's base the published `version`. */
  rebase(document: unknown, version: number): void;
  canEdit: boolean;
  unsaved: boolean;
  autosave: Autosave;
  /** Bumped after every saved change: the preview renders the draft again (a counter of this page, never reset). */
  previewRevision: number;
}

export function useDraft({ screenId, role, me, openDraft, editor }: DraftInput): EditorDraft {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const canEdit = roleAllows(role, "edit") && loaded?.othersDraft == null;
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const [text, setText] = useState("");
  const [draft, setDraft] = useState<SavedDraft | null>(null);
  const [previewRevision, setPreviewRevision] = useState(0);
  /** The text last saved as the draft (or loaded): the autosave sends only what differs. */
  const [savedText, setSavedText] = useState("");
  const doc = useMemo<unknown>(() => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }, [text]);
  const baseVersion = draft?.baseVersion ?? loaded?.published?.version ?? 0;

  const autosave = useDraftAutosave({
    enabled: canEdit && loaded !== undefined,
    screenId,
    text,
    doc,
    savedText,
    baseVersion,
    revision: draft?.revision ?? 0,
    onSaved: (saved) => {
      setSavedText(saved.text);
      setDraft(saved.draft);
      setPreviewRevision((value) => value + 1);
    },
  });
  const { reset: resetSave } = autosave;

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
    [screenId, role, me, openDraft, resetSave, editor],
  );

  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const replaceText = (next: string) => {
    editor.current?.replace(next);
    setText(next);
  };

  const rebase = (document: unknown, version: number) => {
    // The draft now starts from the latest version; saving it happens as for any change.
    setDraft((current) => (current === null ? current : { ...current, baseVersion: version }));
    setLoaded((current) => (current === undefined ? current : { ...current, published: current.published === null ? null : { ...current.published, version } }));
    replaceText(pretty(document));
    setSavedText("");
  };

  const unsaved = text !== savedText;
  return { loaded, loadError, load, text, setText, doc, replaceText, saved: draft, baseVersion, rebase, canEdit, unsaved, autosave, previewRevision };
}
