/**
 * Spec 4: signing in or out in one tab follows in the others (the original app's background worker messages). The tab
 * that signed in or out tells the others over a BroadcastChannel: LOGOUT sends them to `/logout?autoLogout=true`
 * (the session is gone, the page says so), LOGIN takes them home, where the proxy asks who is watching. Only what
 * happened is sent, never a user or a token: each tab reads its session from the shared cookies.
 */
import type { Locale } from "@/domain/types";

export type TabMessage = "LOGIN" | "LOGOUT";

const channelName = "shasha-session";

/**
 * The page's one channel: a channel never hears its own messages, but hears every other channel of the name, those of
 * the same page included; one object for both ways keeps a tab from following itself.
 */
let pageChannel: BroadcastChannel | undefined;

function channel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  pageChannel ??= new BroadcastChannel(channelName);
  return pageChannel;
}

/** Tells the other tabs of this site what this one just did. */
export function tellOtherTabs(message: TabMessage): void {
  channel()?.postMessage(message);
}

/** Where a tab goes when another one says `message`. */
export function targetOf(message: unknown, locale: Locale): string | undefined {
  if (message === "LOGOUT") return `/${locale}/logout?autoLogout=true`;
  if (message === "LOGIN") return `/${locale}`;
  return undefined;
}

/** Where this page is going because another tab said so, if it is. */
let followedTo: string | undefined;

/**
 * Whether this page is already leaving for another tab's reason. The page's own checks then leave it be: its session
 * refetch, refused because the other tab just signed out, would otherwise send it to a plain /logout after the
 * LOGOUT message did, and the later navigation wins (the "you have been signed out" notice lost; CI saw it).
 */
export function followingOtherTab(): boolean {
  return followedTo !== undefined;
}

/** Follows the other tabs from now; returns what stops it. */
export function followOtherTabs(locale: Locale, go: (href: string) => void = (href) => location.assign(href)): () => void {
  const page = channel();
  if (page === undefined) return () => {};
  const follow = (event: MessageEvent<unknown>) => {
    const target = targetOf(event.data, locale);
    if (target === undefined) return;
    followedTo = target;
    go(target);
  };
  page.addEventListener("message", follow);
  return () => page.removeEventListener("message", follow);
}
