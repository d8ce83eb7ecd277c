"use client";
/** Reloads the page; the retry of the error page and of the safe error state (spec 4 "Fatal render error"). */
import panel from "./statePanel.module.css";

export function RetryButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <button type="button" className={panel.action} onClick={onRetry ?? (() => window.location.reload())}>
      {label}
    </button>
  );
}
