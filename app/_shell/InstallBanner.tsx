/**
 * The smart app-install banner (spec 2 and 9, domain/installBanner.ts): drawn hidden at the top of every page for a
 * viewer who is not in an app's web view; in the browser, components/install/InstallBannerWatch.tsx shows it on a
 * phone or tablet with the device's store link, unless it was closed less than a day ago. Fixed over the top of the
 * page, so showing it moves nothing.
 */
import { readServiceConfig } from "@/app/_server/services";
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";

export function InstallBanner({ locale }: { locale: Locale }) {
  const t = translator(locale, "common");
  const stores = readServiceConfig().appStoreURLs;
  return (
    <aside id="app-install" className="app-install" aria-label={t("install.label")} hidden>
      <p className="app-install__text">
        <strong>{t("install.title")}</strong> {t("install.text")}
      </p>
      <a className="app-install__get" href={stores.ios} data-store="ios" rel="noopener">
        {t("install.get")}
      </a>
      <a className="app-install__get" href={stores.android} data-store="android" rel="noopener">
        {t("install.get")}
      </a>
      <button type="button" className="app-install__close" aria-label={t("install.close")}>
        ×
      </button>
    </aside>
  );
}
