/**
 * The error page body (spec 2 "Error page"): the status code large, a title and a description keyed by
 * status code, and one button: home, sign-in (401/403) or retry. Used by the 404 page, the error boundary
 * pages and the renderer's safe error state. Never shows a stack trace.
 */
import { styled } from "styled-components";
import { PanelLink, PanelSection, PanelText, PanelTitle } from "./statePanel.styles";
import { RetryButton } from "./RetryButton";

export type ErrorAction = { kind: "link"; label: string; href: string } | { kind: "retry"; label: string; onRetry?: () => void };

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 12vw, 8rem);
  font-weight: 800;
  line-height: 1;
  color: var(--color-accent);
`;

/**
 * `reference`: what support can find this failure by in the logs (a server error's digest, logged with the
 * request's id by instrumentation.ts), already worded in the viewer's language.
 */
export function ErrorState(props: { code: number; title: string; description: string; action: ErrorAction; reference?: string }) {
  const { code, title, description, action, reference } = props;
  return (
    <PanelSection data-error-state={code} role="alert" aria-live="polite">
      <Code aria-hidden="true">{code}</Code>
      <PanelTitle>{title}</PanelTitle>
      <PanelText>{description}</PanelText>
      {action.kind === "link" ? (
        <PanelLink href={action.href}>{action.label}</PanelLink>
      ) : (
        <RetryButton label={action.label} onRetry={action.onRetry} />
      )}
      {reference === undefined ? null : (
        <PanelText data-error-reference="">
          <small>{reference}</small>
        </PanelText>
      )}
    </PanelSection>
  );
}
