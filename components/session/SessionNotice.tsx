"use client";

/**
 * The toast after a logout that the viewer did not ask for: `?isSessionExpired=true` or `?autoLogout=true`
 * on the home URL (set by /logout). Read from the URL on the client, since the home page is cached per
 * segment; the flag is then taken off the address bar so a reload does not repeat it.
 */
import { useEffect, useState } from "react";
import { styled } from "styled-components";

const Toast = styled.div`
  position: fixed;
  inset-block-end: 1.5rem;
  inset-inline: 1rem;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 1rem;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-inline-start: 4px solid var(--color-warning-border);
  border-radius: 0.5rem;
  background: var(--color-surface-raised);
  color: var(--color-text);
`;

const Close = styled.button`
  margin-inline-start: auto;
  padding-block: 0.25rem;
  padding-inline: 0.75rem;
  border: 1px solid currentColor;
  border-radius: 0.25rem;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export interface SessionNoticeProps {
  sessionExpired: string;
  autoLogout: string;
  dismiss: string;
}

const showAfterMs = 100;
const hideAfterMs = 10_000;

function takeFlag(): "sessionExpired" | "autoLogout" | undefined {
  const url = new URL(window.location.href);
  const flag = url.searchParams.get("isSessionExpired") === "true" ? "sessionExpired" : url.searchParams.get("autoLogout") === "true" ? "autoLogout" : undefined;
  if (flag === undefined) return undefined;
  url.searchParams.delete("isSessionExpired");
  url.searchParams.delete("autoLogout");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return flag;
}

export function SessionNotice({ sessionExpired, autoLogout, dismiss }: SessionNoticeProps) {
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    const flag = takeFlag();
    if (flag === undefined) return undefined;
    // Spec 4 "Toast": a toast slides in after 100 ms and hides after its timeout.
    const show = setTimeout(() => setMessage(flag === "sessionExpired" ? sessionExpired : autoLogout), showAfterMs);
    const hide = setTimeout(() => setMessage(undefined), showAfterMs + hideAfterMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [sessionExpired, autoLogout]);
  if (message === undefined) return null;
  return (
    <Toast as="output" data-session-notice="">
      <span>{message}</span>
      <Close type="button" onClick={() => setMessage(undefined)}>
        {dismiss}
      </Close>
    </Toast>
  );
}
