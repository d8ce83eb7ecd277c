/**
 * A toast (spec 7 "Toast types"): a short message at the bottom of the window with a close button, announced politely
 * (`<output>`). Whoever shows it decides when it comes and goes.
 */
import styles from "./Toast.module.css";

export interface ToastProps {
  message: string;
  dismiss: string;
  onDismiss(): void;
  /** A test hook naming what the toast is about. */
  kind: string;
}

export function Toast({ message, dismiss, onDismiss, kind }: ToastProps) {
  return (
    <output className={styles.toast} data-toast={kind}>
      <span>{message}</span>
      <button type="button" className={styles.close} onClick={onDismiss}>
        {dismiss}
      </button>
    </output>
  );
}
