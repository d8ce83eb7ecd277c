"use client";

import { actionClass } from "../actions/actionStyles";
import type { BlockRootProps } from "../ui-context";
import { useFormRuntime } from "./formContext";
import styles from "./SubmitButton.module.css";

/**
 * aria-disabled rather than disabled while sending: a disabled button would drop keyboard focus. Before the
 * form is hydrated it is disabled outright (formContext `ready`), so nothing is ever submitted natively.
 */
export function SubmitButton({ rootProps, label, busyLabel }: { rootProps: BlockRootProps; label: string; busyLabel: string }) {
  const runtime = useFormRuntime();
  const busy = runtime?.submitting ?? false;
  return (
    <button
      {...rootProps}
      type="submit"
      className={actionClass("primary", styles.submit)}
      disabled={runtime?.ready === false}
      aria-disabled={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
