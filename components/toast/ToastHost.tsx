"use client";

/**
 * Where the page's toasts appear (toastQueue.ts), once per page (app/_shell/AppDocument.tsx), the session flags' among
 * them: at the bottom of the
 * window above everything (z-index 2000), in the type's colour, sliding in over 300 ms (none under reduced motion),
 * with a close button. The live regions are always in the DOM, so screen readers announce what is put in them: an
 * error as an alert, anything else politely.
 */
import { useEffect, useSyncExternalStore } from "react";
import { toastSessionFlag, type SessionMessages } from "../session/sessionFlags";
import { toasts, type ShownToast } from "./toastQueue";
import styles from "./Toast.module.css";

const none = (): ShownToast | null => null;

/** `sessionMessages`: the toasts of the address's session flags (components/session/sessionFlags.ts). */
export function ToastHost({ dismiss, sessionMessages }: { dismiss: string; sessionMessages: SessionMessages }) {
  useEffect(() => toastSessionFlag(sessionMessages), [sessionMessages]);
  const toast = useSyncExternalStore(toasts.subscribe, toasts.current, none);
  const urgent = toast?.type === "error";
  const content =
    toast === null ? null : (
      <div key={toast.id} className={styles.toast} data-toast={toast.kind} data-type={toast.type}>
        <span>{toast.message}</span>
        <button type="button" className={styles.close} onClick={() => toasts.dismiss(toast.id)}>
          {dismiss}
        </button>
      </div>
    );
  return (
    <div className={styles.host}>
      <div role="alert">{urgent ? content : null}</div>
      <output>{urgent ? null : content}</output>
    </div>
  );
}
