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

/**
 * aria-disabled rather than disabled while sending: a disabled button would drop keyboard focus. Before the
 * form is hydrated it is disabled outright (formContext `ready`), so nothing is ever submitted natively.
 */
export function SubmitButton({ rootProps, label, busyLabel }: { rootProps: BlockRootProps; label: string; busyLabel: string }) {
  const runtime = useFormRuntime();
  const busy = runtime?.submitting ?? false;
  return (
    <Button {...rootProps} type="submit" $variant="primary" disabled={runtime?.ready === false} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
