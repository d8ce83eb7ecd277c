"use client";

/**
 * The toast after a sign-out that the viewer did not ask for (`?isSessionExpired=true`, `?autoLogout=true`,
 * set by /logout) or that ended an account (`?accountDeleted=true`), on the home URL; and after a social sign-in
 * the user service would not link to the account of its email (`?socialAccountExists=true`, on the page it left). Read from the URL on
 * the client, since the home page is cached per segment; the flag is then taken off the address bar so a
 * reload does not repeat it.
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

/** The URL flags this toast answers, each with its message. */
const flags = ["isSessionExpired", "autoLogout", "accountDeleted", "socialAccountExists"] as const;
type Flag = (typeof flags)[number];

export interface SessionNoticeProps {
  messages: Record<Flag, string>;
  dismiss: string;
}

const showAfterMs = 100;
const hideAfterMs = 10_000;

function takeFlag(): Flag | undefined {
  const url = new URL(window.location.href);
  const flag = flags.find((name) => url.searchParams.get(name) === "true");
  if (flag === undefined) return undefined;
  for (const name of flags) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return flag;
}

export function SessionNotice({ messages, dismiss }: SessionNoticeProps) {
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    const flag = takeFlag();
    if (flag === undefined) return undefined;
    // Spec 4 "Toast": a toast slides in after 100 ms and hides after its timeout.
    const show = setTimeout(() => setMessage(messages[flag]), showAfterMs);
    const hide = setTimeout(() => setMessage(undefined), showAfterMs + hideAfterMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [messages]);
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
