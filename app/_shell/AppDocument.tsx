/**
 * The document every page shares (both route trees): `<html lang dir>`, the theme stylesheet, the header and
 * the footer. No style registry: client components style themselves with CSS modules (issue 27: no styled-components
 * runtime in the viewer's browser), and the server components' styled-components CSS is written beside them. The caller says who the viewer is: from cookies (live tree) or from the path segment (cached).
 */
// oxlint-disable-next-line import/no-unassigned-import -- the theme stylesheet is a side-effect import
import "@/components/theme/global.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getServices, readServiceConfig, type CallContext } from "@/app/_server/services";
import { CookieSettingsButton } from "@/components/consent/CookieSettingsButton";
import type { ConsentTexts } from "@/components/consent/consentTexts";
import { ForceUpdateNotice } from "@/components/native/ForceUpdateNoticeLazy";
import { TrackingBoot } from "@/components/tracking/TrackingBoot";
import { isCovered } from "@/domain/consent";
import { appStoreOf, minimumVersionOf } from "@/domain/forceUpdate";
import { loadAppFlags, type AppFlags } from "@/renderer";
import { InstallBannerWatch } from "@/components/install/InstallBannerWatch";
import { OfflineWatch } from "@/components/offline/OfflineWatch";
import { RailKeys } from "@/components/rail/RailKeys";
import { LoginEvent } from "@/components/session/LoginEvent";
import { SessionSync } from "@/components/session/SessionSync";
import { ToastHost } from "@/components/toast/ToastHost";
import { directionOf, type Locale, type RenderContext } from "@/domain/types";
import { translator } from "@/locales/serverI18n";
import { Header } from "./Header";
import { InstallBanner } from "./InstallBanner";

export function documentMetadata(locale: Locale): Metadata {
  const t = translator(locale, "common");
  return {
    title: t("app.name"),
    description: t("app.tagline"),
    // Link previews' addresses (app/_pages/shareMetadata.ts) are relative to the app's public origin.
    metadataBase: new URL(readServiceConfig().appPublicURL),
    // Spec 1: the whole app is noindex, said by the X-Robots-Tag header on every reply (next.config.js; error replies
    // add nofollow, ops/server/requestHandler.ts). No robots meta here: Next writes its own "noindex" meta on every error
    // reply, and a second one from the metadata would contradict it (issue 27).
  };
}

export const documentViewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0d0f14" };

/** The footer's copyright year; the page cache may keep a page a while, which a year comfortably outlasts. */
function currentYear(): number {
  return new Date().getUTCFullYear();
}

/** In an app's web view, the version its app must have at least while the forced-update notice is on (domain/forceUpdate.ts). */
function minimumAppVersion(ctx: RenderContext, flags: AppFlags): string | undefined {
  return ctx.webView ? minimumVersionOf(flags.forceUpdate, ctx.platform) : undefined;
}

/** The consent stand-in's words (components/consent). */
function consentTexts(t: (key: string) => string): ConsentTexts {
  const group = (code: string) => ({ name: t(`consent.groups.${code}.name`), description: t(`consent.groups.${code}.description`) });
  return {
    title: t("consent.title"),
    text: t("consent.text"),
    acceptAll: t("consent.acceptAll"),
    rejectAll: t("consent.rejectAll"),
    settings: t("consent.settings"),
    preferencesTitle: t("consent.preferencesTitle"),
    save: t("consent.save"),
    close: t("consent.close"),
    alwaysActive: t("consent.alwaysActive"),
    groups: { C0001: group("C0001"), C0002: group("C0002"), C0003: group("C0003"), C0004: group("C0004"), C0005: group("C0005") },
  };
}

export async function AppDocument(props: { locale: Locale; ctx: RenderContext; call: CallContext; children: ReactNode }) {
  const { locale, ctx, call, children } = props;
  const year = currentYear();
  const t = translator(locale, "common");
  const flags = await loadAppFlags(getServices().appgrid, call);
  const minimum = minimumAppVersion(ctx, flags);
  const config = readServiceConfig();
  const stores = config.appStoreURLs;
  // Who is asked for consent is the server's call, from the edge's country (issue 32 §4). Everybody may change their
  // choice; with the vendor's script configured, only where it is loaded.
  const covered = isCovered(ctx.country, flags.consent.covered);
  const cookieSettings = covered || flags.consent.webDomainScript === undefined;
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        {ctx.webView ? null : <InstallBanner locale={locale} />}
        <Header locale={locale} ctx={ctx} call={call} />
        <main id="content" className="app-main">{children}</main>
        <footer className="app-footer">
          <span>{t("footer.rights", { year })}</span>
          {cookieSettings ? <CookieSettingsButton label={t("consent.settings")} /> : null}
        </footer>
        <ToastHost
          dismiss={t("account.dismiss")}
          sessionMessages={{
            isSessionExpired: t("account.sessionExpired"),
            autoLogout: t("account.autoLogout"),
            accountDeleted: t("account.accountDeleted"),
            socialAccountExists: t("account.socialAccountExists"),
          }}
        />
        <SessionSync locale={locale} />
        <LoginEvent />
        <RailKeys />
        <OfflineWatch />
        {minimum === undefined ? null : (
          <ForceUpdateNotice
            minimum={minimum}
            storeUrl={stores[appStoreOf(ctx.platform) ?? "android"]}
            texts={{ title: t("forceUpdate.title"), text: t("forceUpdate.text"), action: t("forceUpdate.action") }}
          />
        )}
        {ctx.webView ? null : <InstallBannerWatch />}
        <TrackingBoot
          locale={locale}
          covered={covered}
          consentDomainScript={flags.consent.webDomainScript}
          tagManagerId={config.tagManagerId}
          consentTexts={consentTexts(t)}
        />
      </body>
    </html>
  );
}

/** The embed tree's document (issue 9): the same `<html lang dir>` and styles, no header, footer or session UI. */
export function EmbedDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body data-embed="">
        <main id="content">{children}</main>
        <RailKeys />
      </body>
    </html>
  );
}
