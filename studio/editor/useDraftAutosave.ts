"use client";
/**
 * The editor's autosave (issue 17, hardened in issue 27): the latest parseable text, once typing pauses, as the
 * editor's draft on the server. One save at a time: a change made while one is on its way is saved after it, on the
 * revision it returned, so one tab never races itself. Each save names the draft revision it was based on; a draft
 * that moved on elsewhere (another tab, or published or discarded) is `stale` and autosave stops until the editor
 * reloads it or keeps this version over it, instead of one tab silently overwriting the other. A save that fails
 * (no connection, a timeout, a refusal) shows why and is tried again on the next change, or on `retry`.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { draftReplySchema, errorMessageOf, manage, screenPath, staleDraftSchema } from "@/studio/api/studioApi";

/** Short enough to feel live, long enough that a burst of typing is one save (and one preview render). */
export const saveDelayMs = 80;

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "error"; message: string }
  /** The draft on the server is at `revision` now (0: it was published or discarded). */
  | { kind: "stale"; revision: number };

export interface SavedDraft {
  id: number;
  baseVersion: number;
  revision: number;
}

export interface AutosaveInput {
  /** False while the screen loads, and for a role or a draft that may not be changed. */
  enabled: boolean;
  screenId: string;
  text: string;
  /** The parsed text; undefined while it does not parse (nothing is saved then). */
  doc: unknown;
  /** The text last saved (or loaded): only a text that differs is saved. */
  savedText: string;
  baseVersion: number;
  /** The draft revision this tab has (0: no draft yet). */
  revision: number;
  /** A save went through: the parent keeps the text, the draft and its new revision. */
  onSaved(saved: { text: string; draft: SavedDraft }): void;
  delayMs?: number;
}

export interface Autosave {
  save: SaveState;
  /** Tries a failed save again now, without waiting for the next change. */
  retry(): void;
  /** After a stale save: this tab's text is saved over the draft's current revision. */
  keepMine(): void;
  /** After the screen was loaded again (reload, publish, discard): a clean slate. */
  reset(): void;
}

export function useDraftAutosave(input: AutosaveInput): Autosave {
  const { enabled, screenId, text, doc, savedText, baseVersion, delayMs = saveDelayMs } = input;
  const [save, setSave] = useState<SaveState>({ kind: "idle" });
  /** The server's revision the editor chose to save over (`keepMine`), until a save goes through. */
  const [keptOver, setKeptOver] = useState<number | undefined>(undefined);
  const revision = keptOver ?? input.revision;
  const [inFlight, setInFlight] = useState(false);
  /** The text whose save failed: tried again when the text changes (or on `retry`), not in a loop. */
  const [failedText, setFailedText] = useState<string | undefined>(undefined);
  // The parent's latest callback, called when a save answers: not a reason to save again.
  const onSaved = useRef(input.onSaved);
  useEffect(() => {
    onSaved.current = input.onSaved;
  });
  const stale = save.kind === "stale";

  useEffect(() => {
    if (!enabled || inFlight || stale || doc === undefined || text === savedText || text === failedText) return undefined;
    const timer = setTimeout(() => {
      const sent = text;
      setInFlight(true);
      setSave({ kind: "saving" });
      void (async () => {
        try {
          const reply = await manage("PUT", `${screenPath(screenId)}/draft`, { baseVersion, revision, document: doc });
          const parsed = draftReplySchema.safeParse(reply.body);
          if ((reply.status === 200 || reply.status === 201) && parsed.success) {
            const { id, baseVersion: base, revision: next, updatedAt } = parsed.data.draft;
            setFailedText(undefined);
            setKeptOver(undefined);
            onSaved.current({ text: sent, draft: { id, baseVersion: base, revision: next } });
            setSave({ kind: "saved", at: new Date(updatedAt).toLocaleTimeString() });
            return;
          }
          const conflict = reply.status === 409 ? staleDraftSchema.safeParse(reply.body) : undefined;
          if (conflict?.success === true) {
            setSave({ kind: "stale", revision: conflict.data.revision });
            return;
          }
          setFailedText(sent);
          setSave({ kind: "error", message: errorMessageOf(reply) });
        } finally {
          setInFlight(false);
        }
      })();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [enabled, inFlight, stale, doc, text, savedText, failedText, screenId, baseVersion, revision, delayMs]);

  const retry = useCallback(() => setFailedText(undefined), []);
  const keepMine = useCallback(() => {
    if (save.kind !== "stale") return;
    setKeptOver(save.revision);
    setSave({ kind: "idle" });
  }, [save]);
  const reset = useCallback(() => {
    setFailedText(undefined);
    setKeptOver(undefined);
    setSave({ kind: "idle" });
  }, []);
  return { save, retry, keepMine, reset };
}
