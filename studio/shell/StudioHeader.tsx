"use client";
import Link from "next/link";
/**
 * The studio's header: its name, the screens link, who is signed in with which role (and a link to change one's own
 * password), the language, sign-out.
 */
import { useState } from "react";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { studioLangCookie, studioLocales, type StudioLocale } from "@/studio/i18n/studioI18n";
import { errorMessageOf, studioCall } from "@/studio/api/studioApi";
import type { StaffRole } from "@/domain/staffRoles";

function chooseLanguage(locale: StudioLocale): void {
  // A preference, not a right: a plain cookie the page reads on its next render.
  document.cookie = `${studioLangCookie}=${locale}; path=/studio; max-age=31536000; samesite=strict`;
  window.location.reload();
}

export function StudioHeader({ staff }: { staff?: { name: string; role: StaffRole } }) {
  const t = useStudioT();
  const locale = useStudioLocale();
  const [signOutError, setSignOutError] = useState<string | undefined>(undefined);
  const signOut = async () => {
    const reply = await studioCall("DELETE", "/studio/api/session");
    // Without an answer the session may still be live: say so rather than pretend it ended.
    if (reply.status !== 200) {
      setSignOutError(t("error.generic", { message: errorMessageOf(reply) }));
      return;
    }
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
            <Link href="/studio/account">{t("nav.account")}</Link>
            <button type="button" className="studio-button" onClick={() => void signOut()}>
              {t("nav.signOut")}
            </button>
            {signOutError !== undefined ? (
              <span role="alert" className="studio-error">
                {signOutError}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    </header>
  );
}
