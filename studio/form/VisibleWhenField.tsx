"use client";
/**
 * `visibleWhen` as a readable rule: who sees the block, as choices per condition and a sentence that says it.
 * An empty condition is left out (absent: no restriction), as the contract wants (`minItems: 1`).
 */
import type { FieldProps } from "@rjsf/utils";
import { useState } from "react";
import { useStudioT } from "@/studio/i18n/StudioLocaleContext";

const conditions = {
  userType: ["anonymous", "registered", "subscribed", "suspended"],
  profileKind: ["adult", "kid"],
  locale: ["ar", "en", "fr"],
  platform: ["WEB", "ANDROID_APP", "ANDROID_APP2", "IOS_APP", "IOS_APP2", "SMART_TV", "HMS_APP"],
} as const;
type Condition = keyof typeof conditions;
const conditionNames = Object.keys(conditions).filter((name): name is Condition => name in conditions);

function listOf(data: unknown, name: string): string[] {
  if (typeof data !== "object" || data === null || !(name in data)) return [];
  const value: unknown = Object.entries(data).find(([key]) => key === name)?.[1];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

function textOf(data: unknown, name: string): string {
  return listOf(data, name).join(", ");
}

export function VisibleWhenField(props: FieldProps) {
  const t = useStudioT();
  const { formData, onChange, fieldPathId, readonly, disabled } = props;
  const data: unknown = formData;
  const base = fieldPathId.$id;
  const current: Record<string, unknown> = typeof data === "object" && data !== null ? Object.fromEntries(Object.entries(data)) : {};
  const write = (name: string, values: string[]) => {
    const { [name]: _old, ...rest } = current;
    const next = values.length === 0 ? rest : { ...rest, [name]: values };
    onChange(Object.keys(next).length === 0 ? undefined : next, fieldPathId.path);
  };
  const countries = textOf(data, "country");
  // Typed freely, written when the field is left: a half-typed code is not a condition yet.
  const [countryText, setCountryText] = useState(countries);
  const summary = [
    ...conditionNames.filter((name) => listOf(data, name).length > 0).map((name) => `${t(`form.when.${name}`)}: ${listOf(data, name).join(", ")}`),
    ...(countries === "" ? [] : [`${t("form.when.country")}: ${countries}`]),
  ];
  return (
    <fieldset className="studio-when" data-field={base}>
      <legend>{t("form.when.title")}</legend>
      <p className="studio-help" aria-live="polite">
        {summary.length === 0 ? t("form.when.everyone") : t("form.when.only", { rule: summary.join("; ") })}
      </p>
      {conditionNames.map((name) => (
        <fieldset key={name} className="studio-when-group">
          <legend>{t(`form.when.${name}`)}</legend>
          {conditions[name].map((value) => {
            const chosen = listOf(data, name);
            return (
              <label key={value} className="studio-inline">
                <input
                  type="checkbox"
                  checked={chosen.includes(value)}
                  disabled={readonly || disabled}
                  onChange={(event) => write(name, event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))}
                />
                {value}
              </label>
            );
          })}
        </fieldset>
      ))}
      <label className="studio-inline">
        {t("form.when.country")}
        <input
          dir="ltr"
          value={countryText}
          placeholder="JO, SA"
          disabled={readonly || disabled}
          onChange={(event) => setCountryText(event.target.value)}
          onBlur={() =>
            write(
              "country",
              countryText
                .split(/[,\s]+/)
                .map((code) => code.trim().toUpperCase())
                .filter((code) => /^[A-Z]{2}$/.test(code)),
            )
          }
        />
      </label>
    </fieldset>
  );
}
