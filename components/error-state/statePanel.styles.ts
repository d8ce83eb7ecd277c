/** The centred panel of full-page states (error pages, the email-confirmation result): one look for both. */
import { styled } from "styled-components";
import { actionButtonCss } from "./actionButtonCss";

export const PanelSection = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 4rem;
  padding-inline: 1.5rem;
  text-align: center;
`;

export const PanelTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

export const PanelText = styled.p`
  margin: 0;
  max-inline-size: 36rem;
  color: var(--color-text-muted);
`;

export const PanelLink = styled.a`
  ${actionButtonCss}
`;
