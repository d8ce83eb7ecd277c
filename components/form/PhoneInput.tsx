"use client";

/**
 * Country picker plus national number; emits E.164 and the country code into the form. The national number is
 * this component's own state (the form holds only the E.164 number built from it), so the field seeds it from
 * its server-rendered control on hydration, as FormRuntime does for the form's values.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { toE164 } from "@/domain/countries";
import type { Autocomplete } from "@/screens-schema/generated/types";
import { Input, Label, Select } from "./Field";
import { FieldFrame, fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isString, useField } from "./formContext";
import styles from "./PhoneInput.module.css";

/**
 * The national number input's name. Not the field's own `name`: FormRuntime would take the control of that name
 * for the field's value (typedBeforeHydration) and put the national number where the E.164 number belongs.
 * Nothing submits it (the form posts its values as JSON); the name is how the typed number is found again.
 */
export function nationalName(name: string): string {
  return `${name}-national`;
}

export interface PhoneInputProps extends FieldText {
  countryName: string;
  countryLabel: string;
  initialCountry: string;
  countries: { iso2: string; dial: string; label: string }[];
  autocomplete?: Autocomplete;
}

export function PhoneInput(props: PhoneInputProps) {
  const { blockId, rootProps, name, label, placeholder, help, required, countryName, countryLabel, initialCountry, countries } = props;
  const { setValue: setPhone, error, register } = useField(name, "", isString);
  const { value: country, setValue: setCountry } = useField(countryName, initialCountry, isString);
  const [national, setNational] = useState("");
  const ids = fieldIds(blockId);
  const dialOf = (iso2: string) => countries.find((entry) => entry.iso2 === iso2)?.dial ?? "";

  const update = (iso2: string, number: string) => {
    setNational(number);
    setCountry(iso2);
    setPhone(toE164(dialOf(iso2), number));
  };

  const nationalInput = useRef<HTMLInputElement | null>(null);
  const countrySelect = useRef<HTMLSelectElement | null>(null);
  const nationalRef = useCallback(
    (element: HTMLInputElement | null) => {
      nationalInput.current = element;
      register(element);
    },
    [register],
  );
  // A number typed (or a country chosen) before the page was interactive (a slow phone) is kept, not cleared by
  // hydration: the controls still hold it when this first runs in the browser.
  useEffect(() => {
    const typed = nationalInput.current?.value ?? "";
    const chosen = countrySelect.current?.value || country;
    if (typed !== national || chosen !== country) update(chosen, typed);
    // Once, on hydration.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <FieldFrame blockId={blockId} rootProps={rootProps} label={label} help={help} error={error} labelFor={false}>
      <div className={styles.row}>
        <div className={styles.part}>
          <Label htmlFor={`${blockId}-country`}>{countryLabel}</Label>
          <Select
            ref={countrySelect}
            id={`${blockId}-country`}
            name={countryName}
            value={country}
            onChange={(event) => update(event.currentTarget.value, national)}
            autoComplete="country"
          >
            {countries.map((entry) => (
              <option key={entry.iso2} value={entry.iso2}>
                {entry.label}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.part}>
          <Label htmlFor={ids.input}>{label}</Label>
          <Input
            ref={nationalRef}
            id={ids.input}
            name={nationalName(name)}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete={props.autocomplete ?? "tel-national"}
            placeholder={placeholder}
            value={national}
            onChange={(event) => update(country, event.currentTarget.value)}
            aria-required={required || undefined}
            {...invalidProps(blockId, help, error)}
          />
        </div>
      </div>
    </FieldFrame>
  );
}
