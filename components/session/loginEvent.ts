/**
 * Spec 4 and 9: a login event fires 1 s after sign-in. Signing in ends in a full navigation, so the form
 * marks the event as pending in sessionStorage (a social sign-in, with the `loginEvent` cookie) and the next
 * page's LoginEvent takes the mark and loads what follows a sign-in (afterSignIn.ts).
 */
import { cookieNames } from "@/domain/cookieNames";
import { cookieValue } from "./cookieValue";

export const pendingLoginKey = "shasha.pendingLoginEvent";

export function markLoginPending(): void {
  try {
    sessionStorage.setItem(pendingLoginKey, "1");
  } catch {
    // Storage can be unavailable (private mode); the event is then lost, never the sign-in.
  }
}

/** A sign-in that ended in a server redirect (social) marks the event with a cookie instead. */
function takeCookieMark(): boolean {
  const name = cookieNames.loginEvent;
  if (cookieValue(document.cookie, name) !== "1") return false;
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
  return true;
}

/** True once per sign-in: reading clears the mark. */
export function takeLoginPending(): boolean {
  const byCookie = takeCookieMark();
  try {
    const pending = sessionStorage.getItem(pendingLoginKey) === "1";
    sessionStorage.removeItem(pendingLoginKey);
    return pending || byCookie;
  } catch {
    return byCookie;
  }
}
