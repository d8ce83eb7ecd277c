"use client";

import type { Autocomplete } from "@/screens-schema/generated/types";
import { Select } from "./Field";
import { FieldFrame, fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isString, useField } from "./formContext";

export interface SelectInputProps extends FieldText {
  options: { value: string; label: string }[];
  defaultValue: string;
  autocomplete?: Autocomplete;
}

/** Without a default, an empty first option keeps "nothing chosen" distinguishable, so `required` can fire. */
export function SelectInput({ blockId, rootProps, name, label, help, required, options, defaultValue, autocomplete, placeholder }: SelectInputProps) {
  const { value, setValue, error, register } = useField(name, defaultValue, isString);
  return (
    <FieldFrame blockId={blockId} rootProps={rootProps} label={label} help={help} error={error}>
      <Select
        ref={register}
        id={fieldIds(blockId).input}
        name={name}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        autoComplete={autocomplete}
        aria-required={required || undefined}
        {...invalidProps(blockId, help, error)}
      >
        {defaultValue === "" ? <option value="">{placeholder ?? ""}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
