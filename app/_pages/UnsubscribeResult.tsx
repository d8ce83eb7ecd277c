/**
 * The unsubscribe page's outcome (spec 2 "/unsubscribe"): what happened to the CRM email's link, in the viewer's
 * language, and a way on. `UnsubscribeMessage` puts the masked address in its own `<bdi>`, so an address keeps its
 * left-to-right order inside an Arabic sentence.
 */
import panel from "@/components/error-state/statePanel.module.css";

/** Where the masked address goes in a `done` text (the page fills the i18next `{{email}}` with it). */
export const emailSlot = "[[email]]";

export function UnsubscribeMessage({ text, email }: { text: string; email?: string | undefined }) {
  if (email === undefined || !text.includes(emailSlot)) return <>{text}</>;
  const [before = "", ...rest] = text.split(emailSlot);
  return (
    <>
      {before}
      <bdi dir="ltr">{email}</bdi>
      {rest.join(email)}
    </>
  );
}

/** Without a code: nothing to press, a sentence saying so and the way home; an alert from the start. */
export function UnsubscribeResult(props: { title: string; message: string; continueLabel: string; continueHref: string }) {
  const { title, message, continueLabel, continueHref } = props;
  return (
    <section className={panel.section} data-unsubscribe="missing">
      <h1 className={panel.title}>{title}</h1>
      <p className={panel.text} role="alert">
        {message}
      </p>
      <a className={panel.action} href={continueHref}>
        {continueLabel}
      </a>
    </section>
  );
}
