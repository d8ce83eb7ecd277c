/**
 * The error page body (spec 2 "Error page"): the status code large, a title and a description keyed by
 * status code, and one button: home, sign-in (401/403) or retry. Used by the 404 page, the error boundary
 * pages and the renderer's safe error state. Never shows a stack trace.
 */
import styles from "./ErrorState.module.css";
import { RetryButton } from "./RetryButton";
import panel from "./statePanel.module.css";

export type ErrorAction = { kind: "link"; label: string; href: string } | { kind: "retry"; label: string; onRetry?: () => void };

/**
 * `reference`: what support can find this failure by in the logs (a server error's digest, logged with the
 * request's id by instrumentation.ts), already worded in the viewer's language.
 */
export function ErrorState(props: { code: number; title: string; description: string; action: ErrorAction; reference?: string }) {
  const { code, title, description, action, reference } = props;
  return (
    <section className={panel.section} data-error-state={code} role="alert" aria-live="polite">
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={panel.title}>{title}</h1>
      <p className={panel.text}>{description}</p>
      {action.kind === "link" ? (
        <a className={panel.action} href={action.href}>
          {action.label}
        </a>
      ) : (
        <RetryButton label={action.label} onRetry={action.onRetry} />
      )}
      {reference === undefined ? null : (
        <p className={panel.text} data-error-reference="">
          <small>{reference}</small>
        </p>
      )}
    </section>
  );
}
