/**
 * What follows a sign-in, on the page after it (LoginEvent loads this only there, so no other page carries it):
 * - spec 4 and 9: the tag manager's login event, 1 s later;
 * - spec 4: the site's other tabs follow (tabSync.ts);
 * - spec 7 native bridge, flow normal-login: in an app's web view the app is told, `onSubscribedUserLoggedIn` for a
 *   subscriber, else `onUserLoggedIn`, with the reduced user (nativeUser.ts). The user is the client store's: there at
 *   once after a form's sign-in, after the session's refetch (SessionSync) after a social one; waited for 10 s at most.
 */
import { useAppStore, type StoredUser } from "@/stores/appStore";
import { inNativeShell, postToNative } from "../native/nativeBridge";
import { nativeUser } from "../native/nativeUser";
import { track } from "../actions/track";
import { tellOtherTabs } from "./tabSync";

export const loginEventDelayMs = 1000;

const waitForUserMs = 10_000;

function tell(user: StoredUser): void {
  postToNative({ flow: "normal-login", event: user.userType === "subscribed" ? "onSubscribedUserLoggedIn" : "onUserLoggedIn", data: nativeUser(user) });
}

/** Tells the app, now or once the store has the user; returns what stops waiting. */
export function tellAppLoggedIn(): () => void {
  if (!inNativeShell()) return () => {};
  const user = useAppStore.getState().user;
  if (user !== null) {
    tell(user);
    return () => {};
  }
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
  };
  const unsubscribe = useAppStore.subscribe((state) => {
    if (state.user === null) return;
    stop();
    tell(state.user);
  });
  const timer = setTimeout(stop, waitForUserMs);
  return stop;
}

/** Both, from now; returns what cancels what has not happened yet. */
export function afterSignIn(): () => void {
  tellOtherTabs("LOGIN");
  const timer = setTimeout(() => track("login"), loginEventDelayMs);
  const stopTelling = tellAppLoggedIn();
  return () => {
    clearTimeout(timer);
    stopTelling();
  };
}
