/**
 * The toast (components/toast/ToastHost.tsx shows it) after a sign-out that the viewer did not ask for (`?isSessionExpired=true`, `?autoLogout=true`,
 * set by /logout) or that ended an account (`?accountDeleted=true`), on the home URL; and after a social sign-in
 * the user service would not link to the account of its email (`?socialAccountExists=true`, on the page it left). Read from the URL on
 * the client, since the home page is cached per segment; the flag is then taken off the address bar so a
 * reload does not repeat it.
 */
import { showToast } from "../toast/toastQueue";

/** The URL flags this toast answers, each with its message. */
const flags = ["isSessionExpired", "autoLogout", "accountDeleted", "socialAccountExists"] as const;
type Flag = (typeof flags)[number];

export type SessionMessages = Readonly<Record<Flag, string>>;

/** Long enough to read a sentence about one's own account (the toasts' 2 s default is for a word of confirmation). */
const hideAfterMs = 10_000;

function takeFlag(): Flag | undefined {
  const url = new URL(window.location.href);
  const flag = flags.find((name) => url.searchParams.get(name) === "true");
  if (flag === undefined) return undefined;
  for (const name of flags) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return flag;
}

/** Once per page load: the toast of the address's flag, if any. */
export function toastSessionFlag(messages: SessionMessages): void {
  const flag = takeFlag();
  if (flag !== undefined) showToast({ type: "warning", message: messages[flag], kind: "session", timeoutMs: hideAfterMs });
}
