"use client";
/** One frame of the preview: the viewer app's render at a locale and width, scaled down in the matrix. */
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { frameScale, frameSrc, type PreviewSettings, type PreviewView } from "./previewFrame";

interface PreviewFrameProps {
  view: PreviewView;
  matrix: boolean;
  /** The viewer's origin. */
  viewer: string;
  grant: string;
  settings: PreviewSettings;
  frameRef(node: HTMLIFrameElement | null): (() => void) | undefined;
}

export function PreviewFrame({ view, matrix, viewer, grant, settings, frameRef }: PreviewFrameProps) {
  const t = useStudioT();
  const { scale, height } = frameScale(view.width, matrix);
  return (
    <div className="studio-frame-box" style={{ inlineSize: `${Math.round(view.width * scale)}px`, ...(height === undefined ? {} : { blockSize: `${Math.round(height * scale)}px` }) }}>
      {/* oxlint-disable-next-line react/iframe-missing-sandbox -- the frame is this app's own page, which needs its scripts and its cookie: a sandbox allowing both restricts nothing */}
      <iframe
        ref={frameRef}
        title={t("preview.frameTitle", { locale: t(`locales.${view.locale}`), width: view.width })}
        src={frameSrc(viewer, grant, settings, view.locale)}
        data-locale={view.locale}
        data-width={view.width}
        style={{
          inlineSize: `${view.width}px`,
          blockSize: height === undefined ? "75vh" : `${height}px`,
          ...(scale === 1 ? {} : { transform: `scale(${scale})`, transformOrigin: "0 0" }),
        }}
      />
    </div>
  );
}
