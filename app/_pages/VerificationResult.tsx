/** The email-confirmation page's body: what happened to the link, in the user's language, and a way on (OutcomePanel). */
import type { Ref } from "react";
import type { VerificationOutcome } from "@/app/_api/verificationReply";
import { OutcomePanel } from "./OutcomePanel";

export type { VerificationOutcome } from "@/app/_api/verificationReply";

export function VerificationResult(props: {
  outcome: VerificationOutcome;
  title: string;
  message: string;
  continueLabel: string;
  continueHref: string;
  messageRef?: Ref<HTMLParagraphElement>;
}) {
  const { outcome, ...rest } = props;
  const done = outcome === "success" || outcome === "new-password";
  return <OutcomePanel {...rest} tone={done ? "status" : "alert"} marker={{ "data-verification": outcome }} />;
}
