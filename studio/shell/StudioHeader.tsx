"use client";
import Link from "next/link";
/** The studio's header: its name, the screens link, who is signed in with which role, the language, sign-out. */
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { studioLangCookie, studioLocales, type StudioLocale } from "@/studio/i18n/studioI18n";
import { studioCall } from "@/studio/api/studioApi";
import type { StaffRole } from "@/domain/staffRoles";

function chooseLanguage(locale: StudioLocale): void {
  // A preference, not a right: a plain cookie the page reads on its next render.
  document.cookie = `${studioLangCookie}=${locale}; path=/studio; max-age=31536000; samesite=strict`;
  window.location.reload();
}

export function StudioHeader({ staff }: { staff?: { name: string; role: StaffRole } }) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const signOut = async () => {
    await studioCall("DELETE", "/studio/api/session");
    window.location.assign("/studio/login");
  };
  return (
    <header className="studio-header">
      <a href="#studio-main" className="studio-skip">
        {t("app.skip")}
      </a>
      <Link href="/studio" className="studio-brand">
        {t("app.name")}
      </Link>
      {staff ? (
        <nav aria-label={t("nav.label")}>
          <Link href="/studio">{t("nav.screens")}</Link> <Link href="/studio/validate">{t("nav.validate")}</Link> <Link href="/studio/audit">{t("nav.audit")}</Link>{" "}
          {staff.role === "admin" ? <Link href="/studio/admin">{t("nav.admin")}</Link> : null}
        </nav>
      ) : null}
      <div className="studio-header-end">
        <label className="studio-inline">
          {t("nav.language")}
          <select value={locale} onChange={(event) => chooseLanguage(studioLocales.find((value) => value === event.target.value) ?? "en")}>
            {studioLocales.map((value) => (
              <option key={value} value={value} lang={value}>
                {t(`locales.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {staff ? (
          <>
            <span className="studio-meta">{t("nav.signedInAs", { name: staff.name, role: t(`role.${staff.role}`) })}</span>
            <button type="button" className="studio-button" onClick={() => void signOut()}>
              {t("nav.signOut")}
            </button>
          </>
        ) : null}
      </div>
    </header>
  );
}
