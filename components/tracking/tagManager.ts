/**
 * The tag manager (spec 7 "Tracking": events go to its data queue, `window.dataLayer`). With `TAG_MANAGER_ID` the
 * vendor's container is loaded (Google Tag Manager's documented snippet, as a script the app adds); without it the
 * stand-in below reads the queue as the vendor's would and sends each event to the app's collector. Either way it
 * loads only once the viewer's consent allows analytics (tracker.ts), so nothing is sent before.
 */
import { collect } from "./collect";

const gtmUrl = "https://www.googletagmanager.com/gtm.js";

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Sends the queue's events, those already there and those pushed from now, like the vendor's container. */
function installStandIn(): void {
  const layer = dataLayer();
  const forward = (entry: unknown) => {
    if (typeof entry === "object" && entry !== null && !Array.isArray(entry) && "event" in entry && typeof entry.event === "string") {
      collect("tags", { ...entry });
    }
  };
  layer.forEach(forward);
  const push = layer.push.bind(layer);
  layer.push = (...entries: unknown[]) => {
    entries.forEach(forward);
    return push(...entries);
  };
}

function loadVendor(id: string): Promise<void> {
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = `${gtmUrl}?id=${encodeURIComponent(id)}`;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener("error", () => reject(new Error(`tag manager failed to load: ${script.src}`)), { once: true });
    document.head.append(script);
  });
}

/** Loads the tag manager; resolves once events pushed to the queue are taken. */
export function loadTagManager(id: string | undefined): Promise<void> {
  if (id !== undefined) return loadVendor(id);
  installStandIn();
  return Promise.resolve();
}
