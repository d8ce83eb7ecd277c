"use client";

/** Pushes `{ event: "login" }` 1 s after the page that follows a sign-in (spec 9: login event after 1 s). */
import { useEffect } from "react";
import { loginEventDelayMs, pushLoginEvent, takeLoginPending } from "./loginEvent";

export function LoginEvent() {
  useEffect(() => {
    if (!takeLoginPending()) return undefined;
    const timer = setTimeout(pushLoginEvent, loginEventDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
