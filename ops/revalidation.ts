/**
 * What a publish signal does on an instance (issue 18), apart from Next's page cache (the route revalidates that):
 * the in-process layout copy of the screen is marked out of date, so live renders and form checks load it anew.
 * With a shared cache, the instance that received the signal also tells the others over Redis (the app server's
 * broadcaster, ops/server/redisChannel.ts, installed on the global object because the app server owns the Redis
 * connections and Next's bundles only call it).
 */
import type { RevalidationSignal } from "@/domain/revalidationSignal";
import { routeTableId } from "@/domain/screenPath";

export type Broadcast = (signal: RevalidationSignal) => Promise<void>;

declare global {
  // oxlint-disable-next-line no-var -- a global declaration needs `var`
  var shashaBroadcast: Broadcast | undefined;
}

/**
 * The page-cache routes a screen is served from (app/(cached)/seg/...): home at `/{lang}` and `/{lang}/home`, others
 * as landings. Named with their route group: Next tags a cached page with its route's path as the file system has it.
 */
export function cachedRoutesOf(screenId: string): string[] {
  const base = "/(cached)/seg/[segment]/[lang]";
  // The route table says which screen each landing shows: a new table may change any cached landing.
  if (screenId === routeTableId) return [`${base}/[landingId]`];
  return screenId === "home" ? [base, `${base}/home`] : [`${base}/[landingId]`];
}

/**
 * This instance's own copies (app/_server/sharedCaches.ts): the screen's layout, or the route table, is loaded anew on
 * its next use.
 */
export function expireLocally(signal: RevalidationSignal): void {
  const caches = globalThis.shashaSharedCaches;
  if (signal.screenId === routeTableId) caches?.routes.expire();
  else caches?.loader.expire(signal.screenId);
}

/** Tells the other instances, when there are others to tell (a shared cache); rejects when they cannot be told. */
export async function broadcast(signal: RevalidationSignal): Promise<void> {
  await globalThis.shashaBroadcast?.(signal);
}

export function setBroadcast(next: Broadcast | undefined): void {
  globalThis.shashaBroadcast = next;
}
