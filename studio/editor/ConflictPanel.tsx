"use client";
/** A publish conflict: the version published since and the editor's draft side by side, and the three ways on. */
import { useId, useState } from "react";
import type { Conflict } from "@/studio/api/studioApi";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
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
  const merge = () => {
    const result = mergeDraft(conflict.base?.document ?? null, conflict.draft.document, conflict.latest.document);
    if (result.ok) onMerged(result.document, conflict.latest.version);
    else setMergeFailed(true);
  };
  return (
    <section className="studio-conflict" role="alertdialog" aria-labelledby={id} aria-modal="false">
      <h2 id={id}>{t("editor.conflict.title")}</h2>
      <p>{t("editor.conflict.intro", { base: conflict.draft.baseVersion, latest: conflict.latest.version, author: conflict.latest.author })}</p>
      <div className="studio-side-by-side">
        <figure>
          <figcaption>{t("editor.conflict.theirs", { version: conflict.latest.version })}</figcaption>
          <pre dir="ltr">{JSON.stringify(conflict.latest.document, null, 2)}</pre>
        </figure>
        <figure>
          <figcaption>{t("editor.conflict.yours")}</figcaption>
          <pre dir="ltr">{JSON.stringify(conflict.draft.document, null, 2)}</pre>
        </figure>
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
