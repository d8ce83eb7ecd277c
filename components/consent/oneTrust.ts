/**
 * The consent manager's interface as the vendor's script (OneTrust, spec 3 `onetrustConfig`) exposes it on `window`,
 * which the stand-in (ConsentStandIn.tsx) implements too, so the app works the same with either: the active groups
 * string, the `OptanonWrapper` callback the manager calls once loaded and after every change, and the few methods
 * the app calls. Also the tag manager's data queue, `window.dataLayer`.
 */
import { activeGroupsText, type ConsentGroup } from "@/domain/consent";

export interface OneTrustApi {
  /** Opens the preferences dialog. */
  ToggleInfoDisplay(): void;
  AllowAll(): void;
  RejectAll(): void;
  /** Whether the viewer has decided (the banner was closed by a choice). */
  IsAlertBoxClosed(): boolean;
}

declare global {
  interface Window {
    OneTrust?: OneTrustApi;
    OptanonWrapper?: () => void;
    OnetrustActiveGroups?: string;
    OptanonActiveGroups?: string;
    dataLayer?: unknown[];
  }
}

/** The vendor's SDK loader, used when the configuration names a domain script (`onetrustConfig.web`). */
export const oneTrustSdkUrl = "https://cdn.cookielaw.org/scripttemplates/otSDKStub.js";

/** What a manager does on load and after a change: set the active groups and call the page's `OptanonWrapper`. */
export function announceGroups(groups: ReadonlySet<ConsentGroup>): void {
  const text = activeGroupsText(groups);
  window.OnetrustActiveGroups = text;
  window.OptanonActiveGroups = text;
  window.OptanonWrapper?.();
}

/**
 * Starts the vendor's script for this domain script id, as its documentation writes the tag. Under the pages'
 * `strict-dynamic` policy a script added by the app's own may run; cached pages need its origin in `TRACKING_ORIGINS`.
 */
export function loadOneTrust(domainScript: string, locale: string): void {
  const script = document.createElement("script");
  script.src = oneTrustSdkUrl;
  script.async = true;
  script.dataset.domainScript = domainScript;
  script.dataset.documentLanguage = "true";
  script.lang = locale;
  document.head.append(script);
}
