/**
 * The no-internet message of spec 2 ("a full-screen message, title and subtitle, shown when offline, except on certain
 * routes"): rendered with every screen page whose route row is not `exempt` (the account area, sign-out, the static
 * pages…), hidden until components/offline/OfflineWatch.tsx marks the document offline (components/theme/global.css).
 * An alert, so a screen reader says it when it shows.
 */
import type { Locale } from "@/domain/types";
import { translator } from "@/locales/serverI18n";

export function OfflineNotice({ locale }: { locale: Locale }) {
  const t = translator(locale, "common");
  return (
    <div className="app-offline" role="alert" aria-labelledby="app-offline-title">
      <div>
        <p id="app-offline-title" className="app-offline__title">
          {t("offline.title")}
        </p>
        <p>{t("offline.subtitle")}</p>
      </div>
    </div>
  );
}
