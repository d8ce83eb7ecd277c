/**
 * What a preview frame shows (issue 17): the settings that choose the render (locale, width, audience, profile,
 * country, a time), the frame's URL on the viewer's origin, and the frames of the single view or the matrix with
 * their scale.
 */
import { locales, type Locale } from "@/domain/types";

export const previewWidths = [320, 390, 768, 1024, 1440] as const;
export const audiences = ["anonymous", "registered", "subscribed", "suspended"] as const;

export interface PreviewSettings {
  locale: Locale;
  width: number;
  audience: (typeof audiences)[number];
  profile: "adult" | "kid";
  country: string;
  /** `datetime-local` value; empty: now. */
  at: string;
}

export interface PreviewView {
  locale: Locale;
  width: number;
}

/** The viewer app's render of the draft, on the viewer's origin (the studio's own serves nothing else). */
export function frameSrc(viewer: string, grant: string, settings: PreviewSettings, locale: Locale): string {
  const query = new URLSearchParams({ grant, audience: settings.audience, profile: settings.profile, country: settings.country });
  if (settings.at !== "") query.set("at", new Date(settings.at).toISOString());
  return `${viewer}/${locale}/preview/frame?${query.toString()}`;
}

/** The frames to show: the chosen locale and width, or in the matrix every locale at a phone's and a desktop's width. */
export function previewViews(matrix: boolean, settings: PreviewSettings): PreviewView[] {
  return matrix ? locales.flatMap((locale) => [390, 1440].map((width) => ({ locale, width }))) : [{ locale: settings.locale, width: settings.width }];
}

/** How a frame is drawn: full size alone; in the matrix scaled down, wide ones more, at a fixed height. */
export function frameScale(width: number, matrix: boolean): { scale: number; height: number | undefined } {
  return { scale: matrix ? (width > 500 ? 0.3 : 0.55) : 1, height: matrix ? 900 : undefined };
}
