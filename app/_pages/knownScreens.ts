/**
 * Which landing ids are screens the app-grid service holds, for the proxy (issue 8): only those are rendered
 * into the page cache, so a request for a made-up id (`/ar/zzz123`) is a 404 rendered per request, never a
 * page written to the cache for every segment and language. The list is kept 60 s (the spec's reload
 * interval) and refreshed in the background after that; until it has been read once, or when the service
 * cannot be asked, no landing is called known and landings are rendered per request (still correct, just
 * not cached).
 */
import { getServices, type CallContext } from "@/app/_server/services";
import { errorText, log } from "@/ops/log";

export const knownScreensFreshMs = 60_000;

interface KnownScreens {
  ids: ReadonlySet<string>;
  at: number;
}

let known: KnownScreens | undefined;
let pending: Promise<void> | undefined;

function refresh(call: CallContext, now: number): Promise<void> {
  pending ??= getServices()
    .appgrid.screenIds(call)
    .then((ids) => {
      known = { ids: new Set(ids), at: now };
    })
    .catch((error: unknown) => log({ level: "warn", code: "screen-list-failed", error: errorText(error) }))
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Whether `id` is a screen the service holds, as far as the last list (at most 60 s old, then refreshed) says. */
export async function isKnownScreen(id: string, call: CallContext, now = Date.now()): Promise<boolean> {
  if (known === undefined) await refresh(call, now);
  else if (now - known.at > knownScreensFreshMs) void refresh(call, now);
  return known?.ids.has(id) ?? false;
}
