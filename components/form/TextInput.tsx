"use client";

/** A labelled single-line input wired to its form: text, email and password fields use it. */
import { useState, type ReactNode } from "react";
import type { Autocomplete } from "@/screens-schema/generated/types";
import { Input, InputRow, SmallButton } from "./Field";
import { FieldFrame, fieldIds, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isString, useField } from "./formContext";

export interface TextInputProps extends FieldText {
  type: "text" | "email" | "password";
  autocomplete?: Autocomplete;
  maxLength?: number;
  /** Password fields: label of the show-password toggle button; absent means no button. */
  toggleLabel?: string;
}

function PasswordToggle({ shown, onToggle, label }: { shown: boolean; onToggle(): void; label: string }): ReactNode {
  // One name whose pressed state says whether the password is visible, so the name does not flip under the user.
  return (
    <SmallButton type="button" aria-pressed={shown} onClick={onToggle}>
      {label}
    </SmallButton>
  );
}

export function TextInput(props: TextInputProps) {
  const { blockId, rootProps, name, label, placeholder, help, required, type, autocomplete, maxLength, toggleLabel } = props;
  const { value, setValue, error, register } = useField(name, "", isString);
  const [shown, setShown] = useState(false);
  const input = (
    <Input
      ref={register}
      id={fieldIds(blockId).input}
      name={name}
      type={type === "password" && shown ? "text" : type}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      placeholder={placeholder}
      autoComplete={autocomplete}
      inputMode={type === "email" ? "email" : undefined}
      spellCheck={type === "text" ? undefined : false}
      dir={type === "text" ? undefined : "ltr"}
      aria-required={required || undefined}
      maxLength={maxLength}
      {...invalidProps(blockId, help, error)}
    />
  );
  return (
    <FieldFrame blockId={blockId} rootProps={rootProps} label={label} help={help} error={error}>
      {toggleLabel !== undefined ? (
        <InputRow>
          {input}
          <PasswordToggle shown={shown} onToggle={() => setShown((isShown) => !isShown)} label={toggleLabel} />
        </InputRow>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
