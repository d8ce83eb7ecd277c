"use client";
/** The footer's "Cookie settings" in covered countries: opens the consent manager's preferences (oneTrust.ts). */

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="app-footer-link" onClick={() => window.OneTrust?.ToggleInfoDisplay()}>
      {label}
    </button>
  );
}
