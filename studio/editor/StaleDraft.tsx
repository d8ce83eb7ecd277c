"use client";
/**
 * A save refused because the draft changed elsewhere (issue 27): another tab or window saved it, or it was
 * published or discarded. Autosave waits until the editor chooses: reload the draft as it is now (this tab's
 * unsaved changes are dropped), or keep this tab's version and save it over that one.
 */
import { useId } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

interface StaleDraftProps {
  /** The draft's revision on the server now; 0 when it is gone (published or discarded). */
  revision: number;
  onReload(): void;
  onKeepMine(): void;
}

export function StaleDraft({ revision, onReload, onKeepMine }: StaleDraftProps) {
  const t = useStudioT();
  const id = useId();
  return (
    <div className="studio-note" role="alert" aria-labelledby={`${id}-text`} data-stale-draft={revision}>
      <p id={`${id}-text`}>{revision === 0 ? t("editor.staleGone") : t("editor.stale", { revision })}</p>
      <div className="studio-toolbar">
        <button type="button" className="studio-button studio-primary" onClick={onReload}>
          {t("editor.reloadDraft")}
        </button>
        <button type="button" className="studio-button" onClick={onKeepMine}>
          {t("editor.keepMine")}
        </button>
      </div>
    </div>
  );
}
