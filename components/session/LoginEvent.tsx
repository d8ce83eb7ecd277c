"use client";

/**
 * On the page after a sign-in (spec 4 and 9), what follows it: the login event 1 s later and, in an app's web view, the
 * app told (afterSignIn.ts, loaded only then).
 */
import { useEffect } from "react";
import { takeLoginPending } from "./loginEvent";

export function LoginEvent() {
  useEffect(() => {
    if (!takeLoginPending()) return undefined;
    let cancel = () => {};
    let unmounted = false;
    void import("./afterSignIn")
      .then(({ afterSignIn }) => {
        if (!unmounted) cancel = afterSignIn();
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      cancel();
    };
  }, []);
  return null;
}
