/**
 * The studio's own document (issue 17): its own root layout, so nothing of the viewer app's shell, styles or
 * scripts comes with it, and nothing of it reaches a viewer page. English, Arabic (RTL) or French by a preference
 * cookie; never indexed, never framed (the proxy's CSP); served on an origin of its own (domain/origins.ts).
 */
import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { studioDir, studioLangCookie, studioLocaleOf } from "@/studio/i18n/studioI18n";
import { StudioLocaleProvider } from "@/studio/i18n/StudioLocaleContext";
import { ViewerOriginProvider } from "@/studio/shell/ViewerOrigin";
import { viewerOrigin } from "@/domain/origins";
// oxlint-disable-next-line import/no-unassigned-import -- the studio stylesheet is a side-effect import
import "@/studio/studio.css";

export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function StudioLayout({ children }: { children: ReactNode }) {
  const locale = studioLocaleOf((await cookies()).get(studioLangCookie)?.value);
  return (
    <html lang={locale} dir={studioDir(locale)}>
      <body className="studio">
        <StudioLocaleProvider locale={locale}>
          <ViewerOriginProvider origin={viewerOrigin()}>{children}</ViewerOriginProvider>
        </StudioLocaleProvider>
      </body>
    </html>
  );
}
