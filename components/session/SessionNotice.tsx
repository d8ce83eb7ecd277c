"use client";

/**
 * The toast after a sign-out that the viewer did not ask for (`?isSessionExpired=true`, `?autoLogout=true`,
 * set by /logout) or that ended an account (`?accountDeleted=true`), on the home URL; and after a social sign-in
 * the user service would not link to the account of its email (`?socialAccountExists=true`, on the page it left). Read from the URL on
 * the client, since the home page is cached per segment; the flag is then taken off the address bar so a
 * reload does not repeat it.
 */
import { useEffect, useState } from "react";
import { Toast } from "../toast/Toast";

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
  return <Toast kind="session" message={message} dismiss={dismiss} onDismiss={() => setMessage(undefined)} />;
}
