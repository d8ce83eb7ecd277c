"use client";
/**
 * Publishing the draft (issue 17): a publisher publishes the saved draft, with a note, when it has no problem. A
 * version published since the draft started is a conflict (ConflictPanel): merge, overwrite or go back. The draft
 * can be discarded, and what it may not do yet (publish, schedule) says why.
 */
import { useState } from "react";
import { conflictSchema, errorMessageOf, manage, publishedReplySchema, type Conflict } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { DraftProblem } from "./checkDraft";
import type { EditorDraft } from "./useDraft";

export interface PublishInput {
  /** The draft it publishes, merges or discards (useDraft). */
  draft: EditorDraft;
  problems: readonly DraftProblem[];
  /** The editor's status line. */
  setStatus(status: string): void;
}

export interface Publish {
  note: string;
  setNote(note: string): void;
  /** A publish or a discard on its way. */
  busy: "publishing" | "discarding" | undefined;
  /** Whether Publish is disabled: problems, unsaved changes, no draft, or a call on its way. */
  blocked: boolean;
  /** Why the draft cannot be published, beside the button ("" when it has no problem). */
  blockedWhy: string;
  /** Why the draft cannot be scheduled now (problems, unsaved changes), if it cannot. */
  scheduleBlocked: string | undefined;
  publish(overwrite: boolean): Promise<void>;
  /** Bumped by every publish, so the history reloads (after a rollback the history panel reloads itself). */
  publishes: number;
  conflict: Conflict | undefined;
  merged(document: unknown, version: number): void;
  /** Leaves the conflict as it is (the editor goes back to the draft). */
  back(): void;
  discard(): Promise<void>;
  /** A version rolled back to in the history: said on the status line, and the screen loaded again. */
  rolledBack(version: number): void;
}

export function usePublish({ draft: editing, problems, setStatus }: PublishInput): Publish {
  const t = useStudioT();
  const { saved: draft, unsaved, load, rebase } = editing;
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<"publishing" | "discarding" | undefined>(undefined);
  const [conflict, setConflict] = useState<Conflict | undefined>(undefined);
  const [publishes, setPublishes] = useState(0);

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
    rebase(document, version);
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

  const rolledBack = (version: number) => {
    setStatus(t("history.rolledBack", { version }));
    void load();
  };

  return {
    note,
    setNote,
    busy,
    blocked: problems.length > 0 || unsaved || draft === null || busy !== undefined,
    blockedWhy: problems.length > 0 ? t("editor.publishBlocked") : "",
    scheduleBlocked: problems.length > 0 ? t("editor.publishBlocked") : unsaved || draft === null ? t("schedule.saveFirst") : undefined,
    publish,
    publishes,
    conflict,
    merged,
    back: () => setConflict(undefined),
    discard,
    rolledBack,
  };
}
