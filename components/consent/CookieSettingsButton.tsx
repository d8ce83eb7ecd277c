"use client";
/** The footer's "Cookie settings": opens the consent manager's preferences (openPreferences.ts). */
import { openConsentPreferences } from "./openPreferences";

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="app-footer-link" onClick={openConsentPreferences}>
      {label}
    </button>
  );
}
