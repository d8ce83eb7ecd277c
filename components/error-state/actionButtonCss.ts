import { css } from "styled-components";

export const actionButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 44px;
  padding-block: 0.6rem;
  padding-inline: 1.4rem;
  border: 0;
  border-radius: var(--radius-md, 8px);
  background: var(--color-accent);
  color: var(--color-accent-contrast);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;
