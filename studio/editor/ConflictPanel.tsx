"use client";
/**
 * A publish conflict: what was published since the draft's base and what the draft changes, side by side as diff
 * rows against that base, and the three ways on.
 */
import { useId, useMemo, useState } from "react";
import type { Conflict } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { DiffTable } from "@/studio/history/DiffTable";
import { versionDiff } from "@/studio/history/versionDiff";
import { mergeDraft } from "./mergeDraft";

interface ConflictPanelProps {
  conflict: Conflict;
  onMerged(document: unknown, version: number): void;
  onOverwrite(): void;
  onBack(): void;
}

export function ConflictPanel({ conflict, onMerged, onOverwrite, onBack }: ConflictPanelProps) {
  const t = useStudioT();
  const id = useId();
  const [mergeFailed, setMergeFailed] = useState(false);
  const base = conflict.base?.document ?? null;
  const theirs = useMemo(() => versionDiff(base, conflict.latest.document), [base, conflict.latest.document]);
  const yours = useMemo(() => versionDiff(base, conflict.draft.document), [base, conflict.draft.document]);
  const baseLabel = t("history.versionN", { version: conflict.draft.baseVersion });
  const merge = () => {
    const result = mergeDraft(base, conflict.draft.document, conflict.latest.document);
    if (result.ok) onMerged(result.document, conflict.latest.version);
    else setMergeFailed(true);
  };
  return (
    <section className="studio-conflict" role="alertdialog" aria-labelledby={id} aria-modal="false">
      <h2 id={id}>{t("editor.conflict.title")}</h2>
      <p>{t("editor.conflict.intro", { base: conflict.draft.baseVersion, latest: conflict.latest.version, author: conflict.latest.author })}</p>
      <div className="studio-side-by-side">
        <DiffTable rows={theirs} caption={t("editor.conflict.theirs", { version: conflict.latest.version })} beforeLabel={baseLabel} afterLabel={t("history.versionN", { version: conflict.latest.version })} />
        <DiffTable rows={yours} caption={t("editor.conflict.yours")} beforeLabel={baseLabel} afterLabel={t("editor.conflict.yourDraft")} />
      </div>
      {mergeFailed ? <p role="alert" className="studio-error">{t("editor.conflict.mergeFailed")}</p> : null}
      <div className="studio-toolbar">
        <button type="button" className="studio-button" onClick={merge}>
          {t("editor.conflict.merge")}
        </button>
        <button type="button" className="studio-button studio-danger" onClick={onOverwrite}>
          {t("editor.conflict.overwrite")}
        </button>
        <button type="button" className="studio-button" onClick={onBack}>
          {t("editor.conflict.back")}
        </button>
      </div>
    </section>
  );
}
