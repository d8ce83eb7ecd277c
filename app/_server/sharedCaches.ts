/**
 * The process-wide layout and content caches: screen pages render from them and the form route loads the
 * same layouts through them, so a published form change reaches the page and the server check together.
 */
import { getServices } from "@/app/_server/services";
import { pageReloadMsFrom } from "@/domain/pageReload";
import { CachedContentSource, ScreenLoader } from "@/renderer";
import { RouteTableLoader } from "@/routing/loadRouteTable";

/** How long a layout, the route table or a content reply stays fresh (domain/pageReload.ts). */
function cacheFreshMs(): number {
  return pageReloadMsFrom(process.env.LAYOUT_CACHE_SECONDS);
}

export interface SharedCaches {
  loader: ScreenLoader;
  /** The route table (issue 28): the proxy's guards and the account pages' screens. */
  routes: RouteTableLoader;
  content: CachedContentSource;
  contentNow: CachedContentSource;
}

declare global {
  // On the global object, not in this module: Next bundles pages and route handlers separately, and both must
  // see one layout cache (a published form change reaches the page and the form route's check together).
  // oxlint-disable-next-line no-var -- a global declaration needs `var`
  var shashaSharedCaches: SharedCaches | undefined;
}

export function sharedCaches(): SharedCaches {
  const services = getServices();
  globalThis.shashaSharedCaches ??= {
    loader: new ScreenLoader(services.appgrid, { freshMs: cacheFreshMs() }),
    routes: new RouteTableLoader(services.appgrid, { freshMs: cacheFreshMs() }),
    content: new CachedContentSource(services.content, { freshMs: cacheFreshMs() }),
    contentNow: new CachedContentSource(services.content, { freshMs: cacheFreshMs(), revalidateNow: true }),
  };
  return globalThis.shashaSharedCaches;
}
