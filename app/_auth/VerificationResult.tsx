/** The email-confirmation page's body: what happened to the link, in the user's language, and a way on. */
import { styled } from "styled-components";
import { actionButtonCss } from "@/components/error-state/actionButtonCss";

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 4rem;
  padding-inline: 1.5rem;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

const Message = styled.p`
  margin: 0;
  max-inline-size: 36rem;
  color: var(--color-text-muted);
`;

const Continue = styled.a`
  ${actionButtonCss}
`;

export type VerificationOutcome = "success" | "failed" | "missing" | "unavailable";

export function VerificationResult(props: { outcome: VerificationOutcome; title: string; message: string; continueLabel: string; continueHref: string }) {
  const { outcome, title, message, continueLabel, continueHref } = props;
  return (
    <Section data-verification={outcome}>
      <Title>{title}</Title>
      <Message role={outcome === "success" ? "status" : "alert"}>{message}</Message>
      <Continue href={continueHref}>{continueLabel}</Continue>
    </Section>
  );
}
