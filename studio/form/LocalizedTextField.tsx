"use client";
/**
 * Every localized text of the layout contract (`common` Text: a `screens` i18n key, or the text in ar, en and fr)
 * as three fields side by side, the Arabic one right to left, with a missing translation flagged.
 */
import type { FieldProps } from "@rjsf/utils";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

const languages = ["ar", "en", "fr"] as const;

function valueOf(data: unknown, key: string): string {
  if (typeof data !== "object" || data === null || !(key in data)) return "";
  const value: unknown = Object.entries(data).find(([name]) => name === key)?.[1];
  return typeof value === "string" ? value : "";
}

export function LocalizedTextField(props: FieldProps) {
  const t = useStudioT();
  const { formData, onChange, fieldPathId, name, required, readonly, disabled, uiSchema } = props;
  const data: unknown = formData;
  const base = fieldPathId.$id;
  const isKey = typeof data === "object" && data !== null && "key" in data;
  // The property's label ("Title", "Subtitle" in the studio's language), not the shared definition's title ("Text").
  const title: unknown = uiSchema?.["ui:title"];
  const label = typeof title === "string" ? title : name;
  const change = (next: unknown) => onChange(next, fieldPathId.path);
  if (isKey) {
    return (
      <fieldset className="studio-text-field" data-field={base}>
        <legend>{label}</legend>
        <label htmlFor={`${base}-key`}>{t("form.textKey")}</label>
        <input id={`${base}-key`} dir="ltr" value={valueOf(data, "key")} readOnly={readonly} disabled={disabled} onChange={(event) => change({ key: event.target.value })} />
        <button type="button" className="studio-button" onClick={() => change({ ar: "", en: "", fr: "" })} disabled={readonly || disabled}>
          {t("form.useTexts")}
        </button>
      </fieldset>
    );
  }
  return (
    <fieldset className="studio-text-field" data-field={base}>
      <legend>
        {label}
        {required ? " *" : ""}
      </legend>
      <div className="studio-text-langs">
        {languages.map((lang) => {
          const value = valueOf(data, lang);
          const missing = value.trim() === "";
          return (
            <div key={lang} className="studio-text-lang">
              <label htmlFor={`${base}-${lang}`}>{t(`locales.${lang}`)}</label>
              <input
                id={`${base}-${lang}`}
                lang={lang}
                dir={lang === "ar" ? "rtl" : "ltr"}
                value={value}
                readOnly={readonly}
                disabled={disabled}
                aria-invalid={missing}
                aria-describedby={missing ? `${base}-${lang}-missing` : undefined}
                onChange={(event) => change({ ar: valueOf(data, "ar"), en: valueOf(data, "en"), fr: valueOf(data, "fr"), [lang]: event.target.value })}
              />
              {missing ? (
                <span id={`${base}-${lang}-missing`} className="studio-warning">
                  {t("form.missingTranslation")}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <button type="button" className="studio-link" onClick={() => change({ key: "" })} disabled={readonly || disabled}>
        {t("form.useKey")}
      </button>
    </fieldset>
  );
}
