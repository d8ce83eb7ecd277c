"use client";
/**
 * The shell's client checks, kept out of guests' downloads (issue 10): when the `userType` cookie says
 * signed in, or this browser still holds a stored user, it loads the session checks (sessionSync.ts: the
 * store, the refetch, their validation); and once the page is in, the code that draws the viewer's progress
 * on its tiles (components/tile/tileProgressOverlay), labelled with the server's `texts` (SessionSync.tsx); and,
 * when the refetch says the subscription was revoked after its parking period (GET /api/me `notice`, announced by
 * sessionSync.ts with `revokedNoticeEvent`), the popup of RevokedNotice.tsx, once per tab session, its code fetched
 * only then.
 */
import { useEffect, useState, type ComponentType } from "react";
import type { Locale } from "@/domain/types";
import type { Texts } from "../i18n/texts";
import { errorMessage, log } from "@/ops/browserLog";
import { persistKey } from "@/stores/persistKey";
import { tilesAddedEvent } from "../tile/tileEvents";
import { cookieUserType } from "./cookieValue";
import { followOtherTabs } from "./tabSync";
import type { RevokedNoticeProps } from "./RevokedNotice";

/** Dispatched on `window` by the session refetch (sessionSync.ts) when GET /api/me says `notice: "revoked-parking"`. */
export const revokedNoticeEvent = "shasha:revoked-notice";
/** sessionStorage: the revoked popup was shown in this tab's session, so it does not come back on every page. */
export const revokedNoticeSeenKey = "shasha.revokedNoticeSeen";

function revokedNoticeSeen(): boolean {
  try {
    return window.sessionStorage.getItem(revokedNoticeSeenKey) === "1";
  } catch {
    // Without storage nothing could keep it from coming back on every page: rather not show it at all.
    return true;
  }
}

function rememberRevokedNotice(): void {
  try {
    window.sessionStorage.setItem(revokedNoticeSeenKey, "1");
  } catch {
    // revokedNoticeSeen then says seen.
  }
}

/** The promo page is where "Join now" leads: no popup pointing at the page itself. */
function onPromoPage(): boolean {
  return /^\/(?:ar|en|fr)\/promo(?:\/|$)/.test(window.location.pathname);
}

function signedInCookie(): boolean {
  return cookieUserType() !== "anonymous";
}

/** Whether the persisted store holds a user (its contents are checked by the store when it loads). */
function storedUser(): boolean {
  try {
    return /"user":\{/.test(window.localStorage.getItem(persistKey) ?? "");
  } catch {
    return false;
  }
}

const warn = (code: string) => (error: unknown) => log({ level: "warn", code, message: errorMessage(error) });

export function SessionChecks({ locale, texts }: { locale: Locale; texts: Texts }) {
  const [notice, setNotice] = useState<{ View: ComponentType<RevokedNoticeProps> } | undefined>(undefined);

  // Listening before the refetch below can answer.
  useEffect(() => {
    const controller = new AbortController();
    const show = () => {
      if (revokedNoticeSeen() || onPromoPage()) return;
      void import("./RevokedNotice")
        .then(({ RevokedNotice }) => {
          if (controller.signal.aborted || revokedNoticeSeen()) return;
          // Once shown it is remembered, whichever way it is left ("Join now", "Join later", Escape, a reload).
          rememberRevokedNotice();
          setNotice({ View: RevokedNotice });
        })
        .catch(warn("revoked-notice-failed"));
    };
    window.addEventListener(revokedNoticeEvent, show, { signal: controller.signal });
    return () => controller.abort();
  }, []);

  // Another tab signed in or out: this one follows (spec 4, tabSync.ts).
  useEffect(() => followOtherTabs(locale), [locale]);

  useEffect(() => {
    if (signedInCookie() || storedUser()) {
      void import("./sessionSync").then(({ runSessionSync }) => runSessionSync(locale)).catch(warn("session-sync-failed"));
    }
  }, [locale]);

  useEffect(() => {
    const controller = new AbortController();
    const paint = () => {
      void import("../tile/tileProgressOverlay")
        .then(({ paintPageProgress }) => paintPageProgress(locale, texts, signedInCookie(), controller.signal))
        // The bars are a nicety: the page stays as it is, and the failure is logged.
        .catch((error: unknown) => {
          if (!controller.signal.aborted) warn("tile-progress-failed")(error);
        });
    };
    // Landing pages stream their rails: wait for the whole document.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true, signal: controller.signal });
    else paint();
    // The tiles rails draw when they near the viewport get their bars too.
    window.addEventListener(tilesAddedEvent, paint, { signal: controller.signal });
    return () => controller.abort();
  }, [locale, texts]);

  return notice === undefined ? null : <notice.View locale={locale} texts={texts} onClose={() => setNotice(undefined)} />;
}
