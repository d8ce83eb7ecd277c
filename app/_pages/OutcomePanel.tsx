/**
 * What happened to a link from an email (the email confirmation, the CRM team's unsubscribe link), in the viewer's
 * language, and a way on: the page's one heading, the message (a status when it went well, an alert otherwise) and a
 * link. `marker` names the outcome on the section (`{ "data-verification": "success" }`) for tests and styles.
 */
import type { ReactNode, Ref } from "react";
import panel from "@/components/error-state/statePanel.module.css";

export function OutcomePanel(props: {
  title: string;
  message: ReactNode;
  tone: "status" | "alert";
  continueLabel: string;
  continueHref: string;
  marker: Record<`data-${string}`, string>;
  /** The page's button moves focus to the message once it replaced the button (keyboard users). */
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  const { title, message, tone, continueLabel, continueHref, marker, messageRef } = props;
  return (
    <section className={panel.section} {...marker}>
      <h1 className={panel.title}>{title}</h1>
      <p className={panel.text} ref={messageRef} tabIndex={messageRef === undefined ? undefined : -1} role={tone}>
        {message}
      </p>
      <a className={panel.action} href={continueHref}>
        {continueLabel}
      </a>
    </section>
  );
}
