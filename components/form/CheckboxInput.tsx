"use client";

import { styled } from "styled-components";
import { space } from "../theme/vars";
import { ErrorText, FieldRoot, Help, Label } from "./Field.styles";
import { fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isBoolean, useField } from "./formContext";

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space.xs};

  & input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    margin-block-start: 0.15em;
    flex: none;
  }
`;

/** The label sits after the box in reading order (right of it in Arabic), as platform check boxes do. */
export function CheckboxInput({ blockId, rootProps, name, label, help, required, defaultChecked }: FieldText & { defaultChecked: boolean }) {
  const { value, setValue, error, register } = useField(name, defaultChecked, isBoolean);
  const ids = fieldIds(blockId);
  return (
    <FieldRoot {...rootProps}>
      <Row>
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
      </Row>
      {help === undefined ? null : <Help id={ids.help}>{help}</Help>}
      {error === undefined ? null : <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldRoot>
  );
}
