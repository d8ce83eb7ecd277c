"use client";
/**
 * The live preview (issue 17, ARCHITECTURE.md §9): the viewer app's own server render of the draft, on the viewer's
 * origin, in frames it lets only the studio's origin embed. A grant from the management service opens each frame; a change of the draft
 * renders the frames again (their own URL and cookie). Locale, width and audience choose what the render
 * shows; the time machine shows the published screen as it will be at a moment, scheduled changes applied.
 */
import { useEffect, useId, useRef, useState } from "react";
import { countries, countryName } from "@/domain/countries";
import { locales, type Locale } from "@/domain/types";
import { ScrollRegion } from "@/studio/shell/ScrollRegion";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { errorMessageOf, grantSchema, manage } from "@/studio/api/studioApi";
import { useViewerOrigin } from "@/studio/shell/ViewerOrigin";
import { previewMessageOf } from "@/domain/previewMessages";

export const previewWidths = [320, 390, 768, 1024, 1440] as const;
const audiences = ["anonymous", "registered", "subscribed", "suspended"] as const;

interface Settings {
  locale: Locale;
  width: number;
  audience: (typeof audiences)[number];
  profile: "adult" | "kid";
  country: string;
  /** `datetime-local` value; empty: now. */
  at: string;
}

interface PreviewPanelProps {
  screenId: string;
  /** The draft to show; undefined: the published screen (or, with a time, the screen as scheduled then). */
  draftId: number | undefined;
  /** Bumped after every saved change of the draft. */
  revision: number;
}

/** The viewer app's render of the draft, on the viewer's origin (the studio's own serves nothing else). */
function frameSrc(viewer: string, grant: string, settings: Settings, locale: Locale): string {
  const query = new URLSearchParams({ grant, audience: settings.audience, profile: settings.profile, country: settings.country });
  if (settings.at !== "") query.set("at", new Date(settings.at).toISOString());
  return `${viewer}/${locale}/preview/frame?${query.toString()}`;
}

/**
 * Asks a frame to render the draft again at this revision, on its own URL and cookie (app/_shell/FrameBridge.tsx).
 * The frame is on the viewer's origin, so only a message reaches it, sent to that origin only. A navigation to a new
 * URL replaces one still loading, where a reload could be lost (CI saw the last save of a quick edit never
 * previewed); a frame still on its grant's redirect, or one that loaded an older revision, says so when it loads
 * and is asked again.
 */
function showRevision(frame: HTMLIFrameElement, revision: number, viewer: string): void {
  if (revision > 0) frame.contentWindow?.postMessage({ type: "shasha:revision", revision }, viewer);
}

