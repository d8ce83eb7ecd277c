/**
 * The tracker (issue 32 §4), loaded after the page: it follows the consent manager and, when the viewer's consent
 * allows analytics, loads the tag manager and hands it the queued events in order (then each new one), with the
 * engagement tool beside it.
 * - Outside the covered countries everything is allowed at once, unless the viewer chose otherwise in the preferences
 *   (the stand-in, loaded when asked for): their stored choice holds from the next page, a new one 1 s after it.
 * - In a covered country the manager (the vendor's script or the stand-in) calls `OptanonWrapper` once loaded and
 *   after every change; the decision is applied 1 s later (spec 9), synced to the tag manager's consent mode (analytics
 *   and ad audience) and the engagement tool's privacy flags (personalisation). Before a decision nothing leaves and
 *   the events wait; a decision without performance (C0002) drops the waiting events and sends nothing.
 * - A signed-in viewer's login push reaches the engagement tool 3 s after consent (spec 9).
 */
import { activeGroupsOf, consentDecisionDelayMs, consentModeUpdate, consentSignals, loginPushDelayMs, type ConsentSignals } from "@/domain/consent";
import { engagementStatusOf } from "@/domain/tracking";
import { storedConsent } from "../consent/consentCookies";
import { cookieUserType } from "../session/cookieValue";
import { engagementEvent, engagementLogin, engagementPrivacy } from "./engagement";
import { loadTagManager } from "./tagManager";
import { takeQueued, trackedEvent } from "./trackingQueue";

export interface TrackingOptions {
  locale: string;
  /** The viewer's country is among the covered ones (decided by the server from the edge's country). */
  covered: boolean;
  /** `TAG_MANAGER_ID`: the vendor's container; absent, the stand-in. */
  tagManagerId: string | undefined;
  /** Reports a failure (the tag manager not loading); tracking never stops the page. */
  onError?: (error: unknown) => void;
}

/** sessionStorage: who the engagement tool was last told is signed in, in this tab, and as what. */
const loginPushedKey = "shasha.engagement.login";

/**
 * The engagement tool's login push: who is signed in (their id, never a name or an e-mail) and their status, once per
 * tab session and again when either changes, not on every page.
 */
async function pushLogin(locale: string): Promise<void> {
  const { useAppStore } = await import("@/stores/appStore");
  const user = useAppStore.getState().user;
  if (user === null) return;
  const status = engagementStatusOf(cookieUserType());
  const pushed = `${user.id}:${status}`;
  try {
    if (window.sessionStorage.getItem(loginPushedKey) === pushed) return;
    window.sessionStorage.setItem(loginPushedKey, pushed);
  } catch {
    // Without storage it is pushed on each page: the tool takes a repeated login as the same one.
  }
  engagementLogin(user.id, status, locale);
}

export function startTracking(options: TrackingOptions): () => void {
  const controller = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  let signals: ConsentSignals | undefined;
  /** The viewer said no to analytics: events are dropped as they come. */
  let declined = false;
  let tags: Promise<void> | undefined;
  let tagsReady = false;
  let loginPush: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (declined) takeQueued();
    if (!signals?.analytics || !tagsReady) return;
    const layer = (window.dataLayer ??= []);
    for (const queued of takeQueued()) {
      layer.push({ event: queued.event, ...queued.params });
      engagementEvent(queued);
    }
  };

  const apply = (next: ConsentSignals, decided: boolean) => {
    signals = next;
    // Declined, what waited is dropped, and what comes; undecided, it waits.
    declined = decided && !next.analytics;
    (window.dataLayer ??= []).push(["consent", "update", consentModeUpdate(next)]);
    if (!next.analytics) {
      flush();
      return;
    }
    engagementPrivacy(next);
    tags ??= loadTagManager(options.tagManagerId).then(
      () => {
        tagsReady = true;
        flush();
      },
      (error: unknown) => options.onError?.(error),
    );
    flush();
    if (loginPush !== undefined) clearTimeout(loginPush);
    // The store is loaded for signed-in viewers only (guests never download it, issue 10).
    if (cookieUserType() !== "anonymous") loginPush = later(loginPushDelayMs, () => void pushLogin(options.locale));
  };

  window.addEventListener(trackedEvent, flush, { signal: controller.signal });

  // Outside the covered countries all runs at once, unless the viewer chose otherwise (their stored choice).
  const stored = options.covered ? undefined : storedConsent();
  if (!options.covered) apply(consentSignals(stored !== undefined, stored ?? new Set()), true);
  // The manager (the vendor's or the stand-in) reports on load and after each change; a choice counts everywhere.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const previous = window.OptanonWrapper;
  window.OptanonWrapper = () => {
    previous?.();
    if (pending !== undefined) clearTimeout(pending);
    pending = later(consentDecisionDelayMs, () => {
      const decided = window.OneTrust?.IsAlertBoxClosed() === true;
      apply(consentSignals(options.covered || decided, activeGroupsOf(window.OnetrustActiveGroups)), decided);
    });
  };
  // A manager that loaded first has announced already: take what it said.
  if (window.OneTrust !== undefined) window.OptanonWrapper();
  controller.signal.addEventListener("abort", () => {
    window.OptanonWrapper = previous;
  });

  return () => {
    controller.abort();
    for (const timer of timers) clearTimeout(timer);
  };
}
