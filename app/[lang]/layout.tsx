// oxlint-disable-next-line import/no-unassigned-import -- the theme stylesheet is a side-effect import
import "@/components/theme/global.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { StyledComponentsRegistry } from "@/components/styled-registry/StyledComponentsRegistry";
import { directionOf, locales } from "@/domain/types";
import { Header } from "@/app/_shell/Header";
import { localeParam, type LangParams } from "@/app/_shell/localeParam";
import { translator } from "@/renderer/i18n/serverI18n";

/** Only ar, en and fr exist; any other first segment (favicon.ico included) is a 404, not a locale. */
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const t = translator(await localeParam(params), "common");
  return {
    title: t("app.name"),
    description: t("app.tagline"),
    // Spec 1: the whole app is noindex (the X-Robots-Tag header says it too; see next.config.js).
    robots: { index: false, follow: true },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0d0f14" };

export default async function LangLayout({ children, params }: LangParams & { children: ReactNode }) {
  const locale = await localeParam(params);
  const t = translator(locale, "common");
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <StyledComponentsRegistry>
          <Header locale={locale} />
          <main id="content">{children}</main>
          <footer className="app-footer">{t("footer.rights", { year: new Date().getFullYear() })}</footer>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
