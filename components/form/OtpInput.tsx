"use client";

/**
 * A one-time code as N single-digit cells. Only digits, the arrow keys, Delete, Backspace and Tab do
 * anything; pasting a code fills the cells. The whole code goes into the form as one string.
 */
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import type { Locale } from "@/domain/types";
import { fillTemplate } from "../i18n/fillTemplate";
import { fieldStyles, Input } from "./Field";
import { FieldFrame, invalidProps } from "./FieldFrame";
import type { FieldText } from "./fieldText";
import { isString, useField } from "./formContext";
// The resend button and its request load after the field (clientParts): nothing typed lives in it.
import { OtpResend } from "@/components/clientParts";
import type { OtpResendProps } from "./OtpResend";
import styles from "./OtpInput.module.css";
import { backspaceCells, clearCell, fillCells, otpKeyAction } from "./otpKeys";

export interface OtpInputProps extends FieldText, Omit<OtpResendProps, "locale"> {
  locale: Locale;
  /** Each cell's name, "Digit {{index}} of {{count}}", translated by the server. */
  digitLabel: string;
  dir: "rtl" | "ltr";
  length: number;
}

function cellsOf(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => value[index] ?? "");
}

export function OtpInput(props: OtpInputProps) {
  const { blockId, rootProps, name, label, help, required, locale, dir, length, digitLabel } = props;
  const field = useField(name, "", isString);
  const [cells, setCells] = useState(() => cellsOf(field.value, length));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const commit = (next: string[], focus?: number) => {
    setCells(next);
    field.setValue(next.join(""));
    if (focus !== undefined) inputs.current[focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const action = otpKeyAction(event, dir);
    if (action.kind === "pass") return;
    event.preventDefault();
    if (action.kind === "digit") commit(fillCells(cells, index, action.digit).cells, Math.min(index + 1, length - 1));
    else if (action.kind === "backspace") {
      const result = backspaceCells(cells, index);
      commit(result.cells, result.next);
    } else if (action.kind === "delete") commit(clearCell(cells, index));
    else if (action.kind === "move") inputs.current[index + action.by]?.focus();
  };

  // Mobile keyboards and autofill report "Unidentified" keys: the change event still only admits digits.
  const onChange = (index: number) => (value: string) => {
    const result = fillCells(cells, index, value);
    commit(value === "" ? clearCell(cells, index) : result.cells, value === "" ? undefined : result.next);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const result = fillCells(cells, index, event.clipboardData.getData("text"));
    commit(result.cells, result.next);
  };

  return (
    <FieldFrame blockId={blockId} rootProps={rootProps} label={label} help={help} error={field.error} labelFor={false}>
      <fieldset className={styles.group} aria-describedby={invalidProps(blockId, help, field.error)["aria-describedby"]}>
        <legend className={fieldStyles.label}>{label}</legend>
        <div className={styles.cells} dir={dir}>
          {cells.map((cell, index) => (
            <Input
              key={index}
              ref={(element) => {
                inputs.current[index] = element;
                if (index === 0) field.register(element);
              }}
              id={index === 0 ? `${blockId}-input` : `${blockId}-input-${index + 1}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={1}
              autoComplete={index === 0 ? "one-time-code" : "off"}
              aria-label={fillTemplate(digitLabel, { index: index + 1, count: length })}
              aria-required={required || undefined}
              value={cell}
              onKeyDown={onKeyDown(index)}
              onChange={(event) => onChange(index)(event.currentTarget.value)}
              onPaste={onPaste(index)}
              {...invalidProps(blockId, help, field.error)}
            />
          ))}
        </div>
      </fieldset>
      <OtpResend locale={locale} texts={props.texts} timeoutSeconds={props.timeoutSeconds} resend={props.resend} phoneName={props.phoneName} />
    </FieldFrame>
  );
}
