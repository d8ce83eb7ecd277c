/** The email-confirmation page's body: what happened to the link, in the user's language, and a way on. */
import { PanelLink, PanelSection, PanelText, PanelTitle } from "@/components/error-state/statePanel.styles";

export type VerificationOutcome = "success" | "failed" | "missing" | "unavailable";

export function VerificationResult(props: { outcome: VerificationOutcome; title: string; message: string; continueLabel: string; continueHref: string }) {
  const { outcome, title, message, continueLabel, continueHref } = props;
  return (
    <PanelSection data-verification={outcome}>
      <PanelTitle>{title}</PanelTitle>
      <PanelText role={outcome === "success" ? "status" : "alert"}>{message}</PanelText>
      <PanelLink href={continueHref}>{continueLabel}</PanelLink>
    </PanelSection>
  );
}
