/**
 * Label, control, help and message of one field. The label is always visible; help and the message are
 * linked to the control with aria-describedby (see describedBy), and the message exists only while invalid.
 */
import type { ReactNode } from "react";
import type { BlockRootProps } from "../ui-context";
import { ErrorText, FieldRoot, Help, Label } from "./Field";

/** Ids derived from the block id, unique in the screen, so server and client render the same markup. */
export function fieldIds(blockId: string) {
  return { input: `${blockId}-input`, help: `${blockId}-help`, error: `${blockId}-error` };
}

export function describedBy(blockId: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = fieldIds(blockId);
  const list = [help === undefined ? undefined : ids.help, error === undefined ? undefined : ids.error].filter((id) => id !== undefined);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** What a field's invalid state adds to its control. */
export function invalidProps(blockId: string, help: string | undefined, error: string | undefined) {
  return { "aria-invalid": error === undefined ? undefined : ("true" as const), "aria-describedby": describedBy(blockId, help, error) };
}

interface FieldFrameProps {
  blockId: string;
  rootProps: BlockRootProps;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
  /** false when the label is a <legend> or wraps the control itself. */
  labelFor?: boolean;
  children: ReactNode;
}

export function FieldFrame({ blockId, rootProps, label, help, error, labelFor = true, children }: FieldFrameProps) {
  const ids = fieldIds(blockId);
  return (
    <FieldRoot {...rootProps}>
      {labelFor ? <Label htmlFor={ids.input}>{label}</Label> : null}
      {children}
      {help === undefined ? null : <Help id={ids.help}>{help}</Help>}
      {error === undefined ? null : <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldRoot>
  );
}
