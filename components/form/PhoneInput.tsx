"use client";

/** Country picker plus national number; emits E.164 and the country code into the form. */
import { useState } from "react";
import { styled } from "styled-components";
import { toE164 } from "@/domain/countries";
import type { Autocomplete } from "@/screens-schema/generated/types";
import { space } from "../theme/vars";
import { Input, Label, Select } from "./Field.styles";
import { FieldFrame, fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isString, useField } from "./formContext";

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${space.xs};
  align-items: end;
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space["2xs"]};
`;

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

  return (
    <FieldFrame blockId={blockId} rootProps={rootProps} label={label} help={help} error={error} labelFor={false}>
      <Row>
        <Part>
          <Label htmlFor={`${blockId}-country`}>{countryLabel}</Label>
          <Select id={`${blockId}-country`} name={countryName} value={country} onChange={(event) => update(event.currentTarget.value, national)} autoComplete="country">
            {countries.map((entry) => (
              <option key={entry.iso2} value={entry.iso2}>
                {entry.label}
              </option>
            ))}
          </Select>
        </Part>
        <Part>
          <Label htmlFor={ids.input}>{label}</Label>
          <Input
            ref={register}
            id={ids.input}
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
        </Part>
      </Row>
    </FieldFrame>
  );
}
