"use client";
/**
 * The history's two actions (issue 9): remove one title, or clear the list. Same-origin JSON calls to the app
 * (the session token stays in its HttpOnly cookie); the page is then loaded anew from the server.
 */
import { useState } from "react";
import { requestJson } from "../api/appApi";

export interface HistoryRemoveProps {
  /** One title, or every title when absent. */
  contentId?: string;
  label: string;
  /** Spoken name of the button, e.g. "Remove The Ancient House from your history". */
  ariaLabel?: string;
  failed: string;
}

export function HistoryRemove({ contentId, label, ariaLabel, failed }: HistoryRemoveProps) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const remove = async () => {
    setState("busy");
    const query = contentId === undefined ? "" : `?contentId=${encodeURIComponent(contentId)}`;
    const response = await requestJson(`/api/playback/history${query}`, { method: "DELETE", body: {} }).catch(() => undefined);
    if (response?.ok) {
      // The list is the server's: show it anew (a JSON body, as the proxy wants of every write).
      window.location.reload();
    } else setState("failed");
  };
  return (
    <>
      <button type="button" className="history__remove" onClick={() => void remove()} disabled={state === "busy"} aria-label={ariaLabel} data-history-remove={contentId ?? "all"}>
        {label}
      </button>
      {state === "failed" ? (
        <span role="alert" className="history__failed">
          {failed}
        </span>
      ) : null}
    </>
  );
}
