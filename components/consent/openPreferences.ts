/**
 * Opens the consent manager's preferences, from the footer's "Cookie settings" or a layout's `cookie-preferences`
 * action: through the manager's own interface when it is loaded, else by asking the page to load the stand-in
 * (components/tracking/TrackingBoot.tsx), which opens them once it is in.
 */
export const consentPreferencesEvent = "shasha:consent-preferences";

export function openConsentPreferences(): void {
  if (window.OneTrust !== undefined) window.OneTrust.ToggleInfoDisplay();
  else window.dispatchEvent(new Event(consentPreferencesEvent));
}
