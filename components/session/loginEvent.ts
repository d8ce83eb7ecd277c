/**
 * Spec 4 and 9: a login event fires 1 s after sign-in. Signing in ends in a full navigation, so the form
 * marks the event as pending in sessionStorage and the next page's LoginEvent pushes it to the tag
 * manager's `window.dataLayer`.
 */
import { track } from "../actions/track";

export const pendingLoginKey = "shasha.pendingLoginEvent";
export const loginEventDelayMs = 1000;

export function markLoginPending(): void {
  try {
    sessionStorage.setItem(pendingLoginKey, "1");
  } catch {
    // Storage can be unavailable (private mode); the event is then lost, never the sign-in.
  }
}

/** True once per sign-in: reading clears the mark. */
export function takeLoginPending(): boolean {
  try {
    const pending = sessionStorage.getItem(pendingLoginKey) === "1";
    sessionStorage.removeItem(pendingLoginKey);
    return pending;
  } catch {
    return false;
  }
}

export function pushLoginEvent(): void {
  track("login");
}
