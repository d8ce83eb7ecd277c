"use client";
/**
 * The account menu's sign-out: a same-origin POST (never a link another site could make a browser follow),
 * then home. While the request runs the button is busy; a failed request leaves the viewer where they are.
 * Until the page has hydrated the button is disabled: a press before then would do nothing (CI saw it).
 */
import { useState } from "react";
import type { Locale } from "@/domain/types";
import { useHydrated } from "../useHydrated";

export function SignOutButton({ locale, label, className }: { locale: Locale; label: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      aria-busy={busy || undefined}
      disabled={busy || !hydrated}
      onClick={() => {
        setBusy(true);
        // The request's code loads on the press: guests never need it.
        void import("./signOut").then(({ signOut }) => signOut(locale)).then((target) => {
          if (target) window.location.assign(target);
          else setBusy(false);
        }, () => setBusy(false));
      }}
    >
      {label}
    </button>
  );
}
