"use client";

import styles from "./CheckboxInput.module.css";
import { ErrorText, FieldRoot, Help, Label } from "./Field";
import { fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isBoolean, useField } from "./formContext";

/** The label sits after the box in reading order (right of it in Arabic), as platform check boxes do. */
export function CheckboxInput({ blockId, rootProps, name, label, help, required, defaultChecked }: FieldText & { defaultChecked: boolean }) {
  const { value, setValue, error, register } = useField(name, defaultChecked, isBoolean);
  const ids = fieldIds(blockId);
  return (
    <FieldRoot {...rootProps}>
      <div className={styles.row}>
        <input
          ref={register}
          id={ids.input}
          name={name}
          type="checkbox"
          checked={value}
          onChange={(event) => setValue(event.currentTarget.checked)}
          aria-required={required || undefined}
          {...invalidProps(blockId, help, error)}
        />
        <Label htmlFor={ids.input}>{label}</Label>
      </div>
      {help === undefined ? null : <Help id={ids.help}>{help}</Help>}
      {error === undefined ? null : <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldRoot>
  );
}
