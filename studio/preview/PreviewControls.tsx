"use client";
/** The preview's controls (issue 17): locale, width, audience, profile, country, the time machine, and the matrix. */
import { countries, countryName } from "@/domain/countries";
import { locales } from "@/domain/types";
import { useStudioLocale, useStudioT } from "@/studio/i18n/StudioLocaleContext";
import { audiences, previewWidths, type PreviewSettings } from "./previewFrame";

interface PreviewControlsProps {
  /** The preview's id prefix. */
  ids: string;
  settings: PreviewSettings;
  set<K extends keyof PreviewSettings>(key: K, value: PreviewSettings[K]): void;
  /** Every locale at two widths at once: the locale and width are not chosen then. */
  matrix: boolean;
  onToggleMatrix(): void;
}

export function PreviewControls({ ids, settings, set, matrix, onToggleMatrix }: PreviewControlsProps) {
  const t = useStudioT();
  const studioLocale = useStudioLocale();
  return (
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
      <button type="button" className="studio-button" aria-pressed={matrix} onClick={onToggleMatrix}>
        {matrix ? t("preview.single") : t("preview.matrix")}
      </button>
    </div>
  );
}
