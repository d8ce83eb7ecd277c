"use client";
/** Reloads the page; the retry of the error page and of the safe error state (spec 4 "Fatal render error"). */
import { styled } from "styled-components";
import { actionButtonCss } from "./actionButtonCss";

const Button = styled.button`
  ${actionButtonCss}
`;

export function RetryButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  return (
    <Button type="button" onClick={onRetry ?? (() => window.location.reload())}>
      {label}
    </Button>
  );
}