export function PreviewPanel({ screenId, draftId, revision }: PreviewPanelProps) {
  const t = useStudioT();
  const studioLocale = useStudioLocale();
  const ids = useId();
  const viewer = useViewerOrigin();
  const [settings, setSettings] = useState<Settings>({ locale: "ar", width: 390, audience: "anonymous", profile: "adult", country: "JO", at: "" });
  const [matrix, setMatrix] = useState(false);
  /** The grant and failure of the last request, for the subject they were asked for. */
  const [granted, setGranted] = useState<{ key: string; grant?: string; failure?: string } | undefined>(undefined);
  const frames = useRef(new Set<HTMLIFrameElement>());
  // The time machine previews the screen as scheduled, never the draft.
  const subject = settings.at === "" ? draftId : undefined;
  const subjectKey = `${screenId}:${subject ?? "published"}`;
  const grant = granted?.key === subjectKey ? granted.grant : undefined;
  const failure = granted?.key === subjectKey ? granted.failure : undefined;

  useEffect(() => {
    let live = true;
    void manage("POST", "/preview-grants", { screenId, ...(subject === undefined ? {} : { draftId: subject }) }).then((reply) => {
      if (!live) return;
      const parsed = grantSchema.safeParse(reply.body);
      setGranted(reply.status === 201 && parsed.success ? { key: subjectKey, grant: parsed.data.grant } : { key: subjectKey, failure: errorMessageOf(reply) });
    });
    return () => {
      live = false;
    };
  }, [screenId, subject, subjectKey]);

  // The draft's revision every frame should show: after a saved change, each renders the draft again.
  const latestRevision = useRef(0);
  useEffect(() => {
    if (revision === 0 || viewer === undefined) return;
    latestRevision.current = revision;
    for (const frame of frames.current) showRevision(frame, revision, viewer);
  }, [revision, viewer]);

  // A frame that loaded says which revision it shows; one behind is asked again.
  useEffect(() => {
    if (viewer === undefined) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== viewer) return;
      const message = previewMessageOf(event.data);
      const frame = [...frames.current].find((candidate) => candidate.contentWindow === event.source);
      if (message?.type !== "shasha:frame" || frame === undefined || message.revision >= latestRevision.current) return;
      showRevision(frame, latestRevision.current, viewer);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [viewer]);

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((current) => ({ ...current, [key]: value }));
  const views: { locale: Locale; width: number }[] = matrix
    ? locales.flatMap((locale) => [390, 1440].map((width) => ({ locale, width })))
    : [{ locale: settings.locale, width: settings.width }];

  return (
    <section className="studio-preview" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t("preview.title")}</h2>
      <div className="studio-preview-controls">
        <label>
          {t("preview.locale")}
          <select value={settings.locale} onChange={(event) => set("locale", locales.find((locale) => locale === event.target.value) ?? "ar")} disabled={matrix}>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {t(`locales.${locale}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("preview.width")}
          <select value={settings.width} onChange={(event) => set("width", Number(event.target.value))} disabled={matrix}>
            {previewWidths.map((width) => (
              <option key={width} value={width}>
                {width} px
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("preview.audience")}
          <select value={settings.audience} onChange={(event) => set("audience", audiences.find((audience) => audience === event.target.value) ?? "anonymous")}>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`preview.audiences.${audience}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("preview.profile")}
          <select value={settings.profile} onChange={(event) => set("profile", event.target.value === "kid" ? "kid" : "adult")} disabled={settings.audience === "anonymous"}>
            <option value="adult">{t("preview.profiles.adult")}</option>
            <option value="kid">{t("preview.profiles.kid")}</option>
          </select>
        </label>
        <label>
          {t("preview.country")}
          <select value={settings.country} onChange={(event) => set("country", event.target.value)}>
            {countries.map((country) => (
              <option key={country.iso2} value={country.iso2}>
                {country.iso2} {countryName(country, studioLocale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("preview.at")}
          <input type="datetime-local" value={settings.at} onChange={(event) => set("at", event.target.value)} aria-describedby={`${ids}-at-help`} />
          <span id={`${ids}-at-help`} className="studio-help">
            {t("preview.atHelp")}
          </span>
        </label>
        <button type="button" className="studio-button" aria-pressed={matrix} onClick={() => setMatrix((value) => !value)}>
          {matrix ? t("preview.single") : t("preview.matrix")}
        </button>
      </div>
      {failure !== undefined ? (
        <p role="alert" className="studio-error">
          {t("preview.failed", { message: failure })}
        </p>
      ) : null}
      {/* Frames sit left to right in either studio language; each page inside has its own direction. */}
      <ScrollRegion label={t("preview.title")} className={matrix ? "studio-preview-matrix" : "studio-preview-single"} dir="ltr">
        {grant === undefined || viewer === undefined
          ? null
          : views.map((view) => {
              const scale = matrix ? (view.width > 500 ? 0.3 : 0.55) : 1;
              const height = matrix ? 900 : undefined;
              return (
                <div
                  key={`${view.locale}-${view.width}`}
                  className="studio-frame-box"
                  style={{ inlineSize: `${Math.round(view.width * scale)}px`, ...(height === undefined ? {} : { blockSize: `${Math.round(height * scale)}px` }) }}
                >
                  {/* oxlint-disable-next-line react/iframe-missing-sandbox -- the frame is this app's own page, which needs its scripts and its cookie: a sandbox allowing both restricts nothing */}
                  <iframe
                    ref={(node) => {
                      if (node === null) return undefined;
                      frames.current.add(node);
                      return () => void frames.current.delete(node);
                    }}
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
            })}
      </ScrollRegion>
    </section>
  );
}
