"use client";
/** Where the editor's draft stands (saving, saved at, failed with why, stale, unsaved), with a retry after a failure. */
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import type { SaveState } from "./useDraftAutosave";

export function SaveStatus({ save, unsaved, onRetry }: { save: SaveState; unsaved: boolean; onRetry(): void }) {
  const t = useStudioT();
  const text =
    save.kind === "saving"
      ? t("editor.saving")
      : save.kind === "saved" && !unsaved
        ? t("editor.saved", { time: save.at })
        : save.kind === "error"
          ? t("editor.saveFailed", { message: save.message })
          : save.kind === "stale"
            ? t("editor.staleShort")
            : unsaved
              ? t("editor.unsaved")
              : "";
  return (
    <>
      <output className="studio-meta" data-save-state={save.kind === "error" || save.kind === "stale" || !unsaved ? save.kind : "unsaved"}>
        {text}
      </output>
      {save.kind === "error" ? (
        <button type="button" className="studio-button" onClick={onRetry}>
          {t("editor.tryAgain")}
        </button>
      ) : null}
    </>
  );
}
