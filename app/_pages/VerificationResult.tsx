/** The email-confirmation page's body: what happened to the link, in the user's language, and a way on. */
import type { Ref } from "react";
import panel from "@/components/error-state/statePanel.module.css";
import type { VerificationOutcome } from "@/app/_api/verificationReply";

export type { VerificationOutcome } from "@/app/_api/verificationReply";

/** `messageRef`: the page's button moves focus to the message once it replaced the button (keyboard users). */
export function VerificationResult(props: {
  outcome: VerificationOutcome;
  title: string;
  message: string;
  continueLabel: string;
  continueHref: string;
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  const { outcome, title, message, continueLabel, continueHref, messageRef } = props;
  const done = outcome === "success" || outcome === "new-password";
  return (
    <section className={panel.section} data-verification={outcome}>
      <h1 className={panel.title}>{title}</h1>
      <p className={panel.text} ref={messageRef} tabIndex={messageRef === undefined ? undefined : -1} role={done ? "status" : "alert"}>
        {message}
      </p>
      <a className={panel.action} href={continueHref}>
        {continueLabel}
      </a>
    </section>
  );
}
