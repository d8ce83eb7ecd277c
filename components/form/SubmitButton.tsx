"use client";

import { styled } from "styled-components";
import { actionCss } from "../actions/actionStyles";
import type { BlockRootProps } from "../ui-context";
import { useFormRuntime } from "./formContext";

const Button = styled.button<{ $variant: "primary" }>`
  ${actionCss}
  inline-size: 100%;

  &[aria-disabled="true"] {
    cursor: progress;
    filter: saturate(0.5);
  }
`;

/** aria-disabled rather than disabled while sending: a disabled button would drop keyboard focus. */
export function SubmitButton({ rootProps, label, busyLabel }: { rootProps: BlockRootProps; label: string; busyLabel: string }) {
  const busy = useFormRuntime()?.submitting ?? false;
  return (
    <Button {...rootProps} type="submit" $variant="primary" aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
