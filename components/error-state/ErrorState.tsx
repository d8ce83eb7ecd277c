/**
 * The error page body (spec 2 "Error page"): the status code large, a title and a description keyed by
 * status code, and one button: home, sign-in (401/403) or retry. Used by the 404 page, the error boundary
 * pages and the renderer's safe error state. Never shows a stack trace.
 */
import { styled } from "styled-components";
import { actionButtonCss } from "./actionButtonCss";
import { RetryButton } from "./RetryButton";

export type ErrorAction = { kind: "link"; label: string; href: string } | { kind: "retry"; label: string; onRetry?: () => void };

const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 4rem;
  padding-inline: 1.5rem;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 12vw, 8rem);
  font-weight: 800;
  line-height: 1;
  color: var(--color-accent);
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: 36rem;
  color: var(--color-text-muted);
`;

const Link = styled.a`
  ${actionButtonCss}
`;

export function ErrorState(props: { code: number; title: string; description: string; action: ErrorAction }) {
  const { code, title, description, action } = props;
  return (
    <Section data-error-state={code} role="alert" aria-live="polite">
      <meta name="robots" content="noindex, nofollow" />
      <Code aria-hidden="true">{code}</Code>
      <Title>{title}</Title>
      <Description>{description}</Description>
      {action.kind === "link" ? (
        <Link href={action.href}>{action.label}</Link>
      ) : (
        <RetryButton label={action.label} onRetry={action.onRetry} />
      )}
    </Section>
  );
}
