"use client";
/**
 * The live preview (issue 17, ARCHITECTURE.md §9): the viewer app's own server render of the draft, on the viewer's
 * origin, in frames it lets only the studio's origin embed. A grant from the management service opens each frame; a change of the draft
 * renders the frames again (their own URL and cookie). Locale, width and audience choose what the render
 * shows; the time machine shows the published screen as it will be at a moment, scheduled changes applied.
 */
import { useId, useState } from "react";
import { ScrollRegion } from "@/studio/shell/ScrollRegion";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { useViewerOrigin } from "@/studio/shell/ViewerOrigin";
import { PreviewControls } from "./PreviewControls";
import { PreviewFrame } from "./PreviewFrame";
import { previewViews, type PreviewSettings } from "./previewFrame";
import { usePreviewFrames } from "./usePreviewFrames";

interface PreviewPanelProps {
  screenId: string;
  /** The draft to show; undefined: the published screen (or, with a time, the screen as scheduled then). */
  draftId: number | undefined;
  /** Bumped after every saved change of the draft. */
  revision: number;
}

export function PreviewPanel({ screenId, draftId, revision }: PreviewPanelProps) {
  const t = useStudioT();
  const ids = useId();
  const viewer = useViewerOrigin();
  const [settings, setSettings] = useState<PreviewSettings>({ locale: "ar", width: 390, audience: "anonymous", profile: "adult", country: "JO", at: "" });
  const [matrix, setMatrix] = useState(false);
  // The time machine previews the screen as scheduled, never the draft.
  const subject = settings.at === "" ? draftId : undefined;
  const { grant, failure, frameRef } = usePreviewFrames({ screenId, subject, revision, viewer });

  const set = <K extends keyof PreviewSettings>(key: K, value: PreviewSettings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  return (
    <section className="studio-preview" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t("preview.title")}</h2>
      <PreviewControls ids={ids} settings={settings} set={set} matrix={matrix} onToggleMatrix={() => setMatrix((value) => !value)} />
      {failure !== undefined ? (
        <p role="alert" className="studio-error">
          {t("preview.failed", { message: failure })}
        </p>
      ) : null}
      {/* Frames sit left to right in either studio language; each page inside has its own direction. */}
      <ScrollRegion label={t("preview.title")} className={matrix ? "studio-preview-matrix" : "studio-preview-single"} dir="ltr">
        {grant === undefined || viewer === undefined
          ? null
          : previewViews(matrix, settings).map((view) => (
              <PreviewFrame key={`${view.locale}-${view.width}`} view={view} matrix={matrix} viewer={viewer} grant={grant} settings={settings} frameRef={frameRef} />
            ))}
      </ScrollRegion>
    </section>
  );
}
